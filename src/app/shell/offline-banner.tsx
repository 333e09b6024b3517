import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { HealthIcon } from '@/components/health';
import { stationClock } from '@/realtime/age-text';
import { signalRecovery, useOfflineSince } from '@/realtime/use-offline';

/**
 * Full-width "Offline · no data since hh:mm:ss" while the broker is down or the data is stale, and
 * `data-offline` on <html> for as long (pages dim their live values from useOffline). When data
 * comes back, failed queries refetch and failed panels retry (signalRecovery).
 */
export function OfflineBanner() {
  const { t } = useTranslation('monitor');
  const { offline, since } = useOfflineSince();
  const client = useQueryClient();
  const was = useRef(false);
  useEffect(() => {
    const root = document.documentElement;
    if (offline) root.dataset.offline = 'true';
    else delete root.dataset.offline;
    if (was.current && !offline) {
      void client.refetchQueries({ type: 'active', predicate: (q) => q.state.status === 'error' });
      signalRecovery();
    }
    was.current = offline;
  }, [offline, client]);
  useEffect(
    () => () => {
      delete document.documentElement.dataset.offline;
    },
    [],
  );
  if (!offline) return null;
  return (
    <div
      role="alert"
      data-testid="offline-banner"
      className="flex items-center justify-center gap-2 bg-danger px-4 py-1.5 text-sm font-semibold text-white"
    >
      <HealthIcon health={2} />
      {since === null ? t('offline.bannerNoData') : t('offline.banner', { time: stationClock(since) })}
    </div>
  );
}
