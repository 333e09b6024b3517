import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfitRange } from '@/api/profit';
import { Card } from '@/components/card';
import { useStationToday } from '@/components/period/use-station-today';
import { ReportTable } from '@/components/report-table';
import { QueryState } from '@/components/states';
import type { ProfitTotal } from '@/contract/api/profit';
import { formatGrouped } from '@/lib/format/quantity';
import type { Period } from '@/lib/period';
import { reportColumns, type ReportKind, type ReportRow } from './report-columns';
import { ReportChart } from './report-chart';
import { partQuery, reportOptions, reportRowKey } from './report-queries';
import { RevenueChartPanel, RevenueTotalsPanel } from './revenue-compare';
import { withStableCells } from './stable-columns';
import { Top7Panel } from './top7-panel';

const NO_ROWS: ReportRow[] = [];

/**
 * One report over one range. The page mounts it keyed by the report kind, so its queries and
 * table start afresh on a tab switch: rows kept for a period change (`keepPreviousData`) are
 * always rows of this report, never another report's rows under this report's columns.
 */
export function ReportView({
  kind,
  range,
  timeZone,
  period,
  commissioning,
}: {
  kind: ReportKind;
  range: Required<ProfitRange>;
  timeZone: string;
  /** The chosen period and the commissioning day: profit is compared with the period before. */
  period: Period;
  commissioning: string | null;
}) {
  const today = useStationToday(timeZone);
  const { t } = useTranslation('reports');
  // Rows, totals and usage in one answer: a period switch renders the report once, not per call.
  const report = useQuery(reportOptions(kind, range));
  const page = partQuery(report, (a) => a.page);
  const total = partQuery(report, (a) => a.total);
  const usage = partQuery(report, (a) => a.usage);
  const lastDays = partQuery(report, (a) => a.lastDays);
  const rows = page.data?.records ?? NO_ROWS;
  // Cell renderers once per report, language and day; footers per rows (the table skips the rows
  // a switch did not change).
  const cells = useMemo(() => reportColumns(kind, t, NO_ROWS, today), [kind, t, today]);
  const columns = useMemo(
    () => withStableCells(reportColumns(kind, t, rows, today), cells),
    [kind, t, rows, today, cells],
  );
  return (
    <>
      <div className="grid gap-4 xl:grid-cols-[2fr_1fr]">
        <section
          className="rounded-md border border-line bg-surface p-3"
          aria-label={t(`chart.chartOf.${kind}`)}
        >
          {kind === 'fee' ? (
            // Profit: this period beside the previous period and last year, in one chart.
            <RevenueChartPanel
              period={period}
              range={range}
              commissioning={commissioning}
              timeZone={timeZone}
            />
          ) : (
            <>
              <h2 className="mb-2 text-sm font-medium text-muted">{t(`chart.chartOf.${kind}`)}</h2>
              <QueryState query={page}>
                {(data) => (
                  <ReportChart kind={kind} usage={usage} rows={data.records ?? NO_ROWS} timeZone={timeZone} />
                )}
              </QueryState>
            </>
          )}
        </section>
        <div className="flex flex-col gap-4">
          <Card title={t('chart.totalsTitle')}>
            <QueryState query={total}>{(tot) => <Totals kind={kind} total={tot} />}</QueryState>
            {kind === 'fee' ? (
              <RevenueTotalsPanel period={period} range={range} commissioning={commissioning} />
            ) : null}
          </Card>
          <Top7Panel range={range} days={lastDays} />
        </div>
      </div>
      <QueryState query={page} isEmpty={(d) => !d.records?.length}>
        {() => (
          <ReportTable
            testId="report-table"
            caption={t(`chart.tabs.${kind}`)}
            rows={rows}
            rowKey={reportRowKey}
            footerLabel={t('common.total')}
            columns={columns}
          />
        )}
      </QueryState>
    </>
  );
}

function Totals({ kind, total }: { kind: ReportKind; total: ProfitTotal }) {
  const { t } = useTranslation('reports');
  const yuan = t('common.yuan');
  return (
    <dl className="grid grid-cols-2 gap-2 text-sm" data-testid="report-api-total">
      {kind === 'fee' ? (
        <Figure label={`${t('chart.profit')} (${yuan})`} value={total.profit} />
      ) : kind === 'gf' ? (
        <>
          <Figure label={`${t('chart.generation')} (kWh)`} value={total.generation?.total} />
          <Figure label={`${t('chart.value')} (${yuan})`} value={total.generationValue} />
        </>
      ) : (
        <>
          <Figure label={`${t('chart.charge')} (kWh)`} value={total.charge?.total} />
          <Figure label={`${t('chart.discharge')} (kWh)`} value={total.discharge?.total} />
        </>
      )}
    </dl>
  );
}

function Figure({ label, value }: { label: string; value: number | undefined }) {
  return (
    <div className="rounded bg-surface-2 px-2 py-1.5">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="text-base font-semibold text-fg tabular-nums" data-value={value ?? ''}>
        {formatGrouped(value, 3)}
      </dd>
    </div>
  );
}
