import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { usePopupStore } from '@/features/alarm-popup/popup-store';
import type { KioskOptions } from '@/lib/kiosk-url';

/** The page after `current` in the rotation (the first when `current` is not in it). */
export function nextPage(pages: readonly string[], current: string): string {
  const i = pages.indexOf(current);
  return pages[(i + 1) % pages.length];
}

/**
 * Kiosk page rotation inside /index: one page per `seconds`, held while an alarm popup is open
 * (the time on a page starts again once the popup has gone), so nobody misses an alarm.
 */
export function useKioskRotation(options: KioskOptions | null, onTurn?: () => void): void {
  const [location, navigate] = useLocation();
  const current = location.replace(/^\//, '').split('/')[0];
  const since = useRef(0); // set when the page shows (effect below)
  const pages = options && options.pages.length > 1 ? options.pages : null;
  useEffect(() => {
    since.current = Date.now();
  }, [current]);
  useEffect(() => {
    if (!pages || !options) return;
    const timer = setInterval(() => {
      if (usePopupStore.getState().visible.length > 0) {
        since.current = Date.now();
        return;
      }
      if (Date.now() - since.current < options.seconds * 1000) return;
      since.current = Date.now();
      onTurn?.();
      navigate(`/${nextPage(pages, current)}`);
    }, 1000);
    return () => clearInterval(timer);
  }, [pages, options, current, navigate, onTurn]);
}
