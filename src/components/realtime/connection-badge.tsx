import { useTranslation } from 'react-i18next';
import type { ConnectionState } from '@/contract/realtime-api';
import { type AgeT, connectionAgeText } from '@/realtime/age-text';
import { useConnectionAge } from '@/realtime/use-connection-age';
import { useOfflineSince } from '@/realtime/use-offline';

const DOT: Record<ConnectionState, string> = {
  idle: 'bg-muted',
  connecting: 'bg-warning',
  connected: 'bg-success',
  reconnecting: 'bg-warning',
  offline: 'bg-danger',
};

/**
 * The broker connection state and, when not live, the age of the last data: for screens without
 * the header's link to diagnostics (guest page, kiosk strip). Offline it says what the offline
 * banner says, from the same time ('no data since 09:39:08'), never "no data yet" beside data.
 */
export function ConnectionBadge({ className = '' }: { className?: string }) {
  const { t } = useTranslation(['realtime', 'monitor']);
  const { state, ageSeconds } = useConnectionAge();
  const { offline, since } = useOfflineSince();
  const age = connectionAgeText(t as AgeT, { offline, since, ageSeconds });
  return (
    <span
      role="status"
      aria-live="polite"
      data-testid="connection-badge"
      data-state={state}
      data-offline={offline}
      className={`inline-flex items-center gap-1.5 whitespace-nowrap ${className}`}
    >
      <span className={`h-2.5 w-2.5 rounded-full ${DOT[state]}`} aria-hidden />
      <span>{t(`state.${state}`)}</span>
      {age ? (
        <span className={offline ? 'font-semibold text-danger' : 'text-muted'} data-testid="connection-since">
          · {age}
        </span>
      ) : null}
    </span>
  );
}
