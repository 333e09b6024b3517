import { useQuery } from '@tanstack/react-query';
import { getDeviceGroups, getStackModel } from '@/api/devicegroup';
import { getGeneratorData, getGenerators, getPowerGrid } from '@/api/grid';
import { getPvDetailsList } from '@/api/pv';
import type { DeviceModelType } from '@/contract/api/node-config';

const POLL = 5_000;

/*
 * One hook per device type: each section of the page asks (and polls) its own call, so a poll
 * renders the section whose answer came, not the page (issue 34). Shared queries (the device
 * groups) are one query in the cache.
 */

const stackQuery = (site: string) => ({
  queryKey: ['devicegroup', 'getDuiModel', site],
  queryFn: () => getStackModel({ site }),
  refetchInterval: POLL,
});

function useGroupNo(site: string, type: 'grid' | 'generator') {
  const groups = useQuery({
    queryKey: ['devicegroup', 'selectSys', site],
    queryFn: () => getDeviceGroups({ site }),
  });
  return { loaded: !!groups.data, no: groups.data?.find((g) => g.type === type)?.groupNo ?? null };
}

/** When the storage answer (the page's age line) was fetched, null before it arrived. */
export function useStackUpdatedAt(site: string): number | null {
  const stack = useQuery(stackQuery(site));
  return stack.data ? stack.dataUpdatedAt : null;
}

function useStackValue(site: string) {
  const stack = useQuery(stackQuery(site));
  return {
    value: stack.data as Record<string, unknown> | undefined,
    present: (stack.data?.clusters ?? 1) > 0,
  };
}

function usePvValue(site: string) {
  const pv = useQuery({
    queryKey: ['pvdetails', 'list', site],
    queryFn: () => getPvDetailsList(site),
    refetchInterval: POLL,
  });
  return {
    value: pv.data?.records[0] as Record<string, unknown> | undefined,
    present: (pv.data?.total ?? 1) > 0,
  };
}

function useGridValue(site: string) {
  const group = useGroupNo(site, 'grid');
  const grid = useQuery({
    queryKey: ['powerGrid', 'data', site, group.no],
    queryFn: () => getPowerGrid(site, group.no!),
    enabled: group.no !== null,
    refetchInterval: POLL,
  });
  return {
    value: grid.data as Record<string, unknown> | undefined,
    present: !group.loaded || group.no !== null,
  };
}

function useFdjValue(site: string) {
  const group = useGroupNo(site, 'generator');
  const gensets = useQuery({
    queryKey: ['device', 'group', 'fdj', site, group.no],
    queryFn: () => getGenerators(site, group.no!),
    enabled: group.no !== null,
  });
  const fdjId = gensets.data?.[0]?.fdjId ?? null;
  const fdj = useQuery({
    queryKey: ['fdj', 'getFdjData', site, fdjId],
    queryFn: () => getGeneratorData(site, fdjId!),
    enabled: fdjId !== null,
    refetchInterval: POLL,
  });
  return {
    value: fdj.data as Record<string, unknown> | undefined,
    present: !group.loaded || group.no !== null,
  };
}

type ModelValue = { value: Record<string, unknown> | undefined; present: boolean };
const VALUE_HOOKS: Record<DeviceModelType, (site: string) => ModelValue> = {
  bms: useStackValue,
  pv: usePvValue,
  grid: useGridValue,
  fdj: useFdjValue,
};

/**
 * The current answer of one device type's own call (one device of the type), as the simulator
 * gives it for the chosen model; `present` is false when the station has no such device. Only
 * that type's queries are observed (an observer of another type's query would render with its
 * polls). `type` must not change while mounted: the page keys each section by its type.
 */
export function useModelValue(site: string, type: DeviceModelType): ModelValue {
  return VALUE_HOOKS[type](site);
}
