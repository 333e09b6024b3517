import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStationTimeZone } from '@/api/site-info';
import { formatZoned } from '@/lib/station-time';
import type { DeviceReporting } from '@/realtime/device-reporting';
import { useStackSilence, useTypeReporting } from '@/realtime/use-device-reporting';

/** The device types a page shows as a whole (deviceOffline.<type> in the devices locale). */
export type PageDeviceType = 'pcs' | 'pv' | 'meter' | 'generator' | 'chargingPile';

/**
 * 'Offline · no data since 11:36:45' (station time) for one card whose device does not report (an
 * environment card, a charging pile, the battery stack): in place of its figures, never frozen
 * numbers.
 */
export function OfflineSince({
  lastSeen,
  testId = 'card-offline',
}: {
  /** The device's last report (station clock, ms), null if it never reported. */
  lastSeen: number | null;
  testId?: string;
}) {
  const { t } = useTranslation('monitor');
  const timeZone = useStationTimeZone();
  return (
    <p role="status" data-testid={testId} data-offline="true" className="font-semibold text-danger">
      {lastSeen === null
        ? t('offline.bannerNoData')
        : t('offline.banner', { time: formatZoned(lastSeen, timeZone).slice(11) })}
    </p>
  );
}

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
              count: reporting.count,
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

/**
 * A page's live figures of one device type, or the offline panel in their place while every
 * configured device of the type is silent (a PCS, the PV inverters, the grid meter). A type with
 * no configured device, or a backend without the devices topic, shows the figures as before.
 */
export function FiguresOrOffline({
  site,
  type,
  children,
  hide = false,
}: {
  site: string;
  type: PageDeviceType;
  children: ReactNode;
  /** Offline, show nothing here (a second block of the same figures: one panel says it). */
  hide?: boolean;
}) {
  const { t } = useTranslation('devices');
  const reporting = useTypeReporting(site, type);
  if (reporting.state !== 'silent') return children;
  if (hide) return null;
  return (
    <DeviceOffline testId={`${type}-offline`} title={t(`deviceOffline.${type}`)} reporting={reporting} />
  );
}

/**
 * A page's data age line, or 'PV inverters are offline · no data since 11:36:45' while every
 * configured device of its type is silent: the REST figures a page may still poll are not data
 * from the device, so the line never says the data is fresh then.
 */
export function AgeOrOffline({
  site,
  type,
  children,
}: {
  site: string;
  type: PageDeviceType;
  children: ReactNode;
}) {
  const { t } = useTranslation(['devices', 'monitor']);
  const timeZone = useStationTimeZone();
  const reporting = useTypeReporting(site, type);
  if (reporting.state !== 'silent') return children;
  const since =
    reporting.lastSeen === null
      ? t('monitor:offline.none')
      : t('monitor:offline.since', { time: formatZoned(reporting.lastSeen, timeZone).slice(11) });
  return (
    <span data-testid="data-age" data-offline="true" className="font-semibold text-danger">
      {`${t(`deviceOffline.${type}`)} · ${since}`}
    </span>
  );
}

/**
 * What only the clusters measure (the worst cells), or, while every cluster's BMS is silent, what
 * it is with the last report's time: the ranking leaves silent clusters out, so it would show
 * empty headings.
 */
export function ClustersOrOffline({
  site,
  title,
  testId,
  children,
}: {
  site: string;
  /** deviceOffline.<title> in the devices locale ('No worst cells: no cluster reports'). */
  title: 'worstCells' | 'stack';
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('devices');
  const silence = useStackSilence(site);
  if (!silence.silent) return children;
  return (
    <div className="text-sm" data-testid={testId}>
      <p className="text-fg">{t(`deviceOffline.${title}`)}</p>
      <OfflineSince lastSeen={silence.lastSeen} testId={`${testId}-since`} />
    </div>
  );
}
