import { useEffect, useMemo, useState } from 'react';
import { WORST_KINDS, type WorstCells } from '../contract/realtime-api';
import { topics } from '../contract/topics';
import { withoutClusters } from './device-reporting';
import { realtimeClient } from './realtime-client';
import { realtimeStore } from './realtime-store';
import { SUMMARY_RENDER_MS, SUMMARY_RENDER_SLACK_MS } from './use-clusters';
import { useSilentClusters } from './use-device-reporting';
import { shallowEqual } from './use-topic-select';

/** Whether two rankings list the same cells with the same values (each batch brings a new one). */
function sameWorst(a: WorstCells | null, b: WorstCells | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return WORST_KINDS.every(
    (k) => a[k].length === b[k].length && a[k].every((cell, i) => shallowEqual(cell, b[k][i])),
  );
}

/**
 * The worker's station-wide worst cells of a site (subscribes to the site's clusters while
 * mounted), at most one render a second and only when the ranking changed; the main thread only
 * reads the ranked lists. Clusters whose BMS went silent are left out (no frozen values).
 */
export function useWorstCells(site: string): WorstCells | null {
  const [value, setValue] = useState<WorstCells | null>(
    () => realtimeStore.getState().clusters?.worst?.[site] ?? null,
  );
  useEffect(() => {
    const filter = topics.allClusters(site);
    realtimeClient.subscribe(filter);
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const push = () => {
      timer = undefined;
      last = Date.now();
      const next = realtimeStore.getState().clusters?.worst?.[site] ?? null;
      // The same ranking keeps the shown object: no render (issue 34).
      setValue((shown) => (sameWorst(shown, next) ? shown : next));
    };
    push();
    const unsubscribe = realtimeStore.subscribe((s, prev) => {
      if (s.clusters === prev.clusters || timer !== undefined) return;
      const elapsed = Date.now() - last;
      if (elapsed >= SUMMARY_RENDER_MS - SUMMARY_RENDER_SLACK_MS) push();
      else timer = setTimeout(push, SUMMARY_RENDER_MS - elapsed);
    });
    return () => {
      unsubscribe();
      if (timer !== undefined) clearTimeout(timer);
      realtimeClient.unsubscribe(filter);
    };
  }, [site]);
  const silent = useSilentClusters(site);
  return useMemo(() => withoutClusters(value, silent), [value, silent]);
}
