import { create } from 'zustand';
import { changeLanguage } from '@/lib/i18n';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@/lib/i18n/languages';
import { getStore, setStore, STORAGE_KEYS } from '@/lib/storage';

/** Skins: dark (default), light, and a large-screen skin for wall displays. */
export const THEMES = ['dark', 'light', 'screen'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'dark';
export const DEFAULT_HOME_PAGE = 'mainSys';

/** Realtime delivery interval in ms: 250 normally, 1000 in the low-power profile. */
export const DELIVERY_INTERVAL_MS = { normal: 250, lowPower: 1000 } as const;

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

interface PreferencesState {
  language: Language;
  theme: Theme;
  /** Child page `/index` opens (a name of src/app/pages.ts). */
  homePage: string;
  lowPower: boolean;
  setLanguage: (language: Language) => void;
  setTheme: (theme: Theme) => void;
  setHomePage: (name: string) => void;
  setLowPower: (on: boolean) => void;
}

export function applyTheme(theme: Theme): void {
  const root = typeof document !== 'undefined' ? document.documentElement : undefined;
  if (root) root.dataset.theme = theme;
}

function initial() {
  const language = getStore<string>(STORAGE_KEYS.language);
  const theme = getStore<string>(STORAGE_KEYS.theme);
  const homePage = getStore<string>(STORAGE_KEYS.homePage);
  return {
    language: isLanguage(language) ? language : DEFAULT_LANGUAGE,
    theme: isTheme(theme) ? theme : DEFAULT_THEME,
    homePage: typeof homePage === 'string' && homePage ? homePage : DEFAULT_HOME_PAGE,
    lowPower: getStore<boolean>(STORAGE_KEYS.lowPower) === true,
  };
}

/** Written only here; every setter persists to IOT- storage so choices survive a reload. */
export const usePreferences = create<PreferencesState>()((set) => ({
  ...initial(),
  setLanguage(language) {
    setStore(STORAGE_KEYS.language, language);
    set({ language });
    void changeLanguage(language);
  },
  setTheme(theme) {
    setStore(STORAGE_KEYS.theme, theme);
    applyTheme(theme);
    set({ theme });
  },
  setHomePage(homePage) {
    setStore(STORAGE_KEYS.homePage, homePage);
    set({ homePage });
  },
  setLowPower(lowPower) {
    setStore(STORAGE_KEYS.lowPower, lowPower);
    set({ lowPower });
  },
}));

export function getLanguage(): Language {
  return usePreferences.getState().language;
}

export function deliveryIntervalMs(lowPower: boolean): number {
  return lowPower ? DELIVERY_INTERVAL_MS.lowPower : DELIVERY_INTERVAL_MS.normal;
}
