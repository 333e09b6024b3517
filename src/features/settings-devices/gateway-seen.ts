import { useLayoutEffect, type RefObject } from 'react';
import type { DevicesRealtime } from '@/contract/api/devices';
import { realtimeStore } from '@/realtime/realtime-store';

/** The attribute naming the gateway whose last-seen time an element shows. */
export const SEEN_ATTR = 'data-gateway-seen';

/**
 * Writes each gateway's last-seen time into its card's element (`[data-gateway-seen=<id>]` under
 * `list`, rendered without children) from the devices topic, on store updates: the time ticks
 * with every message and the cards do not render for it (issue 34). An element's text is written
 * only when its shown second changes. `cards` is what the list renders from: a new list (cards
 * added or replaced) finds the elements again. Keep `say` stable.
 */
export function useGatewaySeenWriter(
  topic: string,
  list: RefObject<HTMLElement | null>,
  cards: unknown,
  say: (ms: number | null) => string,
): void {
  useLayoutEffect(() => {
    const root = list.current;
    if (!root || !cards) return;
    const spans = new Map<string, { el: Element; shown?: number | null }>();
    for (const el of root.querySelectorAll(`[${SEEN_ATTR}]`)) spans.set(el.getAttribute(SEEN_ATTR)!, { el });
    let entry: unknown;
    const paint = () => {
      const e = realtimeStore.getState().topics[topic];
      if (e === entry) return;
      entry = e;
      const v = e?.value as DevicesRealtime | undefined;
      if (!v) return;
      for (const g of v.gateways) {
        const span = spans.get(g.id);
        if (!span) continue;
        const second = g.lastSeen === null ? null : Math.floor(g.lastSeen / 1000);
        if (span.shown === second) continue;
        span.shown = second;
        span.el.textContent = say(g.lastSeen);
      }
    };
    paint();
    return realtimeStore.subscribe(paint);
  }, [topic, list, cards, say]);
}
