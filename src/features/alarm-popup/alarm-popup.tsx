import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useAlarmAction } from '@/api/alarm';
import { Button } from '@/components/button';
import type { AlarmRecord } from '@/contract/alarm';
import { alarmContent, levelLabelKey, levelTone } from '@/lib/alarm-labels';
import { alarmDeviceHref } from '@/lib/device-links';
import { notify } from '@/lib/notify';
import { usePreferences } from '@/stores/preferences';
import { closePopup } from './popup-store';
import { useAlarmPopup } from './use-alarm-popup';

const SHOWN = 2;
/** Set on <html> while cards are shown: their height, so a page can leave room to scroll past them. */
const POPUP_SPACE_VAR = '--alarm-popup-space';

/** Publishes the region's height (0 when empty) as {@link POPUP_SPACE_VAR}. */
function usePopupSpace() {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = ref.current;
    const root = document.documentElement;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const h = el.getBoundingClientRect().height;
      root.style.setProperty(POPUP_SPACE_VAR, `${h > 0 ? Math.ceil(h) + 16 : 0}px`);
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.style.removeProperty(POPUP_SPACE_VAR);
    };
  }, []);
  return ref;
}
const ACCENT = { 1: 'border-l-danger', 2: 'border-l-warning', 3: 'border-l-primary' } as const;

function PopupCard({ alarm, repeats }: { alarm: AlarmRecord; repeats: number }) {
  const { t } = useTranslation('alarm');
  const language = usePreferences((s) => s.language);
  const [, navigate] = useLocation();
  const acknowledge = useAlarmAction('acknowledge');
  const deviceHref = alarmDeviceHref(alarm);
  return (
    <div
      role="alert"
      data-testid="alarm-popup-card"
      data-alarm-id={alarm.id}
      className={`pointer-events-auto w-80 rounded-lg border border-l-4 border-line bg-surface p-3 text-fg shadow-xl ${ACCENT[alarm.level]}`}
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
        <span className={`rounded border px-1.5 py-0.5 font-semibold ${levelTone(alarm.level)}`}>
          {t(levelLabelKey(alarm.level))}
        </span>
        <span className="font-semibold">{repeats > 0 ? t('popup.repeat') : t('popup.heading')}</span>
        <span className="ml-auto whitespace-nowrap text-muted">{alarm.occurredTime}</span>
      </div>
      <p data-testid="alarm-popup-content" className="mt-2 text-sm [overflow-wrap:anywhere]">
        {alarmContent(alarm, language)}
      </p>
      <p className="mt-1 text-xs text-muted [overflow-wrap:anywhere]">
        {deviceHref ? (
          <button
            type="button"
            data-testid="alarm-popup-device"
            className="text-primary hover:underline"
            onClick={() => {
              closePopup(alarm.id);
              navigate(deviceHref);
            }}
          >
            {alarm.deviceName}
          </button>
        ) : (
          alarm.deviceName
        )}{' '}
        · {alarm.number}
      </p>
      <div className="mt-2 flex flex-wrap justify-end gap-1 [&>button]:px-2 [&>button]:py-1 [&>button]:text-xs [&>button]:whitespace-nowrap">
        <Button variant="ghost" onClick={() => closePopup(alarm.id)}>
          {t('action.dismiss')}
        </Button>
        <Button
          onClick={() => {
            closePopup(alarm.id);
            navigate(`/alarmSys?alarm=${encodeURIComponent(alarm.id)}`);
          }}
        >
          {t('action.goTo')}
        </Button>
        <Button
          variant="primary"
          disabled={acknowledge.isPending}
          onClick={() => acknowledge.mutate(alarm.id, { onSuccess: () => notify.success(t('acknowledged')) })}
        >
          {t('action.acknowledge')}
        </Button>
      </div>
    </div>
  );
}

/**
 * The global real-time popup: a non-modal live region in a corner. It never takes focus, so an
 * operator typing in a form keeps typing; its buttons are reachable with Tab like any others.
 */
export function AlarmPopup() {
  const { t } = useTranslation('alarm');
  const visible = useAlarmPopup();
  const ref = usePopupSpace();
  const more = visible.length - SHOWN;
  return (
    <section
      ref={ref}
      aria-label={t('popup.region')}
      aria-live="assertive"
      className="pointer-events-none fixed right-4 bottom-4 z-30 flex flex-col items-end gap-2"
    >
      {visible.slice(0, SHOWN).map((v) => (
        <PopupCard key={v.alarm.id} alarm={v.alarm} repeats={v.repeats} />
      ))}
      {more > 0 ? (
        <p className="pointer-events-auto rounded bg-surface-2 px-2 py-1 text-xs text-muted shadow">
          {t('popup.more', { count: more })}
        </p>
      ) : null}
    </section>
  );
}
