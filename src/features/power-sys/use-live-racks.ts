import { useRef, useState } from 'react';
import type { QueryLike } from '@/components/states';
import { SUMMARY_RENDER_SLACK_MS } from '@/realtime/use-clusters';
import { useIsStale } from '@/realtime/use-freshness';
import { liveRacks, type LiveRacks } from './live-racks';
import { useClusterCells } from './use-cluster-cells';

/** The rack views refresh this often from live frames (the cadence of the REST polls they replace). */
export const RACKS_RENDER_MS = 5000;
/** Live rack figures older than this give way to the REST calls again (broker or device down). */
export const RACKS_STALE_MS = 10_000;

/**
 * One cluster's rack rows, balance and extremes from the live frames, at most every
 * RACKS_RENDER_MS; null while none arrived or the last is older than RACKS_STALE_MS.
 */
export function useLiveRacks(site: string, clusterNo: number): LiveRacks | null {
  const [racks, setRacks] = useState<LiveRacks | null>(null);
  const shown = useRef({ clusterNo: 0, at: 0 });
  useClusterCells(site, clusterNo, (cells) => {
    const now = Date.now();
    const last = shown.current;
    // Another cluster shows at once (useClusterCells hands over the last frame on a change).
    if (
      last.clusterNo === cells.topology.clusterNo &&
      now - last.at < RACKS_RENDER_MS - SUMMARY_RENDER_SLACK_MS
    )
      return;
    shown.current = { clusterNo: cells.topology.clusterNo, at: now };
    setRacks(liveRacks(cells));
  });
  const stale = useIsStale(racks?.receivedAt ?? null, RACKS_STALE_MS);
  return racks && !stale && racks.extremes.clusterNo === clusterNo ? racks : null;
}

/** A live value in the shape QueryState takes, or the REST query while there is none. */
export function preferLive<T>(live: T | undefined, query: QueryLike<T>): QueryLike<T> {
  return live === undefined
    ? query
    : { data: live, isPending: false, isError: false, error: null, refetch: query.refetch };
}
