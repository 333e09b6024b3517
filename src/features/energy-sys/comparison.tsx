import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { ENERGY_GROUPS, type EnergyGroup } from '@/contract/api/energy';
import { deltaPercent } from '@/lib/delta-percent';
import { formatRate } from '@/lib/format/number';
import { formatWithScale, scaleFor } from '@/lib/format/quantity';
import { usePreferences } from '@/stores/preferences';
import type { EnergyRows } from './energy-rows';

function Delta({ now, base }: { now?: number; base?: number }) {
  const d = deltaPercent(now, base);
  const sign = d !== null && d > 0 ? '+' : '';
  const colour = d === null ? 'text-muted' : d >= 0 ? 'text-success' : 'text-danger';
  return <span className={`text-xs ${colour}`}>{d === null ? '--' : `${sign}${formatRate(d, 1)}`}</span>;
}

/** Totals of this period beside the previous period and the same period last year, with deltas. */
export function Comparison({
  group,
  current,
  previous,
  lastYear,
}: {
  group: EnergyGroup;
  current: EnergyRows;
  previous?: EnergyRows;
  lastYear?: EnergyRows;
}) {
  const { t } = useTranslation('reports');
  const language = usePreferences((s) => s.language);
  // One scale per column (spec §9 large values), chosen from the column's largest figure.
  const flows = ENERGY_GROUPS[group];
  const scale = (rows?: EnergyRows) =>
    scaleFor(rows ? flows.map((f) => rows.total[f]) : [], 'energy', language);
  const [cur, prev, last] = [scale(current), scale(previous), scale(lastYear)];
  return (
    <Card title={t('energy.compare.title')}>
      <table className="w-full text-sm" data-testid="energy-comparison">
        <thead className="text-muted">
          <tr>
            <th scope="col" className="py-1 text-left font-medium" />
            <th scope="col" className="py-1 text-right font-medium">
              {t('energy.compare.current')}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {t('energy.compare.previous')}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {t('energy.compare.lastYear')}
            </th>
          </tr>
        </thead>
        <tbody>
          {ENERGY_GROUPS[group].map((f) => (
            <tr key={f} className="border-t border-line">
              <th scope="row" className="py-1.5 text-left font-normal text-fg">
                {t(`energy.flows.${f}`)}
              </th>
              <td className="py-1.5 text-right font-semibold text-fg tabular-nums">
                {formatWithScale(current.total[f], cur)}
              </td>
              <td className="py-1.5 text-right text-fg tabular-nums">
                {previous ? formatWithScale(previous.total[f], prev) : '-'}{' '}
                <Delta now={current.total[f]} base={previous?.total[f]} />
              </td>
              <td className="py-1.5 text-right text-fg tabular-nums">
                {lastYear ? formatWithScale(lastYear.total[f], last) : '-'}{' '}
                <Delta now={current.total[f]} base={lastYear?.total[f]} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
