import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsStale } from '@/realtime/use-freshness';

/**
 * Greys its children when the value is older than `staleAfterMs` (freshness of spec §4 /
 * ARCHITECTURE §4); the tooltip says how old. `receivedAt` comes from useTopic or a frame.
 */
export function FreshValue({
  receivedAt,
  staleAfterMs = 5000,
  children,
}: {
  receivedAt: number | null;
  staleAfterMs?: number;
  children: ReactNode;
}) {
  const { t } = useTranslation('realtime');
  const stale = useIsStale(receivedAt, staleAfterMs);
  return (
    <span
      data-stale={stale}
      className={stale ? 'opacity-50 grayscale' : undefined}
      title={stale ? t('stale', { seconds: Math.round(staleAfterMs / 1000) }) : undefined}
    >
      {children}
    </span>
  );
}
