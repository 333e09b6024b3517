import { useTranslation } from 'react-i18next';
import { useStationTimeZone } from '@/api/site-info';
import { formatZoned } from '@/lib/station-time';
import type { DeviceReporting } from '@/realtime/device-reporting';

/**
 * A device that does not report (a cluster's BMS, the PCS, PV inverters, a meter): said plainly,
 * with the last-seen time (station time), the gateway and the communication errors, in place of
 * the live figures (never frozen numbers).
 */
export function DeviceOffline({
  title,
  unbound,
  reporting,
  testId = 'device-offline',
}: {
  /** 'Cluster 1 is offline', 'PCS is offline', ... */
  title: string;
  /** What an unbound state means for this device ('No BMS is bound to this cluster ...'). */
  unbound?: string;
  reporting: Extract<DeviceReporting, { state: 'silent' | 'unbound' }>;
  testId?: string;
}) {
  const { t } = useTranslation('devices');
  const timeZone = useStationTimeZone();
  return (
    <div
      role="status"
      data-testid={testId}
      className="rounded-lg border border-danger bg-surface p-3 text-sm"
    >
      <p className="font-semibold text-danger">{title}</p>
      {reporting.state === 'unbound' ? (
        <p>{unbound}</p>
      ) : (
        <>
          <p>
            {t('clusterOffline.silent', {
              bms: reporting.names,
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
