import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { CHILD_PAGES, pageFolder } from './pages';

type PageModule = { Page: ComponentType };
type SectionModule = { Section: ComponentType };
/** A section's entry in the settings list (`nav.ts` beside its `section.tsx`). */
type SectionNav = { titleKey: string; adminOnly?: boolean };

// Each child page is `src/features/<kebab-name>/page.tsx` exporting `Page`; each lazy chunk.
const pageModules = import.meta.glob<PageModule>('../features/*/page.tsx');
// Settings sections: `src/features/settings-<kebab>/section.tsx` exporting Section, each a lazy
// chunk, and `nav.ts` beside it with the list's entry: its title key and, for a section closed to
// other roles (NotPermittedState), `adminOnly = true`. The entries are bundled with the list, so
// opening one section loads that section's code only, not all of theirs to title the links.
const sectionModules = import.meta.glob<SectionModule>('../features/settings-*/section.tsx');
const sectionNavs = import.meta.glob<SectionNav>('../features/settings-*/nav.ts', { eager: true });

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
  /** The section's i18n title key. */
  titleKey: string;
  /** True when the section is for administrators only. */
  adminOnly: boolean;
}

/** Settings sections provided by feature folders, sorted by id. */
export const featureSections: SectionEntry[] = Object.entries(sectionModules)
  .map(([file, loader]) => {
    const nav = sectionNavs[file.replace(/section\.tsx$/, 'nav.ts')];
    if (!nav) throw new Error(`${file} has no nav.ts beside it`);
    return {
      id: folderOf(file).replace(/^settings-/, ''),
      component: lazy(async () => ({ default: (await loader()).Section })),
      titleKey: nav.titleKey,
      adminOnly: nav.adminOnly === true,
    };
  })
  .sort((a, b) => a.id.localeCompare(b.id));
