import type { Language } from './languages';

type Bundle = Record<string, unknown>;

// Every `locales/<lng>/<ns>.json` is a namespace: adding the two files is enough to load it.
const modules = import.meta.glob<Bundle>('../../../locales/*/*.json', { eager: true, import: 'default' });

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

export const bundles = bundlesFromModules(modules) as Record<Language, Record<string, Bundle>>;
export const namespaces = Object.keys(bundles.en ?? {});
