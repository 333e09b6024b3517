import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useAlarmAction } from '@/api/alarm';
import type { AlarmRecord } from '@/contract/alarm';
import { alarmContent, levelLabelKey } from '@/lib/alarm-labels';
import { alarmDeviceHref } from '@/lib/device-links';
import { notify } from '@/lib/notify';
import { usePreferences } from '@/stores/preferences';
import type { DeviceGroup } from './alarm-groups';

/** `MM-dd HH:mm:ss`: the year adds width and nothing an operator needs in a live banner. */
function shortTime(occurred: string): string {
  return /^\d{4}-/.test(occurred) ? occurred.slice(5) : occurred;
}

/** Where a device's name leads: the device in powerSys, else the alarm marked in the list. */
function deviceLink(alarm: AlarmRecord): string {
  return alarmDeviceHref(alarm) ?? `/alarmSys?alarm=${encodeURIComponent(alarm.id)}`;
}

/**
 * One device of the L1 banner on one line: its name (a link, never cut), its newest L1 alarm (text
 * cut to the line, whole in the tooltip), time and Acknowledge; the device's other alarms are a
 * count linking to the list, their texts in the tooltip.
 */
export function BannerGroup({ group }: { group: DeviceGroup<AlarmRecord> }) {
  const { t } = useTranslation('alarm');
  const language = usePreferences((s) => s.language);
  const acknowledge = useAlarmAction('acknowledge', () => notify.success(t('acknowledged')));
  const a = group.items[0];
  const rest = group.items.slice(1);
  const restText = rest.map((r) => `${t(levelLabelKey(r.level))} ${alarmContent(r, language)}`).join(' · ');
  const text = alarmContent(a, language);
  return (
    <li
      data-testid="alarm-banner-group"
      data-device={group.device}
      className="flex min-w-0 items-center gap-2 whitespace-nowrap"
    >
      <Link
        href={deviceLink(a)}
        data-testid="alarm-banner-device"
        className="shrink-0 font-semibold underline decoration-white/60 underline-offset-2 hover:decoration-white"
      >
        {group.device || t('banner.noDevice')}
      </Link>
      <span
        data-testid="alarm-banner-alarm"
        data-alarm-id={a.id}
        data-level={a.level}
        className="flex min-w-0 flex-1 items-center gap-2"
      >
        <span
          className={`shrink-0 rounded px-1.5 text-xs font-bold ${a.level === 1 ? 'bg-white text-danger' : 'border border-white/70 text-white'}`}
        >
          {t(levelLabelKey(a.level))}
        </span>
        <span className="min-w-0 flex-1 truncate" title={text}>
          {text}
        </span>
        {rest.length > 0 ? (
          // The device's other alarms of the same fault, most severe and newest first.
          <Link
            href={`/alarmSys?alarm=${encodeURIComponent(rest[0].id)}`}
            data-testid="alarm-banner-rest"
            title={`${t('banner.moreOfDevice', { count: rest.length })}: ${restText}`}
            className="shrink-0 rounded border border-white/60 px-1.5 text-xs font-semibold hover:bg-white/15"
          >
            +{rest.length}
            <span className="sr-only">
              {' '}
              {t('banner.moreOfDevice', { count: rest.length })}: {restText}
            </span>
          </Link>
        ) : null}
        <time title={a.occurredTime} className="shrink-0 text-white/85 tabular-nums">
          {shortTime(a.occurredTime)}
        </time>
        <button
          type="button"
          disabled={acknowledge.isPending}
          onClick={() => acknowledge.mutate(a.id)}
          className="shrink-0 rounded-md border border-white/80 px-2 py-0.5 text-xs font-semibold hover:bg-white hover:text-danger disabled:opacity-50"
        >
          {t('action.acknowledge')}
        </button>
      </span>
    </li>
  );
}
