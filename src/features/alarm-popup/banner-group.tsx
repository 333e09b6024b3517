import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useAlarmAction } from '@/api/alarm';
import type { AlarmRecord } from '@/contract/alarm';
import { alarmContent, levelLabelKey } from '@/lib/alarm-labels';
import { alarmDeviceHref } from '@/lib/device-links';
import { notify } from '@/lib/notify';
import { usePreferences } from '@/stores/preferences';
import type { DeviceGroup } from './alarm-groups';

/** L1 lines shown per device; the rest are counted, one click away in the alarm list. */
const LINES = 2;

/** `MM-dd HH:mm:ss`: the year adds width and nothing an operator needs in a live banner. */
function shortTime(occurred: string): string {
  return /^\d{4}-/.test(occurred) ? occurred.slice(5) : occurred;
}

/** Where a device's name leads: the device in powerSys, else the alarm marked in the list. */
function deviceLink(alarm: AlarmRecord): string {
  return alarmDeviceHref(alarm) ?? `/alarmSys?alarm=${encodeURIComponent(alarm.id)}`;
}

/** One device of the L1 banner: its name (a link), then its unacknowledged alarms, L1 first. */
export function BannerGroup({ group }: { group: DeviceGroup<AlarmRecord> }) {
  const { t } = useTranslation('alarm');
  const language = usePreferences((s) => s.language);
  const acknowledge = useAlarmAction('acknowledge');
  const first = group.items[0];
  const lines = group.items.filter((a) => a.level === 1).slice(0, LINES);
  const rest = group.items.filter((a) => !lines.includes(a));
  const restText = rest.map((a) => `${t(levelLabelKey(a.level))} ${alarmContent(a, language)}`).join(' · ');
  return (
    <li data-testid="alarm-banner-group" data-device={group.device} className="min-w-0">
      <Link
        href={deviceLink(first)}
        data-testid="alarm-banner-device"
        className="font-semibold underline decoration-white/60 underline-offset-2 [overflow-wrap:anywhere] hover:decoration-white"
      >
        {group.device || t('banner.noDevice')}
      </Link>
      <ul className="mt-0.5 flex flex-col gap-1">
        {lines.map((a) => (
          <li
            key={a.id}
            data-testid="alarm-banner-alarm"
            data-alarm-id={a.id}
            data-level={a.level}
            className="flex flex-wrap items-center gap-x-2 gap-y-1"
          >
            <span
              className={`rounded px-1.5 text-xs font-bold ${a.level === 1 ? 'bg-white text-danger' : 'border border-white/70 text-white'}`}
            >
              {t(levelLabelKey(a.level))}
            </span>
            <span
              className="line-clamp-2 min-w-0 flex-1 [overflow-wrap:anywhere]"
              title={alarmContent(a, language)}
            >
              {alarmContent(a, language)}
            </span>
            <time title={a.occurredTime} className="whitespace-nowrap text-white/85 tabular-nums">
              {shortTime(a.occurredTime)}
            </time>
            <button
              type="button"
              disabled={acknowledge.isPending}
              onClick={() => acknowledge.mutate(a.id, { onSuccess: () => notify.success(t('acknowledged')) })}
              className="rounded-md border border-white/80 px-2 py-0.5 text-xs font-semibold whitespace-nowrap hover:bg-white hover:text-danger disabled:opacity-50"
            >
              {t('action.acknowledge')}
            </button>
          </li>
        ))}
      </ul>
      {rest.length > 0 ? (
        // The device's other alarms of the same fault, most severe and newest first, on one line.
        <Link
          href={`/alarmSys?alarm=${encodeURIComponent(rest[0].id)}`}
          data-testid="alarm-banner-rest"
          title={restText}
          className="mt-0.5 block truncate text-xs text-white/85 hover:underline"
        >
          {t('banner.moreOfDevice', { count: rest.length })}: {restText}
        </Link>
      ) : null}
    </li>
  );
}
