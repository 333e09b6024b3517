import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getAlarmLevelCounts, getTop20 } from '@/api/alarm';
import { ALARM_LEVELS, alarmContent, isActive, levelLabelKey, levelTone } from '@/lib/alarm-labels';
import { usePreferences } from '@/stores/preferences';
import { useSite } from '@/stores/site';

/** The lock screen keeps the broker closed, so it asks for the active alarms this often. */
export const LOCK_ALARM_POLL_MS = 3000;

/**
 * Active alarms while locked: a count per level and the newest alarm's text, kept live, with
 * nothing to act on (acknowledging needs the console unlocked).
 */
export function LockAlarms() {
  const { t } = useTranslation(['monitor', 'alarm']);
  const site = useSite((s) => s.currentSite);
  const language = usePreferences((s) => s.language);
  const query = useQuery({
    queryKey: ['lock', 'alarms', site],
    queryFn: () => getTop20(site),
    refetchInterval: LOCK_ALARM_POLL_MS,
    refetchIntervalInBackground: true,
  });
  // The counts come from the server, all active alarms: the list above stops at 20.
  const counts = useQuery({
    queryKey: ['lock', 'alarm-counts', site],
    queryFn: () => getAlarmLevelCounts(site),
    refetchInterval: LOCK_ALARM_POLL_MS,
    refetchIntervalInBackground: true,
  });
  const countOf = (level: number) =>
    counts.data ? counts.data[`level${level}` as 'level1' | 'level2' | 'level3'] : undefined;
  const active = (query.data ?? []).filter(isActive);
  const newest = [...active].sort((a, b) => b.occurredTime.localeCompare(a.occurredTime))[0];
  return (
    <section
      aria-label={t('lock.alarms')}
      aria-live="polite"
      data-testid="lock-alarms"
      data-loaded={query.data !== undefined && counts.data !== undefined}
      className="mt-5 rounded-lg border border-line bg-surface-2 p-3 text-sm"
    >
      <div className="mb-2 flex items-center justify-between gap-2">
        <span className="font-semibold text-fg">{t('lock.alarms')}</span>
        <span className="flex gap-1">
          {ALARM_LEVELS.map((level) => (
            <span
              key={level}
              data-testid={`lock-level-${level}`}
              data-count={countOf(level)}
              className={`rounded border px-1.5 py-0.5 text-xs font-semibold tabular-nums ${levelTone(level)}`}
            >
              {t(`alarm:${levelLabelKey(level)}`)} {countOf(level) ?? '–'}
            </span>
          ))}
        </span>
      </div>
      {newest ? (
        <p data-testid="lock-newest" className="break-words text-fg">
          <span className="text-muted">{`${t('lock.newest')} · ${newest.occurredTime} · `}</span>
          {alarmContent(newest, language)}
        </p>
      ) : (
        <p className="text-muted">{query.isPending ? '' : t('lock.none')}</p>
      )}
      <p className="mt-1 text-xs text-muted">{t('lock.unlockToAct')}</p>
    </section>
  );
}
