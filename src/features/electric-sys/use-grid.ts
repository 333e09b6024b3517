import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getDeviceGroups } from '@/api/devicegroup';
import { getDayCurves, getPowerGrid } from '@/api/grid';
import type { PowerGridData } from '@/contract/api/devicegroup';
import type { GridRealtime } from '@/contract/realtime-payloads';
import { topics } from '@/contract/topics';
import { DEFAULT_STATION_TIME_ZONE, zonedDay } from '@/lib/station-time';
import { useTopicSelect } from '@/realtime/use-topic-select';

export type GridView = Omit<PowerGridData, 'groupNo'>;

const isLive = (v: GridRealtime | undefined) => v !== undefined;
const dayOf = (ts: number | null) => (ts === null ? null : zonedDay(ts, DEFAULT_STATION_TIME_ZONE));
const liveDay = (v: GridRealtime | undefined) => dayOf(v?.ts ?? null);

/**
 * The grid meter: the group number from `devicegroup/selectSys`, then `powerGrid/data` polled
 * while the live topic is silent; the topic's values win once they flow (the panels read them,
 * grid-live.tsx). The page renders when the topic starts or the station day turns, not with
 * each message (issue 34).
 */
export function useGrid(site: string) {
  const topic = topics.grid(site);
  const groups = useQuery({
    queryKey: ['devicegroup', 'selectSys', site],
    queryFn: () => getDeviceGroups({ site }),
  });
  const groupNo = groups.data?.find((g) => g.type === 'grid')?.groupNo ?? null;
  const live = useTopicSelect(topic, isLive);
  const day = useTopicSelect(topic, liveDay);
  const rest = useQuery({
    queryKey: ['powerGrid', 'data', site, groupNo],
    queryFn: () => getPowerGrid(site, groupNo!),
    enabled: groupNo !== null,
    refetchInterval: live ? 60_000 : 5_000,
  });
  const restValue = useMemo(
    () => (rest.data ? { data: rest.data, at: rest.dataUpdatedAt } : null),
    [rest.data, rest.dataUpdatedAt],
  );
  return {
    topic,
    groups,
    groupNo,
    rest,
    restValue,
    live,
    /** Whether there is a value to show (live or REST). */
    has: live || rest.data !== undefined,
    /** The station day of the shown data (for today's curve). */
    day: live ? day : dayOf(rest.data?.ts ?? null),
  };
}

/** A station day (of the data's own time) as 5-minute grid and load points. */
export function useTodayGrid(site: string, day: string | null) {
  return useQuery({
    queryKey: ['datapower', 'history', 'day', site, day, 'grid'],
    queryFn: () => getDayCurves(site, day!, ['gridKw', 'loadKw']),
    enabled: day !== null,
    staleTime: Infinity,
  });
}
