import { useTranslation } from 'react-i18next';
import { formatRate } from '@/lib/format/number';
import { formatGrouped } from '@/lib/format/quantity';
import type { Range, RevenueTotals as Totals } from './revenue-comparison';

const rangeText = (r: Range | null) => (!r ? '-' : r.start === r.end ? r.start : `${r.start} – ${r.end}`);

function Change({ value }: { value: number | null }) {
  const colour = value === null ? 'text-muted' : value >= 0 ? 'text-success' : 'text-danger';
  return (
    <span className={`text-xs ${colour}`} data-delta={value ?? ''}>
      {value === null ? '--' : `${value > 0 ? '+' : ''}${formatRate(value, 1)}`}
    </span>
  );
}

/**
 * This period's profit beside the previous period's and last year's, each the sum of the rows the
 * chart draws and the comparison export lists, with the change against each.
 */
export function RevenueTotals({
  totals,
  current,
  previous,
  lastYear,
}: {
  totals: Totals;
  current: Range;
  previous: Range | null;
  lastYear: Range | null;
}) {
  const { t } = useTranslation('reports');
  const rows = [
    { key: 'current', range: current, value: totals.current, delta: undefined },
    { key: 'previous', range: previous, value: totals.previous, delta: totals.previousDelta },
    { key: 'lastYear', range: lastYear, value: totals.lastYear, delta: totals.lastYearDelta },
  ] as const;
  return (
    <table className="mt-3 w-full text-sm" data-testid="revenue-totals">
      <caption className="sr-only">{t('chart.compare.title')}</caption>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key} data-row={r.key} className="border-t border-line">
            <th scope="row" className="py-1.5 text-left font-normal">
              <span className="block text-fg">{t(`chart.compare.${r.key}`)}</span>
              <span className="block text-xs text-muted tabular-nums">{rangeText(r.range)}</span>
            </th>
            <td className="py-1.5 text-right tabular-nums">
              <span className="block font-semibold text-fg" data-value={r.value ?? ''}>
                {formatGrouped(r.value, 2)}
              </span>
              {r.delta === undefined ? null : <Change value={r.delta} />}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
