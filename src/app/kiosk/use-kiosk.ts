import { useEffect } from 'react';
import { useKiosk } from '@/stores/kiosk';
import { usePreferences } from '@/stores/preferences';
import { useHiddenCursor } from './use-hidden-cursor';
import { useKioskRotation } from './use-kiosk-rotation';
import { useVersionWatch } from './use-version-watch';

/** Everything kiosk mode adds to the shell; returns whether kiosk mode is on. */
export function useKioskShell(): boolean {
  const options = useKiosk((s) => s.options);
  const lowPower = usePreferences((s) => s.lowPower);
  const active = options !== null;
  useKioskRotation(options);
  useHiddenCursor(active);
  useVersionWatch(active);
  useEffect(() => {
    const root = document.documentElement;
    if (active && lowPower) root.dataset.reduceMotion = '1';
    return () => {
      delete root.dataset.reduceMotion;
    };
  }, [active, lowPower]);
  return active;
}
