import { useTranslation } from 'react-i18next';
import type { ConnectionState } from '@/contract/realtime-api';
import { ageParts } from '@/realtime/format-age';
import { useConnection } from '@/realtime/use-connection';
import { useFreshness } from '@/realtime/use-freshness';

const DOT: Record<ConnectionState, string> = {
  idle: 'bg-muted',
  connecting: 'bg-warning animate-pulse',
  connected: 'bg-success',
  reconnecting: 'bg-warning animate-pulse',
  offline: 'bg-danger',
};

/** Shell header: broker connection state and, when not live, how old the last data is. */
export function ConnectionStatus() {
  const { t } = useTranslation('realtime');
  const { state, lastDataAt } = useConnection();
  const { ageMs, stale } = useFreshness(lastDataAt);
  const age =
    ageMs === null
      ? t('noData')
      : t('lastData', { age: t(`age.${ageParts(ageMs).key}`, { count: ageParts(ageMs).count }) });
  const showAge = state !== 'connected' || stale;
  return (
    <div
      className="flex items-center gap-1.5 text-xs text-muted"
      role="status"
      aria-live="polite"
      data-testid="connection-status"
      data-state={state}
      title={age}
    >
      <span className={`h-2 w-2 rounded-full ${DOT[state]}`} aria-hidden />
      <span className="text-fg">{t(`state.${state}`)}</span>
      {showAge ? <span data-testid="connection-age">· {age}</span> : null}
    </div>
  );
}
