import { useEffect, useRef, useState } from 'react';
import { WORST_KINDS, type WorstCells } from '../contract/realtime-api';
import { topics } from '../contract/topics';
import { withoutClusters } from './device-reporting';
import { realtimeClient } from './realtime-client';
import { fieldKey, realtimeStore, subscribeKey } from './realtime-store';
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

/** The first `limit` cells of each kind (all without a limit). */
function topOf(worst: WorstCells | null, limit: number | undefined): WorstCells | null {
  if (!worst || limit === undefined) return worst;
  const out = { ...worst };
  for (const k of WORST_KINDS) if (worst[k].length > limit) out[k] = worst[k].slice(0, limit);
  return out;
}

/**
 * The worker's station-wide worst cells of a site (subscribes to the site's clusters while
 * mounted), at most one render a second and only when the ranking shown changed: with `limit`,
 * only the first `limit` of each kind are compared and returned (mainSys shows two of ten: a change
 * further down the ranking renders nothing; issue 34). The main thread only reads the ranked lists.
 * Clusters whose BMS went silent are left out (no frozen values), before the limit.
 */
export function useWorstCells(site: string, limit?: number): WorstCells | null {
  const silent = useSilentClusters(site);
  const [value, setValue] = useState<WorstCells | null>(() =>
    topOf(withoutClusters(realtimeStore.getState().clusters?.worst?.[site] ?? null, silent), limit),
  );
  const shown = useRef<WorstCells | null | undefined>(undefined);
  useEffect(() => {
    const filter = topics.allClusters(site);
    realtimeClient.subscribe(filter);
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const push = () => {
      timer = undefined;
      last = Date.now();
      const full = realtimeStore.getState().clusters?.worst?.[site] ?? null;
      const next = topOf(withoutClusters(full, silent), limit);
      // The same ranking keeps the shown object: no render, not even of this hook's component
      // (a functional setState that keeps the value still renders it; issue 34).
      if (shown.current !== undefined && sameWorst(shown.current, next)) return;
      shown.current = next;
      setValue(next);
    };
    push();
    const unsubscribe = subscribeKey(fieldKey('clusters'), () => {
      if (timer !== undefined) return;
      const elapsed = Date.now() - last;
      if (elapsed >= SUMMARY_RENDER_MS - SUMMARY_RENDER_SLACK_MS) push();
      else timer = setTimeout(push, SUMMARY_RENDER_MS - elapsed);
    });
    return () => {
      unsubscribe();
      if (timer !== undefined) clearTimeout(timer);
      realtimeClient.unsubscribe(filter);
    };
  }, [site, limit, silent]);
  return value;
}
