import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ageText } from '@/realtime/age-text';
import { subscribeNow } from '@/realtime/now-ticker';
import { useIsStale } from '@/realtime/use-freshness';

/**
 * "Last data 3 s ago" for a panel fed by a topic (live) or by polling (rest); turns to the
 * warning colour once stale. Time passes without rendering (ARCHITECTURE §6, issue 34): the
 * shared 1 s clock writes the text node itself; React renders the line only when its data, the
 * language or the staleness changes.
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
  const { t } = useTranslation('realtime');
  const stale = useIsStale(receivedAt, staleAfterMs);
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const paint = () => {
      // ageText builds its keys (age.seconds, ...): t's typed keys are not known to it.
      const say = (key: string, options?: Record<string, unknown>) =>
        t(key as never, options as never) as unknown as string;
      const text = ageText(say, receivedAt, Math.max(Date.now(), receivedAt ?? 0));
      if (el.textContent !== text) el.textContent = text;
    };
    paint();
    return subscribeNow(paint);
  }, [t, receivedAt]);
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
