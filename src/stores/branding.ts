import { create } from 'zustand';
import type { Branding } from '@/contract/api/config';
import type { Language } from '@/lib/i18n/languages';
import { getStore, setStore, STORAGE_KEYS } from '@/lib/storage';

interface BrandingState {
  branding: Branding | null;
  setBranding: (branding: Branding) => void;
}

/** Logos and titles of the login page and header; kept in IOT- storage so a reload shows them at once. */
export const useBranding = create<BrandingState>()((set) => ({
  branding: getStore<Branding>(STORAGE_KEYS.branding) ?? null,
  setBranding(branding) {
    setStore(STORAGE_KEYS.branding, branding);
    set({ branding });
  },
}));

/** A title in the language: English only when not zh and one exists (as the station name). */
export function brandTitle(zh: string | undefined, en: string | undefined, language: Language): string {
  if (language !== 'zh' && en?.trim()) return en;
  return zh?.trim() ?? '';
}
