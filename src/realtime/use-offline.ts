import { useSyncExternalStore } from 'react';
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { getNow } from './now-ticker';
import { fieldKey, realtimeStore, type RealtimeState } from './realtime-store';
import { derived } from './derived';

/**
 * Live data older than this is offline, whatever the connection says: the station publishes at
 * 1 Hz, so 10 s is ten missed updates (and a broker that accepts but stays silent is caught too).
 */
export const OFFLINE_AFTER_MS = 10_000;

/** Offline: the broker is not connected (after a first connection) or the data is too old. */
export function isOffline(s: Pick<RealtimeState, 'connection' | 'lastDataAt'>, now: number): boolean {
  if (s.connection === 'reconnecting' || s.connection === 'offline') return true;
  return s.lastDataAt !== null && now - s.lastDataAt > OFFLINE_AFTER_MS;
}

/** Whether the console is offline now: one store listener for every reader. */
const offlineNow = derived(
  'offline',
  () => isOffline(realtimeStore.getState(), Math.max(getNow(), Date.now())),
  [fieldKey('connection'), fieldKey('lastDataAt')],
);

/**
 * Whether the console is offline, and the time of the last data: renders only when it flips (the
 * snapshot is a boolean), so every page and the banner can read it for free.
 */
export function useOffline(): { offline: boolean; lastDataAt: number | null } {
  const offline = useSyncExternalStore(offlineNow.subscribe, offlineNow.get, offlineNow.get);
  return { offline, lastDataAt: realtimeStore.getState().lastDataAt };
}

/**
 * Since when no data has come: the later of the last live batch and the data a page shows from
 * REST (a kiosk opened while the broker is down shows greyed REST figures: its banner and strip
 * then name their time, not "no data received yet"). Null only when nothing at all was shown.
 */
export function offlineSince(lastDataAt: number | null, shownAt: number | null): number | null {
  if (lastDataAt === null) return shownAt;
  return shownAt === null ? lastDataAt : Math.max(lastDataAt, shownAt);
}

/** The latest time of data a page shows that did not come live (REST figures). */
const shownStore = createStore<{ shownAt: number | null }>(() => ({ shownAt: null }));

/** A page shows data read at `at` (epoch ms): the offline texts count from it too. */
export function noteShownData(at: number | null): void {
  if (at === null) return;
  const now = shownStore.getState().shownAt;
  if (now === null || at > now) shownStore.setState({ shownAt: at });
}

/** Forgets the shown data (logout, site switch): nothing was shown of the next session yet. */
export function forgetShownData(): void {
  shownStore.setState({ shownAt: null });
}

/**
 * Whether the console is offline and since when no data has come (offlineSince): the one time the
 * offline banner, the kiosk strip and the pages' age lines all say.
 */
export function useOfflineSince(): { offline: boolean; since: number | null } {
  const { offline, lastDataAt } = useOffline();
  const shownAt = useStore(shownStore, (s) => s.shownAt);
  return { offline, since: offlineSince(lastDataAt, shownAt) };
}

/** Bumped each time live data comes back after being offline: failed panels retry on it. */
export const recoveryStore = createStore<{ recoveries: number }>(() => ({ recoveries: 0 }));

export function signalRecovery(): void {
  recoveryStore.setState((s) => ({ recoveries: s.recoveries + 1 }));
}

export function useRecoveries(): number {
  return useStore(recoveryStore, (s) => s.recoveries);
}
