import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getProfitTop7 } from '@/api/profit';
import { QueryState } from '@/components/states';
import { formatNumber } from '@/lib/format/number';

/** The last seven days (`selectTop7`): charge, discharge and profit, today last. */
export function Top7Panel({ site }: { site: string }) {
  const { t } = useTranslation('reports');
  const top7 = useQuery({ queryKey: ['profitday', 'top7', site], queryFn: () => getProfitTop7({ site }) });
  return (
    <section className="rounded-md border border-line bg-surface p-3" aria-label={t('chart.top7')}>
      <h2 className="mb-2 text-sm font-medium text-muted">{t('chart.top7')}</h2>
      <QueryState query={top7} isEmpty={(rows) => rows.length === 0}>
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
                <tr key={r.date} className="border-t border-line tabular-nums text-fg">
                  <td className="py-1">{r.date.slice(5)}</td>
                  <td className="py-1 text-right">{formatNumber(r.charge, 1)}</td>
                  <td className="py-1 text-right">{formatNumber(r.discharge, 1)}</td>
                  <td className="py-1 text-right">{formatNumber(r.profit, 2)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryState>
    </section>
  );
}
