import { useQuery } from '@tanstack/react-query';
import { getDeviceGroups, getStackModel } from '@/api/devicegroup';
import { getGeneratorData, getGenerators, getPowerGrid } from '@/api/grid';
import { getPvDetailsList } from '@/api/pv';
import type { DeviceModelType } from '@/contract/api/node-config';

const POLL = 5_000;

/**
 * The current answer of each device type's own call (one device of each), as the simulator gives
 * it for the chosen model; `present` is false when the station has no such device.
 */
export function useModelValues(site: string) {
  const stack = useQuery({
    queryKey: ['devicegroup', 'getDuiModel', site],
    queryFn: () => getStackModel({ site }),
    refetchInterval: POLL,
  });
  const pv = useQuery({
    queryKey: ['pvdetails', 'list', site],
    queryFn: () => getPvDetailsList(site),
    refetchInterval: POLL,
  });
  const groups = useQuery({
    queryKey: ['devicegroup', 'selectSys', site],
    queryFn: () => getDeviceGroups({ site }),
  });
  const gridNo = groups.data?.find((g) => g.type === 'grid')?.groupNo ?? null;
  const fdjNo = groups.data?.find((g) => g.type === 'generator')?.groupNo ?? null;
  const grid = useQuery({
    queryKey: ['powerGrid', 'data', site, gridNo],
    queryFn: () => getPowerGrid(site, gridNo!),
    enabled: gridNo !== null,
    refetchInterval: POLL,
  });
  const gensets = useQuery({
    queryKey: ['device', 'group', 'fdj', site, fdjNo],
    queryFn: () => getGenerators(site, fdjNo!),
    enabled: fdjNo !== null,
  });
  const fdjId = gensets.data?.[0]?.fdjId ?? null;
  const fdj = useQuery({
    queryKey: ['fdj', 'getFdjData', site, fdjId],
    queryFn: () => getGeneratorData(site, fdjId!),
    enabled: fdjId !== null,
    refetchInterval: POLL,
  });
  const values: Record<DeviceModelType, Record<string, unknown> | undefined> = {
    bms: stack.data as Record<string, unknown> | undefined,
    pv: pv.data?.records[0] as Record<string, unknown> | undefined,
    fdj: fdj.data as Record<string, unknown> | undefined,
    grid: grid.data as Record<string, unknown> | undefined,
  };
  const present: Record<DeviceModelType, boolean> = {
    bms: (stack.data?.clusters ?? 1) > 0,
    pv: (pv.data?.total ?? 1) > 0,
    fdj: !groups.data || fdjNo !== null,
    grid: !groups.data || gridNo !== null,
  };
  return { values, present, updatedAt: stack.data ? stack.dataUpdatedAt : null };
}
