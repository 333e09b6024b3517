import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { ENERGY_GROUPS, type EnergyGroup } from '@/contract/api/energy';
import { deltaPercent } from '@/lib/delta-percent';
import { formatRate } from '@/lib/format/number';
import { formatWithScale, scaleFor, type Scale } from '@/lib/format/quantity';
import { usePreferences } from '@/stores/preferences';
import type { EnergyRows } from './energy-rows';

function Delta({ now, base }: { now?: number; base?: number }) {
  const d = deltaPercent(now, base);
  const sign = d !== null && d > 0 ? '+' : '';
  const colour = d === null ? 'text-muted' : d >= 0 ? 'text-success' : 'text-danger';
  return <span className={`text-xs ${colour}`}>{d === null ? '--' : `${sign}${formatRate(d, 1)}`}</span>;
}

/**
 * A compared period's figure and change: '-' while it loads, 'no data' when the station stored no
 * day of it (before its history or its commissioning: not a zero, issue 30).
 */
function Compared(p: { now?: number; base?: number; rows?: EnergyRows | null; scale: Scale }) {
  const { t } = useTranslation('reports');
  if (p.rows === null || p.rows?.rows.length === 0)
    return <td className="py-1.5 text-right text-muted">{t('energy.compare.noData')}</td>;
  return (
    <td className="py-1.5 text-right text-fg tabular-nums">
      {p.rows ? formatWithScale(p.base, p.scale) : '-'} <Delta now={p.now} base={p.base} />
    </td>
  );
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
  /** undefined while loading; null when the period lies before the station's commissioning. */
  previous?: EnergyRows | null;
  lastYear?: EnergyRows | null;
}) {
  const { t } = useTranslation('reports');
  const language = usePreferences((s) => s.language);
  // One scale per column (spec §9 large values), chosen from the column's largest figure.
  const flows = ENERGY_GROUPS[group];
  const scale = (rows?: EnergyRows | null) =>
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
              <Compared now={current.total[f]} base={previous?.total[f]} rows={previous} scale={prev} />
              <Compared now={current.total[f]} base={lastYear?.total[f]} rows={lastYear} scale={last} />
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
