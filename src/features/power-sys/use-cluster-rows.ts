import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { getClusterUips, getRackMaxMin, getStackModel } from '@/api/devicegroup';
import { useClusterSummaries } from '@/realtime/use-clusters';
import { useLimits } from '@/stores/limits';
import { clusterShownText } from './cluster-shown';
import { mergeRows, rowsFromRest } from './rest-rows';
import { decodeRows, sameClusterRow, sameShownRows, shareRows, type ClusterRow } from './summary-rows';

export interface ClusterRows {
  rows: ClusterRow[];
  /** When the rows came (REST); live, the first frame's time: read the live age from the store. */
  receivedAt: number | null;
  source: 'live' | 'rest' | 'none';
  error: unknown;
}

/**
 * Every cluster's summary: REST first, then the live batches (at most one render a second).
 * With `focus` (a page showing one cluster) only frames that change what the cluster view shows of
 * that row render (clusterShownText: its figures at their shown precision).
 * Rows a frame leaves as they were keep their objects (shareRows), and a frame that changes no
 * row shown returns the previous result: the caller renders only when something it shows changed.
 * The age of live data is read from the store (FreshnessFrame), not from `receivedAt`.
 */
export function useClusterRows(site: string, focus: number | null = null): ClusterRows {
  const same = useMemo(
    () =>
      focus === null
        ? sameShownRows
        : sameClusterRow(focus, (row) => clusterShownText(row, useLimits.getState().cell)),
    [focus],
  );
  // The station view (no focus) keeps rendering in a transition; one cluster renders at once.
  const live = useClusterSummaries(site, same, focus !== null);
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
  const [keep] = useState(rowKeeper);
  return useMemo(() => {
    // Cluster topics arrive one by one after a (re)connect: REST rows fill the gaps meanwhile.
    if (hasLive)
      return keep({
        rows: mergeRows(rest.data ?? [], decodeRows(live.topology, live.summary)),
        receivedAt: live.receivedAt,
        source: 'live',
        error: null,
      });
    if (rest.data)
      return keep({ rows: rest.data, receivedAt: rest.dataUpdatedAt, source: 'rest', error: null });
    return keep({ rows: [], receivedAt: null, source: 'none', error: rest.error });
  }, [keep, hasLive, live, rest.data, rest.dataUpdatedAt, rest.error]);
}

/**
 * The last result handed out, and structural sharing against it: live rows a frame left as they
 * were keep their objects, and live rows all kept give back the previous result itself.
 */
function rowKeeper(): (next: ClusterRows) => ClusterRows {
  let shown: ClusterRows | null = null;
  return (next) => {
    if (next.source === 'live' && shown?.source === 'live') {
      const rows = shareRows(shown.rows, next.rows);
      if (rows === shown.rows) return shown;
      next = { ...next, rows };
    }
    shown = next;
    return next;
  };
}
