import { useQuery } from '@tanstack/react-query';
import { getDayCurves } from '@/api/grid';
import { getPvDetails, getPvDetailsList } from '@/api/pv';
import type { PvRealtime } from '@/contract/realtime-payloads';
import { topics } from '@/contract/topics';
import { DEFAULT_STATION_TIME_ZONE, zonedDay } from '@/lib/station-time';
import { useTopicSelect } from '@/realtime/use-topic-select';

/** `pvdetails/show`: polled every 5 s while no live topic flows, every minute beside it (totals). */
export function usePvDetails(site: string, live: boolean) {
  return useQuery({
    queryKey: ['pvdetails', 'show', site],
    queryFn: () => getPvDetails(site),
    refetchInterval: live ? 60_000 : 5_000,
  });
}

const hasValue = (v: PvRealtime | undefined) => v !== undefined;
const stationDay = (v: PvRealtime | undefined) =>
  v === undefined ? null : zonedDay(v.ts, DEFAULT_STATION_TIME_ZONE);

/**
 * The live topic as the page needs it: whether it flows and the station day of its data. The
 * page renders when one of those changes, not with each message (issue 34); the figures are read
 * by the panels that show them (pv-live.tsx).
 */
export function usePvLive(site: string): { topic: string; live: boolean; day: string | null } {
  const topic = topics.pv(site);
  const live = useTopicSelect(topic, hasValue);
  const day = useTopicSelect(topic, stationDay);
  return { topic, live, day };
}

export function usePvInverters(site: string) {
  return useQuery({
    queryKey: ['pvdetails', 'list', site],
    queryFn: () => getPvDetailsList(site),
    refetchInterval: 5_000,
  });
}

/** The station day `day` (the data's own) as 5-minute PV points; a new day loads anew. */
export function useTodayPv(site: string, day: string | null) {
  return useQuery({
    queryKey: ['datapower', 'history', 'day', site, day, 'pv'],
    queryFn: () => getDayCurves(site, day!, ['pvKw']),
    enabled: day !== null,
    staleTime: Infinity,
  });
}
