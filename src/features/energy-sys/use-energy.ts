import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EnergyGroup } from '@/contract/api/energy';
import type { Period } from '@/lib/period';
import { fetchEnergyRows } from './energy-rows';

/** The rows of a group over a range (null range: nothing to ask, no call). */
export function useEnergyRows(
  group: EnergyGroup,
  range: { start: string; end: string } | null,
  kind: Period['kind'],
  site: string,
) {
  const monthly = kind === 'year';
  return useQuery({
    queryKey: ['energyday', 'detail', group, range?.start, range?.end, monthly, site],
    queryFn: () => fetchEnergyRows(group, range!.start, range!.end, monthly, site),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}
