import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useActiveAlarms } from '@/api/alarm';

/**
 * Header badge: the number of active alarms, and in red how many of them are not yet
 * acknowledged; opens alarmSys.
 */
export function AlarmBadge() {
  const { t } = useTranslation('alarm');
  const { alarms } = useActiveAlarms();
  const count = alarms?.length ?? 0;
  const unacknowledged = alarms?.filter((a) => a.status === 'new').length ?? 0;
  const label = t('badge.label', { count, unacknowledged });
  return (
    <Link
      href="/alarmSys"
      data-testid="alarm-badge"
      data-active={alarms ? count : undefined}
      data-unacknowledged={alarms ? unacknowledged : undefined}
      aria-label={label}
      title={label}
      className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm text-fg hover:bg-surface-2"
    >
      <span aria-hidden>🔔</span>
      <span className="hidden sm:inline">{t('badge.short')}</span>
      <span
        aria-hidden
        className={`min-w-5 rounded-full px-1.5 text-center text-xs font-semibold ${
          count === 0 ? 'bg-surface-2 text-muted' : 'bg-warning text-black'
        }`}
      >
        {alarms ? count : '-'}
      </span>
      {unacknowledged > 0 ? (
        <span
          aria-hidden
          className="min-w-5 rounded-full bg-danger px-1.5 text-center text-xs font-semibold text-white"
        >
          {unacknowledged}
        </span>
      ) : null}
    </Link>
  );
}
