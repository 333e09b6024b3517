import { useMemo, type RefObject } from 'react';
import type { GatewaySeen } from '@/lib/gateway-cards';
import { useGatewaySeenPainter } from '@/realtime/use-device-reporting';
import { setText } from '@/lib/set-text';

/** The attribute naming the gateway whose last-seen time an element shows. */
export const SEEN_ATTR = 'data-gateway-seen';

/** What writes the last-seen times into the elements under `list`. */
function seenPainter(list: RefObject<HTMLElement | null>, say: (ms: number | null) => string) {
  return (seen: GatewaySeen) => {
    const root = list.current;
    if (!root) return;
    for (const el of root.querySelectorAll(`[${SEEN_ATTR}]`)) {
      const ms = seen[el.getAttribute(SEEN_ATTR)!];
      if (ms !== undefined) setText(el, say(ms));
    }
  };
}

/**
 * Writes each gateway's last-seen time into its card's element (`[data-gateway-seen=<id>]` under
 * `list`, rendered without children, a `tick-box`) when its shown second changes: the time ticks
 * with every message and the cards do not render for it, nor does the page lay out around it
 * (issue 34). `cards` is what the list renders from: a new list finds the elements again. Keep
 * `say` stable.
 */
export function useGatewaySeenWriter(
  site: string,
  list: RefObject<HTMLElement | null>,
  cards: unknown,
  say: (ms: number | null) => string,
): void {
  const paint = useMemo(() => seenPainter(list, say), [list, say]);
  useGatewaySeenPainter(site, cards, paint);
}
