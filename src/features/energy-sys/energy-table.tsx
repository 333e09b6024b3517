import { useTranslation } from 'react-i18next';
import { ReportTable } from '@/components/report-table';
import { ENERGY_GROUPS, type EnergyGroup } from '@/contract/api/energy';
import { formatLarge } from '@/lib/format/number';
import type { EnergyRows } from './energy-rows';

/** Rows newest last as in the chart, with the total of the rows in the footer (kWh). */
export function EnergyTable({
  group,
  data,
  monthly,
}: {
  group: EnergyGroup;
  data: EnergyRows;
  monthly: boolean;
}) {
  const { t } = useTranslation('reports');
  const cell = (v: number | undefined) => <span data-value={v ?? ''}>{formatLarge(v, 3)}</span>;
  return (
    <ReportTable
      testId="energy-table"
      caption={t('energy.detailTitle')}
      rows={data.rows}
      rowKey={(r) => r.key}
      footerLabel={t('common.total')}
      columns={[
        {
          key: 'date',
          header: monthly ? t('common.month') : t('common.date'),
          render: (r) => r.key,
          align: 'left',
        },
        ...ENERGY_GROUPS[group].map((f) => ({
          key: f,
          header: `${t(`energy.flows.${f}`)} (kWh)`,
          render: (r: EnergyRows['rows'][number]) => cell(r.values[f]),
          footer: cell(data.total[f]),
        })),
      ]}
    />
  );
}
