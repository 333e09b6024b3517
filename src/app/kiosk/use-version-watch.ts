import { useEffect } from 'react';
import { usePopupStore } from '@/features/alarm-popup/popup-store';

const CHECK_MS = 5 * 60_000;
const QUIET_CHECK_MS = 15_000;

/** The hashed entry script of an index.html (Vite names it /assets/index-<hash>.js). */
export function entryScript(html: string): string | null {
  return /<script[^>]+type="module"[^>]+src="([^"]+)"/.exec(html)?.[1] ?? null;
}

function loadedEntry(): string | null {
  return document.querySelector('script[type="module"][src]')?.getAttribute('src') ?? null;
}

/** Nothing for an operator to lose: no alarm popup, no dialog open. */
function quiet(): boolean {
  return usePopupStore.getState().visible.length === 0 && !document.querySelector('[role="dialog"]');
}

/**
 * Kiosk mode: notices a newly deployed console (index.html names another entry script) and
 * reloads at the next quiet moment. A failed check (server restarting) is tried again later.
 */
export function useVersionWatch(active: boolean, reload: () => void = () => window.location.reload()): void {
  useEffect(() => {
    const mine = loadedEntry();
    if (!active || !mine) return;
    let pending = false;
    const check = async () => {
      if (pending) return;
      try {
        const res = await fetch('/index.html', { cache: 'no-store' });
        const theirs = res.ok ? entryScript(await res.text()) : null;
        if (theirs && theirs !== mine) pending = true;
      } catch {
        // Backend or network down: the next check will tell.
      }
    };
    const checker = setInterval(() => void check(), CHECK_MS);
    const reloader = setInterval(() => {
      if (pending && quiet()) reload();
    }, QUIET_CHECK_MS);
    return () => {
      clearInterval(checker);
      clearInterval(reloader);
    };
  }, [active, reload]);
}
