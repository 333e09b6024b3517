import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { exportProfit, getProfitPage, getProfitTotal } from '@/api/profit';
import { ExportButton } from '@/components/export-button';
import { PageHeader } from '@/components/page-header';
import { PeriodNavigator } from '@/components/period/period-navigator';
import { usePeriod } from '@/widgets/period/use-period';
import { ReportTable } from '@/components/report-table';
import { EmptyState, QueryState } from '@/components/states';
import { formatLarge } from '@/lib/format/number';
import type { PeriodKind } from '@/lib/period';
import { useSite } from '@/stores/site';
import { reportColumns, type ReportKind, type ReportRow } from './report-columns';
import { ReportChart } from './report-chart';
import { Top7Panel } from './top7-panel';

const KINDS: readonly PeriodKind[] = ['day', 'week', 'month', 'custom'];
const REPORTS: readonly ReportKind[] = ['quantity', 'fee', 'pcs', 'gf'];
/** Spec §5: chart ranges 7 days, 30 days or 3 months. */
const PRESETS = [7, 30, 92] as const;
const MAX_DAYS = 92;
/** Every row of a ≤ 92-day range on one page (PCS: days × PCS), so the footer sums all shown. */
const ALL_ROWS = 1000;

/** chartSys: storage quantity, profit, PCS quantity and PV generation by tariff period. */
export function Page() {
  const { t } = useTranslation('reports');
  const site = useSite((s) => s.currentSite);
  const [params, setParams] = useSearchParams();
  const kind = REPORTS.find((k) => k === params.get('report')) ?? 'quantity';
  const state = usePeriod({ kinds: KINDS, defaultKind: 'month', maxDays: MAX_DAYS });
  const { range } = state;
  const q = range && { startTime: range.start, endTime: range.end, site };
  const page = useQuery({
    queryKey: ['profitday', kind, 'page', q],
    queryFn: () => getProfitPage(kind, { ...q!, current: 1, size: ALL_ROWS }),
    enabled: !!q,
    placeholderData: keepPreviousData,
  });
  const total = useQuery({
    queryKey: ['profitday', kind, 'total', q],
    queryFn: () => getProfitTotal(kind, q!),
    enabled: !!q,
  });
  const exportFile = q ? t(`chart.exportFile.${kind}`, { start: q.startTime, end: q.endTime }) : '';

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t('chart.title')}
        subtitle={t('chart.subtitle')}
        actions={
          <ExportButton
            label={exportFile}
            disabled={!q}
            run={(control) => exportProfit(kind, q!, exportFile, control)}
          />
        }
      />
      <div role="tablist" aria-label={t('chart.tabList')} className="flex flex-wrap gap-1">
        {REPORTS.map((k) => (
          <button
            key={k}
            role="tab"
            type="button"
            aria-selected={k === kind}
            onClick={() => setParams((p) => ({ ...Object.fromEntries(p), report: k }))}
            className={`rounded-md px-3 py-1.5 text-sm ${k === kind ? 'bg-primary text-on-primary' : 'bg-surface-2 text-fg hover:bg-surface'}`}
          >
            {t(`chart.tabs.${k}`)}
          </button>
        ))}
      </div>
      <PeriodNavigator
        state={state}
        kinds={KINDS}
        maxDays={MAX_DAYS}
        tooLongMessage={t('limits.range92')}
        presets={PRESETS}
      />
      {!q ? (
        state.problem ? null : (
          <EmptyState label={t('common.noRange')} />
        )
      ) : (
        <>
          <div className="grid gap-4 xl:grid-cols-[2fr_1fr]">
            <section
              className="rounded-md border border-line bg-surface p-3"
              aria-label={t(`chart.chartOf.${kind}`)}
            >
              <h2 className="mb-2 text-sm font-medium text-muted">{t(`chart.chartOf.${kind}`)}</h2>
              <QueryState query={page}>
                {(data) => (
                  <ReportChart kind={kind} range={q} rows={data.records} timeZone={state.timeZone} />
                )}
              </QueryState>
            </section>
            <div className="flex flex-col gap-4">
              <section
                className="rounded-md border border-line bg-surface p-3"
                aria-label={t('chart.totalsTitle')}
              >
                <h2 className="mb-2 text-sm font-medium text-muted">{t('chart.totalsTitle')}</h2>
                <QueryState query={total}>
                  {(tot) => (
                    <dl className="grid grid-cols-2 gap-2 text-sm" data-testid="report-api-total">
                      {kind === 'fee' ? (
                        <Figure label={`${t('chart.profit')} (${t('common.yuan')})`} value={tot.profit} />
                      ) : kind === 'gf' ? (
                        <>
                          <Figure label={`${t('chart.generation')} (kWh)`} value={tot.generation.total} />
                          <Figure
                            label={`${t('chart.value')} (${t('common.yuan')})`}
                            value={tot.generationValue}
                          />
                        </>
                      ) : (
                        <>
                          <Figure label={`${t('chart.charge')} (kWh)`} value={tot.charge.total} />
                          <Figure label={`${t('chart.discharge')} (kWh)`} value={tot.discharge.total} />
                        </>
                      )}
                    </dl>
                  )}
                </QueryState>
              </section>
              <Top7Panel site={site} />
            </div>
          </div>
          <QueryState query={page} isEmpty={(d) => d.records.length === 0}>
            {(data) => {
              const rows = data.records as ReportRow[];
              return (
                <ReportTable
                  testId="report-table"
                  caption={t(`chart.tabs.${kind}`)}
                  rows={rows}
                  rowKey={(r) => ('pcsNo' in r ? `${r.date}-${r.pcsNo}` : r.date)}
                  footerLabel={t('common.total')}
                  columns={reportColumns(kind, t, rows)}
                />
              );
            }}
          </QueryState>
        </>
      )}
    </div>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded bg-surface-2 px-2 py-1.5">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="text-base font-semibold text-fg tabular-nums" data-value={value}>
        {formatLarge(value, 3)}
      </dd>
    </div>
  );
}
