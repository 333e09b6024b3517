import { useTranslation } from 'react-i18next';
import { ENERGY_GROUPS, type EnergyGroup } from '@/contract/api/energy';
import type { EnergyRows } from './energy-rows';
import { RowsTable } from './rows-table';

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
  return (
    <RowsTable
      testId="energy-table"
      caption={t('energy.detailTitle')}
      rows={data.rows}
      total={data.total}
      monthly={monthly}
      columns={ENERGY_GROUPS[group].map((f) => ({ key: f, header: t(`energy.flows.${f}`) }))}
    />
  );
}
