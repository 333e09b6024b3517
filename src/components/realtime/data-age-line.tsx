import { useCallback, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { setText } from '@/lib/set-text';
import { ageTextCache, type AgeT } from '@/realtime/age-text';
import { getNow, subscribeNow } from '@/realtime/now-ticker';
import { realtimeStore } from '@/realtime/realtime-store';
import { freshness, subscribeStoreAndNow, useIsStale } from '@/realtime/use-freshness';

/**
 * Writes the age of `readAt()` into the element on each call of `subscribe`'s listener (the 1 s
 * clock, the store), through a text cache: nothing is written or translated while the shown age
 * stays the same. React never renders for it.
 */
function useAgeWriter(
  readAt: () => number | null,
  subscribe: (listener: () => void) => () => void,
): React.RefObject<HTMLSpanElement | null> {
  const { t } = useTranslation('realtime');
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    // ageText builds its keys (age.seconds, ...): t's typed keys are not known to it.
    const say: AgeT = (key, options) => t(key as never, options as never) as unknown as string;
    const text = ageTextCache(say);
    const paint = () => {
      const at = readAt();
      const next = text(at, Math.max(Date.now(), at ?? 0));
      setText(el, next);
    };
    paint();
    return subscribe(paint);
  }, [t, readAt, subscribe]);
  return ref;
}

/**
 * "Last data 3 s ago" for a panel fed by polling (rest) or a receive time its caller holds; turns
 * to the warning colour once stale. Time passes without rendering (ARCHITECTURE §6, issue 34): the
 * shared 1 s clock writes the text node itself; React renders the line only when its data, the
 * language or the staleness changes. For a live topic use TopicAgeLine (no render per message).
 */
export function DataAgeLine({
  receivedAt,
  source,
  staleAfterMs = 5000,
}: {
  receivedAt: number | null;
  source: 'live' | 'rest';
  staleAfterMs?: number;
}) {
  const stale = useIsStale(receivedAt, staleAfterMs);
  const readAt = useCallback(() => receivedAt, [receivedAt]);
  const ref = useAgeWriter(readAt, subscribeNow);
  // No React children: the text node belongs to the clock (React would keep writing to its own).
  return (
    <span
      ref={ref}
      data-testid="data-age"
      data-stale={stale}
      data-source={receivedAt === null ? 'none' : source}
      className={stale ? 'text-warning' : ''}
    />
  );
}

/**
 * The age line of a live topic, with the REST answer's time (`restAt`) until the topic arrives. It
 * reads the receive time from the store itself: a message renders nothing (issue 34: the line
 * and its host rendered with every batch); React renders when the source or the staleness flips.
 */
export function TopicAgeLine({
  topic,
  restAt,
  staleAfterMs = 5000,
}: {
  topic: string;
  restAt: number | null;
  staleAfterMs?: number;
}) {
  const live = useStore(realtimeStore, (s) => (s.topics[topic]?.receivedAt ?? null) !== null);
  const readAt = useCallback(
    () => realtimeStore.getState().topics[topic]?.receivedAt ?? restAt,
    [topic, restAt],
  );
  const readStale = useCallback(() => {
    const at = readAt();
    return freshness(at, Math.max(getNow(), at ?? 0), staleAfterMs).stale;
  }, [readAt, staleAfterMs]);
  const stale = useSyncExternalStore(subscribeStoreAndNow, readStale, readStale);
  const ref = useAgeWriter(readAt, subscribeStoreAndNow);
  return (
    <span
      ref={ref}
      data-testid="data-age"
      data-stale={stale}
      data-source={live ? 'live' : restAt === null ? 'none' : 'rest'}
      className={stale ? 'text-warning' : ''}
    />
  );
}
