import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { CHILD_PAGES, pageFolder } from './pages';

type PageModule = { Page: ComponentType };
type SectionModule = { Section: ComponentType; sectionTitleKey: string; sectionAdminOnly?: boolean };

// Each child page is `src/features/<kebab-name>/page.tsx` exporting `Page`; each lazy chunk.
const pageModules = import.meta.glob<PageModule>('../features/*/page.tsx');
// Settings sections: `src/features/settings-<kebab>/section.tsx` exporting Section + sectionTitleKey.
const sectionModules = import.meta.glob<SectionModule>('../features/settings-*/section.tsx');
const sectionTitles = import.meta.glob<string>('../features/settings-*/section.tsx', {
  import: 'sectionTitleKey',
});
// A section exporting `sectionAdminOnly = true` shows NotPermittedState to other roles.
const sectionAdminFlags = import.meta.glob<boolean | undefined>('../features/settings-*/section.tsx', {
  import: 'sectionAdminOnly',
});

/** Folder of a glob key: '../features/power-sys/page.tsx' → 'power-sys'. */
export function folderOf(file: string): string {
  return file.split('/').at(-2) ?? '';
}

function lazyPage(name: string): LazyExoticComponent<ComponentType> | null {
  const loader = pageModules[`../features/${pageFolder(name)}/page.tsx`];
  return loader ? lazy(async () => ({ default: (await loader()).Page })) : null;
}

/** The lazy page component of each child page, or null when no feature provides it yet. */
export const pageComponents: Readonly<Record<string, LazyExoticComponent<ComponentType> | null>> =
  Object.fromEntries(CHILD_PAGES.map((name) => [name, lazyPage(name)]));

export function hasPage(name: string): boolean {
  return `../features/${pageFolder(name)}/page.tsx` in pageModules;
}

export interface SectionEntry {
  /** URL segment: the folder name without `settings-`. */
  id: string;
  component: LazyExoticComponent<ComponentType>;
  /** Resolves the section's i18n title key without loading its component twice. */
  loadTitleKey: () => Promise<string>;
  /** Resolves true when the section is for administrators only. */
  loadAdminOnly: () => Promise<boolean>;
}

/** Settings sections provided by feature folders, sorted by id. */
export const featureSections: SectionEntry[] = Object.entries(sectionModules)
  .map(([file, loader]) => ({
    id: folderOf(file).replace(/^settings-/, ''),
    component: lazy(async () => ({ default: (await loader()).Section })),
    loadTitleKey: sectionTitles[file],
    loadAdminOnly: async () => (await sectionAdminFlags[file]()) === true,
  }))
  .sort((a, b) => a.id.localeCompare(b.id));
