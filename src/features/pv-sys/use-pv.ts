import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getDayCurves } from '@/api/grid';
import { getPvDetails, getPvDetailsList } from '@/api/pv';
import type { PvRealtime } from '@/contract/realtime-payloads';
import { topics } from '@/contract/topics';
import { DEFAULT_STATION_TIME_ZONE, zonedDay } from '@/lib/station-time';
import { useTopic } from '@/realtime/use-topic';

/** The plant: live topic when it flows, `pvdetails/show` (polled) otherwise and for totals. */
export function usePvPlant(site: string) {
  const live = useTopic<PvRealtime>(topics.pv(site));
  const details = useQuery({
    queryKey: ['pvdetails', 'show', site],
    queryFn: () => getPvDetails(site),
    refetchInterval: live.value ? 60_000 : 5_000,
  });
  return { live, details };
}

export function usePvInverters(site: string) {
  return useQuery({
    queryKey: ['pvdetails', 'list', site],
    queryFn: () => getPvDetailsList(site),
    refetchInterval: 5_000,
  });
}

/** Today's PV curve (5-minute points) to start the live chart from. */
export function useTodayPv(site: string) {
  // The station day the page was opened on (a page left open past midnight keeps its curve).
  const [day] = useState(() => zonedDay(Date.now(), DEFAULT_STATION_TIME_ZONE));
  return useQuery({
    queryKey: ['datapower', 'history', 'day', site, day, 'pv'],
    queryFn: () => getDayCurves(site, day, ['pvKw']),
    staleTime: Infinity,
  });
}
