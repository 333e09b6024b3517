import { useEffect, useRef, useState } from 'react';
import { topics } from '../contract/topics';
import type { ClusterTopology } from '../contract/realtime-api';
import { selectSite } from './cluster-select';
import { realtimeClient } from './realtime-client';
import { onClusterFrame, realtimeStore, type ClusterFrame } from './realtime-store';

export type { ClusterFrame } from './realtime-store';

/** Summaries re-render at most this often, whatever the delivery interval. */
export const SUMMARY_RENDER_MS = 1000;

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

/** Every cluster of a site: topology and summary rows (SUMMARY_FIELDS), at most 1 render/s. */
export function useClusterSummaries(site: string | null): ClusterSummaries {
  useClusterSubscription(site);
  const [value, setValue] = useState<ClusterSummaries>(() =>
    site ? toSummaries(realtimeStore.getState().clusters, site) : EMPTY,
  );
  useEffect(() => {
    if (!site) return;
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const push = () => {
      timer = undefined;
      last = Date.now();
      setValue(toSummaries(realtimeStore.getState().clusters, site));
    };
    push();
    const unsubscribe = realtimeStore.subscribe((s, prev) => {
      if (s.clusters === prev.clusters || timer !== undefined) return;
      const wait = SUMMARY_RENDER_MS - (Date.now() - last);
      if (wait <= 0) push();
      else timer = setTimeout(push, wait);
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
