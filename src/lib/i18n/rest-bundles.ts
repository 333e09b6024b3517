import { bundlesFromModules } from './bundles';

/* The namespaces not in BOOT_NAMESPACES, both languages: one chunk, loaded by loadAllNamespaces. */
const modules = import.meta.glob<Record<string, unknown>>(
  ['../../../locales/*/*.json', '!../../../locales/*/{auth,common,errors,shell,datetime}.json'],
  { eager: true, import: 'default' },
);

export const restBundles = bundlesFromModules(modules);
