import type { Language } from './languages';

type Bundle = Record<string, unknown>;

/**
 * The namespaces the signed-out pages need (login, not found, API errors, the toaster): bundled
 * with the first script. Every other namespace comes in one lazy chunk (rest-bundles.ts) before
 * the shell or another signed-in page renders, which keeps ~40 KB gzip of texts off the login
 * page (issue 34: the login page's JS ≤ 150 KB gzip). They are auth, common, errors, shell and
 * datetime, written in the glob's pattern below (import.meta.glob takes literals only).
 */

// Every `locales/<lng>/<ns>.json` is a namespace: adding the two files is enough to load it.
const bootModules = import.meta.glob<Bundle>('../../../locales/*/{auth,common,errors,shell,datetime}.json', {
  eager: true,
  import: 'default',
});

/** Builds `{ zh: { ns: {...} }, en: {...} }` from glob results keyed by file path. */
export function bundlesFromModules(files: Record<string, Bundle>): Record<string, Record<string, Bundle>> {
  const out: Record<string, Record<string, Bundle>> = {};
  for (const [file, bundle] of Object.entries(files)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
    if (!match) continue;
    const [, lng, ns] = match;
    (out[lng] ??= {})[ns] = bundle;
  }
  return out;
}

/*
 * Outside the production build (unit tests, the dev server) every namespace is there from the
 * start, as before: tests render any page after a synchronous initI18n. The build folds this to
 * `{}` and the texts stay in rest-bundles.ts's chunk only.
 */
const devModules: Record<string, Bundle> = import.meta.env.PROD
  ? {}
  : import.meta.glob<Bundle>('../../../locales/*/*.json', { eager: true, import: 'default' });

export const bundles = bundlesFromModules({ ...devModules, ...bootModules }) as Record<
  Language,
  Record<string, Bundle>
>;
export const namespaces = Object.keys(bundles.en ?? {});
