import { useTranslation } from 'react-i18next';
import { efficiencyTrust } from '@/lib/efficiency';
import { formatRate } from '@/lib/format/number';

/**
 * A round-trip efficiency as an operator can trust it (issue 30; src/lib/efficiency.ts keeps the
 * one definition): a period that includes the station's today is marked "so far", a figure
 * above 100 % "not meaningful", each with its reason in the tooltip; a closed period's figure
 * stands alone.
 */
export function EfficiencyValue({ percent, partial }: { percent: number | null; partial: boolean }) {
  const { t } = useTranslation('reports');
  const trust = efficiencyTrust(percent, partial);
  if (trust === 'none' || trust === 'whole') return <>{formatRate(percent, 1)}</>;
  const over = trust === 'over';
  const reason = over
    ? t('efficiency.overReason', { value: formatRate(percent, 1) })
    : t('efficiency.partialReason');
  return (
    <span className="whitespace-nowrap" title={reason} data-trust={trust}>
      {over ? '>100%' : formatRate(percent, 1)}{' '}
      <span className="cursor-help text-xs font-normal text-muted underline decoration-dotted">
        {over ? t('efficiency.over') : t('efficiency.partial')}
      </span>
    </span>
  );
}
