import { useQuery } from '@tanstack/react-query';
import { DEFAULT_STATION_TIME_ZONE, isValidTimeZone } from '@/lib/station-time';
import { isDay } from '@/lib/period';
import { useSite } from '@/stores/site';
import { getSiteInfo } from './config';

/** The same cache entry the shell loads the station names from (app/shell/station-config.ts). */
const siteInfoKey = (site: string) => ['config', 'system', 'detail', site] as const;

function useCurrentSiteInfo() {
  const site = useSite((s) => s.currentSite);
  return useQuery({ queryKey: siteInfoKey(site), queryFn: () => getSiteInfo(site), staleTime: 60_000 });
}

/**
 * The station's IANA time zone (`timeZone` of `config/system/detail`): days, months and axes
 * are the station's. Asia/Shanghai until it is known, or when the stored zone is unusable.
 */
export function useStationTimeZone(): string {
  const zone = useCurrentSiteInfo().data?.timeZone;
  return zone && isValidTimeZone(zone) ? zone : DEFAULT_STATION_TIME_ZONE;
}

/** The station's commissioning day (`operationDate`), or null when none is recorded. */
export function useCommissioningDate(): string | null {
  const day = useCurrentSiteInfo().data?.operationDate;
  return isDay(day) ? day : null;
}
