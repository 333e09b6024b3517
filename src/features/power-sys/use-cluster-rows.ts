import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getClusterUips, getRackMaxMin, getStackModel } from '@/api/devicegroup';
import { useClusterSummaries } from '@/realtime/use-clusters';
import { mergeRows, rowsFromRest } from './rest-rows';
import { decodeRows, sameClusterRow, type ClusterRow } from './summary-rows';

export interface ClusterRows {
  rows: ClusterRow[];
  receivedAt: number | null;
  source: 'live' | 'rest' | 'none';
  error: unknown;
}

/**
 * Every cluster's summary: REST first, then the live batches (at most one render a second).
 * With `focus` (a page showing one cluster) only frames that change that cluster's row render;
 * the age of the data is then read from the store, not from `receivedAt`.
 */
export function useClusterRows(site: string, focus: number | null = null): ClusterRows {
  const same = useMemo(() => (focus === null ? undefined : sameClusterRow(focus)), [focus]);
  const live = useClusterSummaries(site, same);
  const hasLive = live.topology.length > 0;
  const rest = useQuery({
    queryKey: ['devicegroup', 'clusterRows', site],
    queryFn: async () => {
      const [uips, extremes, stack] = await Promise.all([
        getClusterUips({ site }),
        getRackMaxMin(undefined, { site }),
        getStackModel({ site }),
      ]);
      // Without the stack model (a code-404 answer) there is no layout: wait for live topology.
      return stack ? rowsFromRest(uips, extremes, stack) : [];
    },
    staleTime: 60_000,
  });
  return useMemo(() => {
    // Cluster topics arrive one by one after a (re)connect: REST rows fill the gaps meanwhile.
    if (hasLive)
      return {
        rows: mergeRows(rest.data ?? [], decodeRows(live.topology, live.summary)),
        receivedAt: live.receivedAt,
        source: 'live',
        error: null,
      };
    if (rest.data) return { rows: rest.data, receivedAt: rest.dataUpdatedAt, source: 'rest', error: null };
    return { rows: [], receivedAt: null, source: 'none', error: rest.error };
  }, [hasLive, live, rest.data, rest.dataUpdatedAt, rest.error]);
}
