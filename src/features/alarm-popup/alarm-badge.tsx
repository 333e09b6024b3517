import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useActiveAlarms } from '@/api/alarm';

/** Header badge: the number of active (new or acknowledged) alarms; opens alarmSys. */
export function AlarmBadge() {
  const { t } = useTranslation('alarm');
  const { alarms } = useActiveAlarms();
  const count = alarms?.length ?? 0;
  const unacknowledged = alarms?.some((a) => a.status === 'new') ?? false;
  return (
    <Link
      href="/alarmSys"
      data-testid="alarm-badge"
      aria-label={t('badge.label', { count })}
      title={t('badge.label', { count })}
      className="relative inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm text-fg hover:bg-surface-2"
    >
      <span aria-hidden>🔔</span>
      <span className="hidden sm:inline">{t('badge.short')}</span>
      <span
        aria-hidden
        data-testid="alarm-badge-count"
        className={`min-w-5 rounded-full px-1.5 text-center text-xs font-semibold ${
          count === 0
            ? 'bg-surface-2 text-muted'
            : unacknowledged
              ? 'bg-danger text-white'
              : 'bg-warning text-black'
        }`}
      >
        {alarms ? count : '-'}
      </span>
    </Link>
  );
}
