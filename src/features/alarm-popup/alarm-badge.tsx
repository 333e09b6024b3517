import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useActiveAlarms } from '@/api/alarm';

/**
 * Header badge: the number of active alarms (red when none is acknowledged yet) and, once some
 * are, in red how many still are not; opens alarmSys.
 */
export function AlarmBadge() {
  const { t } = useTranslation('alarm');
  const { alarms } = useActiveAlarms();
  const count = alarms?.length ?? 0;
  const unacknowledged = alarms?.filter((a) => a.status === 'new').length ?? 0;
  const label = t('badge.label', { count, unacknowledged });
  // One red count while every active alarm is new; amber total plus a red new count when mixed.
  const tone =
    count === 0
      ? 'bg-surface-2 text-muted'
      : unacknowledged === count
        ? 'bg-danger text-white'
        : 'bg-warning text-black';
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
      <svg aria-hidden viewBox="0 0 24 24" className="h-4 w-4 fill-none stroke-current" strokeWidth={2}>
        <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" strokeLinejoin="round" />
        <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" strokeLinecap="round" />
      </svg>
      <span className="hidden sm:inline">{t('badge.short')}</span>
      <span
        aria-hidden
        data-testid="alarm-badge-count"
        className={`min-w-5 rounded-full px-1.5 text-center text-xs font-semibold ${tone}`}
      >
        {alarms ? count : '-'}
      </span>
      {/* Only when some are acknowledged: how many of the active ones still are not. */}
      {unacknowledged > 0 && unacknowledged < count ? (
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
