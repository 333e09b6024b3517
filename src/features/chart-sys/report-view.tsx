import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getProfitPage, getProfitTotal, type ProfitRange } from '@/api/profit';
import { Card } from '@/components/card';
import { useStationToday } from '@/components/period/use-station-today';
import { ReportTable } from '@/components/report-table';
import { QueryState } from '@/components/states';
import type { ProfitTotal } from '@/contract/api/profit';
import { formatGrouped } from '@/lib/format/quantity';
import type { Period } from '@/lib/period';
import { reportColumns, type ReportKind, type ReportRow } from './report-columns';
import { ReportChart } from './report-chart';
import { RevenueChartPanel, RevenueTotalsPanel } from './revenue-compare';
import { Top7Panel } from './top7-panel';

/** Every row of a ≤ 92-day range on one page (PCS: days × PCS), so the footer sums all shown. */
const ALL_ROWS = 1000;

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
  const page = useQuery({
    queryKey: ['profitday', kind, 'page', range],
    queryFn: () => getProfitPage(kind, { ...range, current: 1, size: ALL_ROWS }),
    placeholderData: keepPreviousData,
  });
  const total = useQuery({
    queryKey: ['profitday', kind, 'total', range],
    queryFn: () => getProfitTotal(kind, range),
  });
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
                  <ReportChart kind={kind} range={range} rows={data.records ?? []} timeZone={timeZone} />
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
          <Top7Panel range={range} />
        </div>
      </div>
      <QueryState query={page} isEmpty={(d) => !d.records?.length}>
        {(data) => {
          const rows = data.records as ReportRow[];
          return (
            <ReportTable
              testId="report-table"
              caption={t(`chart.tabs.${kind}`)}
              rows={rows}
              rowKey={(r) => ('pcsNo' in r ? `${r.date}-${r.pcsNo}` : r.date)}
              footerLabel={t('common.total')}
              columns={reportColumns(kind, t, rows, today)}
            />
          );
        }}
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
