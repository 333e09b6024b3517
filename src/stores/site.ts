import { create } from 'zustand';
import type { Language } from '@/lib/i18n/languages';
import { getStore, setStore, STORAGE_KEYS } from '@/lib/storage';

/** The site object of spec §3. */
export interface SiteInfo {
  stationName: string;
  stationNameEn: string;
}

export const DEFAULT_SITE = 'WZ001';

interface SiteState {
  /** Site code, e.g. WZ001 (spec §3 default). */
  currentSite: string;
  /** True once the user has a stored choice (a switch, or one kept from an earlier session). */
  chosen: boolean;
  site: SiteInfo | null;
  /** The user's choice: stored (`currentSite`, IOT- storage) and kept over the default site. */
  setCurrentSite: (code: string) => void;
  /** Opens on the configured default site while the user has made no choice (not stored). */
  adoptDefault: (code: string) => void;
  setSite: (site: SiteInfo | null) => void;
}

function readSite(): SiteInfo | null {
  const s = getStore<SiteInfo>(STORAGE_KEYS.site);
  return s && typeof s.stationName === 'string'
    ? { stationName: s.stationName, stationNameEn: s.stationNameEn ?? '' }
    : null;
}

const storedSite = getStore<string>(STORAGE_KEYS.currentSite);

export const useSite = create<SiteState>()((set, get) => ({
  currentSite: storedSite || DEFAULT_SITE,
  chosen: Boolean(storedSite),
  site: readSite(),
  setCurrentSite(currentSite) {
    if (currentSite === get().currentSite) {
      if (!get().chosen) setStore(STORAGE_KEYS.currentSite, currentSite);
      set({ chosen: true });
      return;
    }
    setStore(STORAGE_KEYS.currentSite, currentSite);
    // The other site's names must not name this site's exports while its own are loading.
    setStore(STORAGE_KEYS.site, null);
    set({ currentSite, chosen: true, site: null });
  },
  adoptDefault(currentSite) {
    if (get().chosen || currentSite === get().currentSite) return;
    setStore(STORAGE_KEYS.site, null);
    set({ currentSite, site: null });
  },
  setSite(site) {
    setStore(STORAGE_KEYS.site, site);
    set({ site });
  },
}));

/** Station name in the language: English only when not zh and one exists (spec §7). */
export function stationNameFor(site: SiteInfo | null, language: Language, fallback = ''): string {
  if (!site) return fallback;
  if (language !== 'zh' && site.stationNameEn.trim()) return site.stationNameEn;
  return site.stationName || fallback;
}
