import { useTranslation } from 'react-i18next';
import { useStationTimeZone } from '@/api/site-info';
import { formatZoned } from '@/lib/station-time';
import type { ClusterReporting } from './cluster-reporting';

/**
 * A cluster whose BMS does not report: said plainly, with the last-seen time (station time), the
 * gateway and the communication errors, in place of the live figures (never frozen numbers).
 */
export function ClusterOffline({
  clusterNo,
  reporting,
}: {
  clusterNo: number;
  reporting: Extract<ClusterReporting, { state: 'silent' | 'unbound' }>;
}) {
  const { t } = useTranslation('devices');
  const timeZone = useStationTimeZone();
  return (
    <div
      role="status"
      data-testid="cluster-offline"
      className="rounded-lg border border-danger bg-surface p-3 text-sm"
    >
      <p className="font-semibold text-danger">{t('clusterOffline.title', { cluster: clusterNo })}</p>
      {reporting.state === 'unbound' ? (
        <p>{t('clusterOffline.unbound')}</p>
      ) : (
        <>
          <p>
            {t('clusterOffline.silent', {
              bms: reporting.bms,
              time:
                reporting.lastSeen === null ? t('health.never') : formatZoned(reporting.lastSeen, timeZone),
            })}
          </p>
          <p className="text-muted">
            {t(reporting.gatewayOnline ? 'clusterOffline.gatewayOnline' : 'clusterOffline.gatewayOffline', {
              gateway: reporting.gateway,
            })}{' '}
            · {t('health.commErrors')}: {reporting.commErrors}
          </p>
        </>
      )}
      <p className="mt-1 text-xs text-muted">{t('clusterOffline.hidden')}</p>
    </div>
  );
}
