import { useEffect } from 'react';
import { create } from 'zustand';
import { getBranding } from '@/api/config';
import type { Branding } from '@/contract/api/config';
import type { Language } from '@/lib/i18n/languages';
import { getStore, setStore, STORAGE_KEYS } from '@/lib/storage';
import { useSession } from './session';
import { useSite } from './site';

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

/**
 * Fetches the current site's branding (public call) into the store, again when the site or the
 * sign-in changes. A plain effect, not a query: the login page has no query client (issue 34: its
 * JS budget), and a failed call keeps the stored branding (the call is silent).
 */
export function useBrandingSync(): void {
  const site = useSite((s) => s.currentSite);
  const setBranding = useBranding((s) => s.setBranding);
  const signedIn = useSession((s) => s.accessToken !== null);
  useEffect(() => {
    let current = true;
    getBranding(site, signedIn).then(
      (branding) => {
        if (current && branding) setBranding(branding);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [site, signedIn, setBranding]);
}

/** A title in the language: English only when not zh and one exists (as the station name). */
export function brandTitle(zh: string | undefined, en: string | undefined, language: Language): string {
  if (language !== 'zh' && en?.trim()) return en;
  return zh?.trim() ?? '';
}
