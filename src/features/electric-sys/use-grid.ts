import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getDeviceGroups } from '@/api/devicegroup';
import { getDayCurves, getPowerGrid } from '@/api/grid';
import type { PowerGridData } from '@/contract/api/devicegroup';
import type { GridRealtime } from '@/contract/realtime-payloads';
import { topics } from '@/contract/topics';
import { DEFAULT_STATION_TIME_ZONE, zonedDay } from '@/lib/station-time';
import { useTopic } from '@/realtime/use-topic';

export type GridView = Omit<PowerGridData, 'groupNo'>;

/**
 * The grid meter: the group number from `devicegroup/selectSys`, then `powerGrid/data` polled
 * while the live topic is silent; the topic's values win once they flow.
 */
export function useGrid(site: string) {
  const groups = useQuery({
    queryKey: ['devicegroup', 'selectSys', site],
    queryFn: () => getDeviceGroups({ site }),
  });
  const groupNo = groups.data?.find((g) => g.type === 'grid')?.groupNo ?? null;
  const live = useTopic<GridRealtime>(topics.grid(site));
  const rest = useQuery({
    queryKey: ['powerGrid', 'data', site, groupNo],
    queryFn: () => getPowerGrid(site, groupNo!),
    enabled: groupNo !== null,
    refetchInterval: live.value ? 60_000 : 5_000,
  });
  const value: GridView | null = live.value ?? rest.data ?? null;
  const receivedAt = live.value ? live.receivedAt : rest.data ? rest.dataUpdatedAt : null;
  return {
    groups,
    groupNo,
    rest,
    value,
    receivedAt,
    source: live.value ? ('live' as const) : ('rest' as const),
  };
}

export function useTodayGrid(site: string) {
  // The station day the page was opened on (a page left open past midnight keeps its curve).
  const [day] = useState(() => zonedDay(Date.now(), DEFAULT_STATION_TIME_ZONE));
  return useQuery({
    queryKey: ['datapower', 'history', 'day', site, day, 'grid'],
    queryFn: () => getDayCurves(site, day, ['gridKw', 'loadKw']),
    staleTime: Infinity,
  });
}
