/*
 * Adds the realtime and diagnostics namespaces to the typed i18n resources until they are listed
 * in src/lib/i18n/resources.ts (foundation's file); merging an identical member later is harmless.
 */
import type diagnostics from '../../locales/en/diagnostics.json';
import type realtime from '../../locales/en/realtime.json';

declare module '../lib/i18n/resources' {
  interface Resources {
    realtime: typeof realtime;
    diagnostics: typeof diagnostics;
  }
}

export {};
