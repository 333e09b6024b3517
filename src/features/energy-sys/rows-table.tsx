import { useTranslation } from 'react-i18next';
import { ReportTable } from '@/components/report-table';
import type { FlowValues, KeyedRow } from '@/lib/energy-sum';
import { formatGrouped } from '@/lib/format/quantity';

/**
 * A figure with its exact value for tests and copy. The columns keep kWh (in the caption), so
 * large figures get thousands separators instead of a scale: no column mixes scales (spec §9).
 */
const cell = (v: number | undefined) => <span data-value={v ?? ''}>{formatGrouped(v, 3)}</span>;

/**
 * Days (months for a year) of kWh figures, with the total of the rows in the footer; used by the
 * detail, per-group and tariff-period tables of energySys.
 */
export function RowsTable<F extends string>({
  rows,
  total,
  columns,
  monthly,
  caption,
  testId,
}: {
  rows: KeyedRow<F>[];
  total: FlowValues<F>;
  columns: ReadonlyArray<{ key: F; header: string }>;
  monthly: boolean;
  caption: string;
  testId: string;
}) {
  const { t } = useTranslation('reports');
  return (
    <ReportTable
      testId={testId}
      caption={caption}
      rows={rows}
      rowKey={(r) => r.key}
      footerLabel={t('common.total')}
      columns={[
        {
          key: 'date',
          header: monthly ? t('common.month') : t('common.date'),
          render: (r) => r.key,
          align: 'left',
        },
        ...columns.map((c) => ({
          key: c.key,
          header: `${c.header} (kWh)`,
          render: (r: KeyedRow<F>) => cell(r.values[c.key]),
          footer: cell(total[c.key]),
        })),
      ]}
    />
  );
}
