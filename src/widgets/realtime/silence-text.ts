import { useTranslation } from 'react-i18next';
import { useStationTimeZone } from '@/api/site-info';
import { formatZoned } from '@/lib/station-time';
import { useStationSilence } from '@/realtime/use-device-reporting';

/** Parts named in the line; more are counted ('+2'). */
const NAMED = 3;

/**
 * What the header's live indicator says while part of the station is silent (a cluster's BMS, a
 * PCS, a meter ... stopped reporting): 'Partly silent · Cluster 1: no data since 10:02:03', in
 * place of 'Live'. Null while every configured device reports (or without the devices topic).
 */
export function useSilenceText(site: string): string | null {
  const { t } = useTranslation('monitor');
  const timeZone = useStationTimeZone();
  const silence = useStationSilence(site);
  if (!silence) return null;
  const names = [...silence.clusters.map((n) => t('silent.cluster', { n })), ...silence.devices];
  const parts = names.slice(0, NAMED).join(', ') + (names.length > NAMED ? ` +${names.length - NAMED}` : '');
  return silence.since === null
    ? t('silent.headerNever', { parts })
    : t('silent.header', { parts, time: formatZoned(silence.since, timeZone).slice(11) });
}
