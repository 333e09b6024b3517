import { useTranslation } from 'react-i18next';
import { ageParts } from '@/realtime/format-age';
import { useFreshness } from '@/realtime/use-freshness';

/**
 * "Last data 3 s ago" for a panel fed by a topic (live) or by polling (rest); turns to the
 * warning colour once stale. Only this line follows the 1 s clock.
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
  const { ageMs, stale } = useFreshness(receivedAt, staleAfterMs);
  const parts = ageMs === null ? null : ageParts(ageMs);
  return (
    <span
      data-testid="data-age"
      data-stale={stale}
      data-source={receivedAt === null ? 'none' : source}
      className={stale ? 'text-warning' : ''}
    >
      {parts ? t('lastData', { age: t(`age.${parts.key}`, { count: parts.count }) }) : t('noData')}
    </span>
  );
}
