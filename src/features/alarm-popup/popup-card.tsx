import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useAlarmAction } from '@/api/alarm';
import { Button } from '@/components/button';
import type { AlarmRecord } from '@/contract/alarm';
import { alarmContent, levelLabelKey, levelTone } from '@/lib/alarm-labels';
import { alarmCameraHref, alarmDeviceHref } from '@/lib/device-links';
import { notify } from '@/lib/notify';
import { usePreferences } from '@/stores/preferences';
import type { DeviceGroup } from './alarm-groups';
import { closePopup } from './popup-store';

type Item = { alarm: AlarmRecord; repeats: number };

/* L1 is told apart at a glance: a red band with white text; L2/L3 a coloured edge only. */
const FRAME = {
  1: 'border-2 border-danger',
  2: 'border border-l-4 border-line border-l-warning',
  3: 'border border-l-4 border-line border-l-primary',
} as const;
const BAND = {
  1: 'bg-danger text-white',
  2: 'bg-surface-2 text-fg',
  3: 'bg-surface-2 text-fg',
} as const;

function AlarmLine({ item }: { item: Item }) {
  const { t } = useTranslation('alarm');
  const language = usePreferences((s) => s.language);
  const acknowledge = useAlarmAction('acknowledge', () => notify.success(t('acknowledged')));
  const { alarm } = item;
  return (
    <li data-alarm-id={alarm.id} className="flex flex-col gap-1 py-2 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
        <span className={`rounded border px-1.5 py-0.5 font-semibold ${levelTone(alarm.level)}`}>
          {t(levelLabelKey(alarm.level))}
        </span>
        <span title={alarm.number} className="text-muted tabular-nums">
          {alarm.occurredTime}
        </span>
        <Button
          variant="primary"
          className="ml-auto px-2 py-0.5 text-xs whitespace-nowrap"
          disabled={acknowledge.isPending}
          onClick={() => acknowledge.mutate(alarm.id)}
        >
          {t('action.acknowledge')}
        </Button>
      </div>
      <p data-testid="alarm-popup-content" className="text-sm [overflow-wrap:anywhere]">
        {alarmContent(alarm, language)}
      </p>
    </li>
  );
}

/** One device's card: its alarms (most severe, newest first), each to acknowledge. */
export function PopupCard({ group }: { group: DeviceGroup<Item> }) {
  const { t } = useTranslation('alarm');
  const [, navigate] = useLocation();
  const first = group.items[0].alarm;
  const deviceHref = alarmDeviceHref(first);
  const cameraHref = group.items.map((i) => alarmCameraHref(i.alarm)).find(Boolean);
  const repeat = group.items.some((i) => i.repeats > 0);
  const closeAll = () => group.items.forEach((i) => closePopup(i.alarm.id));
  return (
    <div
      role="alert"
      data-testid="alarm-popup-card"
      data-level={group.level}
      data-alarm-id={first.id}
      className={`pointer-events-auto w-[22rem] max-w-[calc(100vw-2rem)] overflow-hidden rounded-lg bg-surface text-fg shadow-xl ${FRAME[group.level]}`}
    >
      <div className={`flex flex-wrap items-center gap-x-2 gap-y-1 px-3 py-1.5 text-sm ${BAND[group.level]}`}>
        <span className="font-bold">{repeat ? t('popup.repeat') : t('popup.heading')}</span>
        {deviceHref ? (
          <button
            type="button"
            data-testid="alarm-popup-device"
            className="min-w-0 font-semibold underline underline-offset-2 [overflow-wrap:anywhere]"
            onClick={() => {
              closeAll();
              navigate(deviceHref);
            }}
          >
            {first.deviceName}
          </button>
        ) : (
          <span className="min-w-0 font-semibold [overflow-wrap:anywhere]">{first.deviceName}</span>
        )}
      </div>
      <ul className="divide-y divide-line px-3 py-2">
        {group.items.map((i) => (
          <AlarmLine key={i.alarm.id} item={i} />
        ))}
      </ul>
      <div className="flex flex-wrap justify-end gap-1 border-t border-line px-3 py-1.5 [&>button]:px-2 [&>button]:py-1 [&>button]:text-xs [&>button]:whitespace-nowrap">
        <Button variant="ghost" onClick={closeAll}>
          {t('action.dismiss')}
        </Button>
        {cameraHref ? (
          <Button
            onClick={() => {
              closeAll();
              navigate(cameraHref);
            }}
          >
            {t('action.openCamera')}
          </Button>
        ) : null}
        <Button
          onClick={() => {
            closeAll();
            navigate(`/alarmSys?alarm=${encodeURIComponent(first.id)}`);
          }}
        >
          {t('action.goTo')}
        </Button>
      </div>
    </div>
  );
}
