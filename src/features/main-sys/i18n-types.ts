import type overview from '../../../locales/en/overview.json';

// Registers the `overview` namespace for typed t() keys (see src/lib/i18n/resources.ts).
declare module '../../lib/i18n/resources' {
  interface Resources {
    overview: typeof overview;
  }
}
