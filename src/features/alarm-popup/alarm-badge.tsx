import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useActiveAlarms } from '@/api/alarm';

const PILL = 'rounded-full px-1.5 text-center text-xs font-semibold whitespace-nowrap';

/**
 * Header badge: the active alarms as two labelled counts, new (red) and acknowledged (amber);
 * opens alarmSys.
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
      <svg aria-hidden viewBox="0 0 24 24" className="h-4 w-4 fill-none stroke-current" strokeWidth={2}>
        <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" strokeLinejoin="round" />
        <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" strokeLinecap="round" />
      </svg>
      <span className="hidden sm:inline">{t('badge.short')}</span>
      {/* Labelled counts: how many are new, how many acknowledged (0 when none is active). */}
      {!alarms || count === 0 ? (
        <span aria-hidden data-testid="alarm-badge-count" className={`${PILL} bg-surface-2 text-muted`}>
          {alarms ? 0 : '-'}
        </span>
      ) : (
        <>
          {unacknowledged > 0 ? (
            <span aria-hidden data-testid="alarm-badge-new" className={`${PILL} bg-danger text-white`}>
              {t('badge.newCount', { count: unacknowledged })}
            </span>
          ) : null}
          {count > unacknowledged ? (
            <span
              aria-hidden
              data-testid="alarm-badge-acknowledged"
              className={`${PILL} bg-warning text-black`}
            >
              {t('badge.acknowledgedCount', { count: count - unacknowledged })}
            </span>
          ) : null}
        </>
      )}
    </Link>
  );
}
