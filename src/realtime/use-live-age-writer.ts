import { useLayoutEffect, useRef } from 'react';
import { setText } from '@/lib/set-text';
import { realtimeStore, type RealtimeState } from './realtime-store';
import { subscribeStoreAndNow } from './use-freshness';

/** The words of a live age line: whether it is stale, its whole seconds and the receive time. */
export type LiveAgeSay = (stale: boolean, seconds: number, receivedAt: number) => string;

/**
 * A live age line's text at `now`, through a cache: `say` (an i18next call) runs only when the
 * shown seconds change or, once stale, the receive time it names does.
 */
export function liveAgeCache(
  say: LiveAgeSay,
  staleAfterMs = 5000,
): (receivedAt: number, now: number) => string {
  let shown: string | undefined;
  let text = '';
  return (receivedAt, now) => {
    const seconds = Math.floor(Math.max(0, now - receivedAt) / 1000);
    const stale = seconds * 1000 > staleAfterMs;
    const key = stale ? `${seconds}|${receivedAt}` : `${seconds}`;
    if (key !== shown) {
      shown = key;
      text = say(stale, seconds, receivedAt);
    }
    return text;
  };
}

/**
 * Writes the age of the time `pick` reads from the store into the returned element's text node,
 * on store updates and ticks of the shared 1 s clock, while `active`: time passes without
 * rendering (issue 34). Render the element without children while active (React would write to
 * a text node of its own), and give it a key of its own so React never reuses it for text.
 * `say` changes (language) repaint; keep `pick` stable.
 */
export function useLiveAgeWriter<E extends HTMLElement>(
  pick: (s: RealtimeState) => number | null,
  active: boolean,
  say: LiveAgeSay,
  staleAfterMs = 5000,
): React.RefObject<E | null> {
  const ref = useRef<E>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || !active) return;
    const text = liveAgeCache(say, staleAfterMs);
    const paint = () => {
      const at = pick(realtimeStore.getState());
      if (at === null) return;
      const next = text(at, Math.max(Date.now(), at));
      setText(el, next);
    };
    paint();
    return subscribeStoreAndNow(paint);
  }, [pick, active, say, staleAfterMs]);
  return ref;
}
