import { useEffect } from 'react';
import { translate } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { isIdleExpired } from '@/stores/session-timing';
import { useSession } from '@/stores/session';

const ACTIVITY = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;

/** Spec §9: log out after `minutes` (system config, default 30) without input; 0 never. */
export function useIdleLogout(minutes: number): void {
  useEffect(() => {
    if (minutes <= 0) return;
    let last = Date.now();
    const touch = () => {
      last = Date.now();
    };
    ACTIVITY.forEach((name) => window.addEventListener(name, touch, { passive: true }));
    const timer = setInterval(() => {
      if (!isIdleExpired(last, Date.now(), minutes)) return;
      useSession.getState().clear();
      notify.info(translate('auth:idle.loggedOut', { minutes }));
    }, 15_000);
    return () => {
      clearInterval(timer);
      ACTIVITY.forEach((name) => window.removeEventListener(name, touch));
    };
  }, [minutes]);
}
