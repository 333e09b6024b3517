// The page sweep's list, derived the way the console's page registry (src/app/page-registry.ts)
// finds its pages: a child page in CHILD_PAGES with `src/features/<folder>/page.tsx`, and every
// `src/features/settings-<id>/section.tsx`. A new page or section is swept without editing the
// bench; tests/unit/perf/page-list.test.ts checks this list against the registry itself.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { CHILD_PAGES, pageFolder, SETTINGS_SEGMENT } from '../../src/app/pages';

export interface SweepTarget {
  /** A child page's name (mainSys) or `settings/<id>`. */
  name: string;
  /** The console path the sweep opens. */
  path: string;
  kind: 'page' | 'settings';
}

export function sweepTargets(root = process.cwd()): SweepTarget[] {
  const features = path.join(root, 'src', 'features');
  const pages: SweepTarget[] = CHILD_PAGES.filter((name) =>
    existsSync(path.join(features, pageFolder(name), 'page.tsx')),
  ).map((name) => ({ name, path: `/index/${name}`, kind: 'page' }));
  const sections: SweepTarget[] = readdirSync(features)
    .filter((dir) => dir.startsWith('settings-') && existsSync(path.join(features, dir, 'section.tsx')))
    .map((dir) => dir.replace(/^settings-/, ''))
    .sort()
    .map((id) => ({
      name: `${SETTINGS_SEGMENT}/${id}`,
      path: `/index/${SETTINGS_SEGMENT}/${id}`,
      kind: 'settings',
    }));
  return [...pages, ...sections];
}
