import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ConnectionState } from '@/contract/realtime-api';
import { type AgeT, connectionAgeText } from '@/realtime/age-text';
import { useConnectionAge } from '@/realtime/use-connection-age';
import { useOfflineSince } from '@/realtime/use-offline';

const DOT: Record<ConnectionState, string> = {
  idle: 'bg-muted',
  connecting: 'bg-warning animate-pulse',
  connected: 'bg-success',
  reconnecting: 'bg-warning animate-pulse',
  offline: 'bg-danger',
};

/**
 * Shell header: broker connection state and, when not live, how old the last data is (offline:
 * 'no data since 09:39:08', as the banner says). It opens the diagnostics page (the worker's
 * counters).
 */
export function ConnectionStatus() {
  const { t } = useTranslation(['realtime', 'monitor']);
  const { state, ageSeconds } = useConnectionAge();
  const { offline, since } = useOfflineSince();
  const label = t(`state.${state}`);
  // Offline, the time of the last data as the banner and the kiosk strip say it.
  const age = connectionAgeText(t as AgeT, { offline, since, ageSeconds });
  return (
    <Link href="/diagnostics" className="rounded-md px-1 py-0.5 hover:bg-surface-2">
      <div
        className="flex items-center gap-1.5 text-xs text-muted"
        role="status"
        aria-live="polite"
        data-testid="connection-status"
        data-state={state}
        title={age ?? label}
      >
        <span className={`h-2 w-2 rounded-full ${DOT[state]}`} aria-hidden />
        <span className="text-fg">{label}</span>
        {age !== null ? <span data-testid="connection-age">· {age}</span> : null}
      </div>
    </Link>
  );
}
