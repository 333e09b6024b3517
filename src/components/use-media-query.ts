import { useCallback, useSyncExternalStore } from 'react';

const lists = new Map<string, MediaQueryList>();

/**
 * One MediaQueryList per query, kept: React reads the snapshot with each render of a caller, and
 * a new matchMedia() each time cost ~1 ms per batch on powerSys' cluster view (issue 34). Where
 * there is no matchMedia (jsdom, very old browsers) no media query matches.
 */
function mediaList(query: string): MediaQueryList | null {
  if (typeof window.matchMedia !== 'function') return null;
  let list = lists.get(query);
  if (!list) lists.set(query, (list = window.matchMedia(query)));
  return list;
}

/** Whether a CSS media query matches now, followed as the window changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaList(query)?.matches ?? false,
    () => false,
  );
}
