import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useActiveAlarmCounts } from '@/api/alarm';
import { useOffline } from '@/realtime/use-offline';
import { useStationAlarms } from './use-station';

const LEVELS = [
  { key: 'l1', className: 'text-danger' },
  { key: 'l2', className: 'text-warning' },
  { key: 'l3', className: 'text-primary' },
] as const;

/**
 * Active alarms by level, linking to the alarm page: live, the station topic's counts; offline or
 * before the station topic, the active-alarm list's counts (the list the kiosk strip and header
 * badge count, polled while the broker is down), so panel and strip never say two numbers.
 */
export const AlarmSummary = memo(function AlarmSummary({ site }: { site: string }) {
  const { t } = useTranslation('overview');
  // The level counts, kept while equal: the panel renders when a count changes.
  const live = useStationAlarms(site);
  const listed = useActiveAlarmCounts();
  const offline = useOffline().offline;
  const alarms =
    live && !offline
      ? live
      : listed
        ? { l1: listed.level1, l2: listed.level2, l3: listed.level3 }
        : offline
          ? null
          : live;
  const total = alarms ? alarms.l1 + alarms.l2 + alarms.l3 : null;
  return (
    <section
      className="rounded-lg border border-line bg-surface p-3"
      data-testid="alarm-summary"
      aria-labelledby="alarms-title"
    >
      <div className="mb-2 flex items-center justify-between">
        <h2 id="alarms-title" className="text-sm font-semibold text-fg">
          {t('alarms.title')}
        </h2>
        <Link href="/alarmSys" className="text-xs text-primary hover:underline">
          {t('alarms.open')}
        </Link>
      </div>
      <div className="grid grid-cols-4 gap-2 text-center">
        <div className="rounded-md bg-surface-2 py-2">
          <div className="text-xs text-muted">{t('alarms.total')}</div>
          <div className="text-xl font-semibold tabular-nums wall:text-3xl text-fg" data-testid="alarm-total">
            {total ?? '-'}
          </div>
        </div>
        {LEVELS.map((l) => (
          <div key={l.key} className="rounded-md bg-surface-2 py-2">
            <div className="text-xs text-muted">{t(`alarms.${l.key}`)}</div>
            <div
              className={`text-xl font-semibold tabular-nums wall:text-3xl ${l.className}`}
              data-testid={`alarm-${l.key}`}
            >
              {alarms ? alarms[l.key] : '-'}
            </div>
          </div>
        ))}
      </div>
    </section>
  );
});
