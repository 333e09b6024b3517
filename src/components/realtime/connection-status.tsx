import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ConnectionState } from '@/contract/realtime-api';
import { ageParts } from '@/realtime/format-age';
import { useConnectionAge } from '@/realtime/use-connection-age';

const DOT: Record<ConnectionState, string> = {
  idle: 'bg-muted',
  connecting: 'bg-warning animate-pulse',
  connected: 'bg-success',
  reconnecting: 'bg-warning animate-pulse',
  offline: 'bg-danger',
};

/**
 * Shell header: broker connection state and, when not live, how old the last data is. It opens
 * the diagnostics page (the worker's counters).
 */
export function ConnectionStatus() {
  const { t } = useTranslation('realtime');
  const { state, ageSeconds } = useConnectionAge();
  const label = t(`state.${state}`);
  let age: string | null = null;
  if (ageSeconds !== null) {
    const parts = ageParts(ageSeconds * 1000);
    age =
      ageSeconds < 0 ? t('noData') : t('lastData', { age: t(`age.${parts.key}`, { count: parts.count }) });
  }
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
