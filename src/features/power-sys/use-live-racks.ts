import { startTransition, useCallback, useRef, useState, useSyncExternalStore } from 'react';
import type { QueryLike } from '@/components/states';
import { freshness } from '@/realtime/use-freshness';
import { getNow, subscribeNow } from '@/realtime/now-ticker';
import { SUMMARY_RENDER_SLACK_MS } from '@/realtime/use-clusters';
import { liveRacks, shareLiveRacks, type LiveRacks } from './live-racks';
import { useClusterCells } from './use-cluster-cells';

/** The rack views refresh this often from live frames (the cadence of the REST polls they replace). */
export const RACKS_RENDER_MS = 5000;
/** Live rack figures older than this give way to the REST calls again (broker or device down). */
export const RACKS_STALE_MS = 10_000;

/**
 * One cluster's rack rows, balance and extremes from the live frames, at most every
 * RACKS_RENDER_MS; null while none arrived or the last is older than RACKS_STALE_MS.
 * It renders only when something the rack views show changed (shareLiveRacks), and then in a
 * transition: the table, the balance chart and the extremes render in slices, never one long
 * frame beside a batch (issue 34). Their age follows every frame without rendering.
 */
export function useLiveRacks(site: string, clusterNo: number): LiveRacks | null {
  const [racks, setRacks] = useState<LiveRacks | null>(null);
  const shown = useRef<{ racks: LiveRacks | null; at: number }>({ racks: null, at: 0 });
  // The time of the last frame that had this cluster, whether or not it rendered.
  const seenAt = useRef<number | null>(null);
  useClusterCells(site, clusterNo, (cells) => {
    seenAt.current = cells.receivedAt;
    const now = Date.now();
    const last = shown.current;
    // Another cluster shows at once (useClusterCells hands over the last frame on a change).
    if (
      last.racks?.extremes.clusterNo === cells.topology.clusterNo &&
      now - last.at < RACKS_RENDER_MS - SUMMARY_RENDER_SLACK_MS
    )
      return;
    const next = shareLiveRacks(last.racks, liveRacks(cells));
    shown.current = { racks: next ?? last.racks, at: now };
    if (!next) return;
    if (last.racks === null || last.racks.extremes.clusterNo !== next.extremes.clusterNo) setRacks(next);
    else startTransition(() => setRacks(next));
  });
  const read = useCallback(
    () => freshness(seenAt.current, Math.max(getNow(), seenAt.current ?? 0), RACKS_STALE_MS).stale,
    [],
  );
  const stale = useSyncExternalStore(subscribeNow, read, read);
  return racks && !stale && racks.extremes.clusterNo === clusterNo ? racks : null;
}

/** A live value in the shape QueryState takes, or the REST query while there is none. */
export function preferLive<T>(live: T | undefined, query: QueryLike<T>): QueryLike<T> {
  return live === undefined
    ? query
    : { data: live, isPending: false, isError: false, error: null, refetch: query.refetch };
}
