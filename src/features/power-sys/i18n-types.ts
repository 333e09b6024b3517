import type power from '../../../locales/en/power.json';

// Registers the `power` namespace for typed t() keys (see src/lib/i18n/resources.ts).
declare module '../../lib/i18n/resources' {
  interface Resources {
    power: typeof power;
  }
}
