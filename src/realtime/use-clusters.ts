import { startTransition, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { topics } from '../contract/topics';
import type { ClusterTopology } from '../contract/realtime-api';
import { selectSite } from './cluster-select';
import { realtimeClient } from './realtime-client';
import { fieldKey, onClusterFrame, realtimeStore, subscribeKey, type ClusterFrame } from './realtime-store';

export type { ClusterFrame } from './realtime-store';

/** Summaries re-render at most this often, whatever the delivery interval. */
export const SUMMARY_RENDER_MS = 1000;
/**
 * A frame this close to the next allowed render is shown at once. With 1 Hz data the batches
 * come a few ms either side of a second; without the slack the render would lock to a timer
 * ~30 ms after each batch and cost a second frame every second (measured in the bench).
 */
export const SUMMARY_RENDER_SLACK_MS = 200;

export interface ClusterSummaries {
  topology: ClusterTopology[];
  summary: Float64Array;
  receivedAt: number | null;
}

const EMPTY: ClusterSummaries = { topology: [], summary: new Float64Array(0), receivedAt: null };

function toSummaries(frame: ClusterFrame | null, site: string): ClusterSummaries {
  if (!frame) return EMPTY;
  const f = selectSite(frame, site);
  return { topology: f.topology, summary: f.summary, receivedAt: f.receivedAt };
}

function useClusterSubscription(site: string | null) {
  useEffect(() => {
    if (!site) return;
    const filter = topics.allClusters(site);
    realtimeClient.subscribe(filter);
    return () => realtimeClient.unsubscribe(filter);
  }, [site]);
}

/**
 * Every cluster of a site: topology and summary rows (SUMMARY_FIELDS), at most 1 render/s.
 * With `same`, a frame it finds the same as the one shown renders nothing (a page that shows
 * one cluster passes a comparison of that cluster's row, the station view one of every row as
 * shown); `receivedAt` then stays that of the frame shown, so read the age from the store
 * (useStoreAge).
 */
export function useClusterSummaries(
  site: string | null,
  same?: (shown: ClusterSummaries, next: ClusterSummaries) => boolean,
  /** Render a new frame at once (flushSync) rather than in a transition; default: with `same`. */
  urgent: boolean = same !== undefined,
): ClusterSummaries {
  useClusterSubscription(site);
  const sameRef = useRef(same);
  const urgentRef = useRef(urgent);
  useEffect(() => {
    sameRef.current = same;
    urgentRef.current = urgent;
  });
  const [value, setValue] = useState<ClusterSummaries>(() =>
    site ? toSummaries(realtimeStore.getState().clusters, site) : EMPTY,
  );
  useEffect(() => {
    if (!site) return;
    let last = 0;
    let shown: ClusterSummaries | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // With `same` (one cluster shown beside its cell canvas) a frame from a batch or the timer
    // renders now, in this task, so the summaries and the canvas painted from the same batch
    // share one frame. Without it (every cluster: the station's tiles or heatmap) the render is a
    // transition: React renders in slices of a few ms and yields between them, so the hundred
    // clusters' rows never make one long frame with the batch (issue 11's page sweep: the
    // overview's 50-77 ms frames at CPU x4 were the batch, this render and its paint in one).
    const push = (now: boolean) => {
      timer = undefined;
      const next = toSummaries(realtimeStore.getState().clusters, site);
      const same = sameRef.current;
      if (shown && same?.(shown, next)) return;
      shown = next;
      last = next.topology.length > 0 ? Date.now() : 0; // the first live frame shows at once
      if (!now) setValue(next);
      else if (urgentRef.current) flushSync(() => setValue(next));
      else startTransition(() => setValue(next));
    };
    push(false);
    const unsubscribe = subscribeKey(fieldKey('clusters'), () => {
      if (timer !== undefined) return;
      const elapsed = Date.now() - last;
      if (elapsed >= SUMMARY_RENDER_MS - SUMMARY_RENDER_SLACK_MS) push(true);
      else timer = setTimeout(() => push(true), SUMMARY_RENDER_MS - elapsed);
    });
    return () => {
      unsubscribe();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [site]);
  return value;
}

/** Calls `listener` with each new frame of a site (and the latest at once); never renders. */
export function useClusterFrames(site: string | null, listener: (frame: ClusterFrame) => void): void {
  useClusterSubscription(site);
  const ref = useRef(listener);
  useEffect(() => {
    ref.current = listener;
  });
  useEffect(() => {
    if (!site) return;
    const current = realtimeStore.getState().clusters;
    if (current) ref.current(selectSite(current, site));
    return onClusterFrame((frame) => ref.current(selectSite(frame, site)));
  }, [site]);
}
