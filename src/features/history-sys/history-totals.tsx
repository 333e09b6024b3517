import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { TimeSeriesChart, type SeriesDef } from '@/components/charts/time-series-chart';
import { ReportTable } from '@/components/report-table';
import { EmptyState } from '@/components/states';
import type { HistoryTotal } from '@/contract/api/history';
import { useAxisFormat } from '@/components/charts/use-axis-format';
import { formatGrouped } from '@/lib/format/quantity';
import { zonedToEpoch } from '@/lib/station-time';

export const TOTAL_COLUMNS = [
  'pvKwh',
  'loadKwh',
  'gridImportKwh',
  'gridExportKwh',
  'chargeKwh',
  'dischargeKwh',
  'generatorKwh',
] as const;
type Column = (typeof TOTAL_COLUMNS)[number];

const r3 = (v: number) => Math.round(v * 1000) / 1000;

/** Per column: the sum of the rows (3 decimals, as the server rounds). */
export function sumTotals(rows: HistoryTotal[]): Record<Column, number> {
  return Object.fromEntries(TOTAL_COLUMNS.map((c) => [c, r3(rows.reduce((s, r) => s + r[c], 0))])) as Record<
    Column,
    number
  >;
}

/* Midnight of a row's day (or month) in the station's zone; a period change shifts the window by
   a day, so most rows were converted before (zonedToEpoch costs Intl lookups). */
const starts = new Map<string, number>();
// Columns keep kWh: thousands separators, never a per-cell scale (spec §9 large values).
const cell = (v: number) => <span data-value={v}>{formatGrouped(v, 3)}</span>;

function timeOf(key: string, tz: string) {
  const id = `${tz}|${key}`;
  let ms = starts.get(id);
  if (ms === undefined) {
    if (starts.size > 5000) starts.clear();
    const [y, m, d] = key.split('-').map(Number);
    ms = zonedToEpoch(y, m, d || 1, tz);
    starts.set(id, ms);
  }
  return ms;
}

/** Energy per day or month: one chosen column as a histogram, every column in the table. */
export const HistoryTotals = memo(function HistoryTotals({
  rows,
  monthly,
  timeZone,
  withChart = true,
}: {
  rows: HistoryTotal[];
  monthly: boolean;
  timeZone: string;
  /** False in the day view: one day is one bar, the power curves above say more (and a second
      chart redrawn on every period switch costs the switch a frame). The day view then runs none
      of the chart's work (its points, axis scale, column choice) either. */
  withChart?: boolean;
}) {
  const { t } = useTranslation('reports');
  const total = useMemo(() => sumTotals(rows), [rows]);
  // Headers per language (translation lookups are not free on every period switch), totals per rows.
  const headers = useMemo(
    () => ({
      date: monthly ? t('common.month') : t('common.date'),
      ...(Object.fromEntries(TOTAL_COLUMNS.map((c) => [c, `${t(`history.columns.${c}`)} (kWh)`])) as Record<
        Column,
        string
      >),
    }),
    [t, monthly],
  );
  // Cell renderers stay the same across period switches (ReportTable then skips unchanged rows);
  // only the footer follows the rows.
  const body = useMemo(
    () => [
      { key: 'date', header: headers.date, render: (r: HistoryTotal) => r.date, align: 'left' as const },
      ...TOTAL_COLUMNS.map((c) => ({ key: c, header: headers[c], render: (r: HistoryTotal) => cell(r[c]) })),
    ],
    [headers],
  );
  const columns = useMemo(
    () => body.map((c) => (c.key === 'date' ? c : { ...c, footer: cell(total[c.key as Column]) })),
    [body, total],
  );
  return (
    <div className="flex flex-col gap-4">
      {withChart ? <TotalsChart rows={rows} monthly={monthly} timeZone={timeZone} /> : null}
      <ReportTable
        testId="history-table"
        caption={t('history.title')}
        rows={rows}
        rowKey={rowKey}
        footerLabel={t('common.total')}
        columns={columns}
      />
    </div>
  );
});

const rowKey = (r: HistoryTotal) => r.date;
// The select above the chart names the column: no title or last-value label on the axis.
const SERIES: SeriesDef[] = [{ id: 'v', kind: 'histogram', colorVar: '--c-primary' }];

/** The chosen column per day (or month) as a histogram, in its card with the column's select. */
function TotalsChart({
  rows,
  monthly,
  timeZone,
}: {
  rows: HistoryTotal[];
  monthly: boolean;
  timeZone: string;
}) {
  const { t } = useTranslation('reports');
  const [chosen, setColumn] = useState<Column | null>(null);
  // Until the user picks one, the first column with energy in the period (PV is 0 at night).
  const column = chosen ?? TOTAL_COLUMNS.find((c) => rows.some((r) => r[c])) ?? 'pvKwh';
  const data = useMemo(
    () => ({ v: rows.map((r) => ({ t: timeOf(r.date, timeZone), v: r[column] })) }),
    [rows, column, timeZone],
  );
  const formatValue = useAxisFormat(() => data.v.map((p) => p.v), 'energy');
  // The title and the column names once per language: a period switch looks none of them up again.
  const title = useMemo(
    () => t('history.energyTitle', { unit: monthly ? t('energy.unitMonth') : t('energy.unitDay') }),
    [t, monthly],
  );
  const options = useMemo(
    () =>
      TOTAL_COLUMNS.map((c) => (
        <option key={c} value={c}>
          {t(`history.columns.${c}`)}
        </option>
      )),
    [t],
  );
  return (
    <Card
      title={title}
      actions={
        <select
          aria-label={t('energy.chartFlow')}
          value={column}
          onChange={(e) => setColumn(e.target.value as Column)}
          className="rounded-md border border-line bg-surface-2 px-2 py-1 text-sm text-fg"
        >
          {options}
        </select>
      }
    >
      {rows.every((r) => !r[column]) ? (
        <EmptyState />
      ) : (
        <TimeSeriesChart
          series={SERIES}
          data={data}
          timeZone={timeZone}
          dateOnly
          lastValues={false}
          height={280}
          formatValue={formatValue}
          data-testid="history-energy-chart"
        />
      )}
    </Card>
  );
}
