import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlarmRecord } from '@/contract/alarm';
import { groupByDevice } from './alarm-groups';
import { PopupCard } from './popup-card';
import { useAlarmPopup } from './use-alarm-popup';

/** Devices shown as cards at once; the rest are counted below them. */
const SHOWN = 2;
/**
 * Set on <html> while cards are shown: the width of the lane they take at the right. The shell
 * keeps its page out of that lane, so no card covers a page's right edge (the alarm list's action
 * column, the worst-cells panel).
 */
const POPUP_INSET_VAR = '--alarm-popup-inset';

/**
 * Publishes the region's width plus its margin (0 when empty) as {@link POPUP_INSET_VAR}, and keeps
 * the region below the top of the page area, so the cards never cover the header or the banner.
 */
function usePopupInset() {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = ref.current;
    const root = document.documentElement;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const page = document.querySelector('main');
    const fit = () => {
      const top = page ? page.getBoundingClientRect().top : 0;
      el.style.maxHeight = `${Math.max(160, window.innerHeight - top - 32)}px`;
    };
    const observer = new ResizeObserver(() => {
      const { width, height } = el.getBoundingClientRect();
      root.style.setProperty(POPUP_INSET_VAR, `${width > 0 && height > 0 ? Math.ceil(width) + 16 : 0}px`);
      fit();
    });
    observer.observe(el);
    if (page) observer.observe(page);
    window.addEventListener('resize', fit);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', fit);
      root.style.removeProperty(POPUP_INSET_VAR);
    };
  }, []);
  return ref;
}

/**
 * The global real-time popup: a non-modal live region in a corner, one card per device (a cell
 * fault's several alarms together). It never takes focus, so an operator typing in a form keeps
 * typing; its buttons are reachable with Tab like any others.
 */
export function AlarmPopup() {
  const { t } = useTranslation('alarm');
  const visible = useAlarmPopup();
  const ref = usePopupInset();
  const groups = groupByDevice(visible, (v: { alarm: AlarmRecord }) => v.alarm);
  const shown = groups.slice(0, SHOWN);
  const more = visible.length - shown.reduce((n, g) => n + g.items.length, 0);
  return (
    <section
      ref={ref}
      aria-label={t('popup.region')}
      aria-live="assertive"
      // Mounted inside the header, whose items do not wrap: its long texts must.
      className="pointer-events-none fixed right-4 bottom-4 z-30 flex whitespace-normal flex-col items-end gap-2 overflow-y-auto"
    >
      {shown.map((g) => (
        <PopupCard key={g.device || g.items[0].alarm.id} group={g} />
      ))}
      {more > 0 ? (
        <p className="pointer-events-auto rounded bg-surface-2 px-2 py-1 text-xs text-muted shadow">
          {t('popup.more', { count: more })}
        </p>
      ) : null}
    </section>
  );
}
