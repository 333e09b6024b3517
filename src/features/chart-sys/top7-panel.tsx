import { useTranslation } from 'react-i18next';
import type { ProfitRange } from '@/api/profit';
import { Card } from '@/components/card';
import { QueryState, type QueryLike } from '@/components/states';
import { formatNumber } from '@/lib/format/number';
import { lastSevenDays, type DayRow } from './last-days';

/**
 * The last seven days of the chosen period (fewer when the period is shorter): charge, discharge
 * and profit per day, the period's last day last. It follows the period, as the table does: its
 * days are part of the report's answer (report-queries.ts), arriving with the rows.
 */
export function Top7Panel({ range, days }: { range: ProfitRange; days: QueryLike<DayRow[]> }) {
  const { t } = useTranslation('reports');
  const q = lastSevenDays(range);
  return (
    <Card
      title={t('chart.top7')}
      actions={
        <span className="text-xs font-medium text-muted tabular-nums" data-testid="top7-range">
          {q.startTime === q.endTime ? q.startTime : `${q.startTime} – ${q.endTime}`}
        </span>
      }
    >
      <QueryState query={days} isEmpty={(rows) => rows.length === 0}>
        {(rows) => (
          <table className="w-full text-sm" data-testid="top7-table">
            <thead className="text-muted">
              <tr>
                <th scope="col" className="py-1 text-left font-medium">
                  {t('common.date')}
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  {t('chart.charge')} (kWh)
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  {t('chart.discharge')} (kWh)
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  {t('chart.profit')} ({t('common.yuan')})
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.date} data-date={r.date} className="border-t border-line tabular-nums text-fg">
                  <td className="whitespace-nowrap py-1 pr-2">{r.date.slice(5)}</td>
                  <td className="py-1 text-right">{formatNumber(r.charge, 1)}</td>
                  <td className="py-1 text-right">{formatNumber(r.discharge, 1)}</td>
                  <td className="py-1 text-right">{formatNumber(r.profit, 2)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryState>
    </Card>
  );
}
