import { create } from 'zustand';
import { parseKioskParams, type KioskOptions } from '@/lib/kiosk-url';

/** Kept for the tab's life: the rotation changes the path and drops the query string. */
const SESSION_KEY = 'IOT-kiosk';

interface KioskState {
  options: KioskOptions | null;
  /** When the session ended by itself (token could not be renewed), for the signed-out screen. */
  signedOutAt: number | null;
}

function read(): KioskOptions | null {
  try {
    const raw = sessionStorage.getItem(SESSION_KEY);
    return raw ? (JSON.parse(raw) as KioskOptions) : null;
  } catch {
    return null;
  }
}

export const useKiosk = create<KioskState>()(() => ({ options: null, signedOutAt: null }));

/**
 * Reads kiosk mode at start: from the URL (`?kiosk=1…`, `?kiosk=0` ends it) or, after the rotation
 * has moved on, from this tab's session storage. Returns the options in force.
 */
export function initKiosk(search: string): KioskOptions | null {
  const q = new URLSearchParams(search);
  let options = parseKioskParams(search);
  if (options) sessionStorage.setItem(SESSION_KEY, JSON.stringify(options));
  else if (q.get('kiosk') === '0') sessionStorage.removeItem(SESSION_KEY);
  else options = read();
  useKiosk.setState({ options });
  return options;
}

export function isKiosk(): boolean {
  return useKiosk.getState().options !== null;
}
