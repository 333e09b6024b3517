import { memo, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { exportProfit } from '@/api/profit';
import { ExportButton } from '@/components/export-button';
import { PageHeader } from '@/components/page-header';
import { PeriodNavigator } from '@/components/period/period-navigator';
import { usePeriod } from '@/widgets/period/use-period';
import { EmptyState } from '@/components/states';
import type { PeriodKind } from '@/lib/period';
import { useSite } from '@/stores/site';
import type { ReportKind } from './report-columns';
import { ReportView } from './report-view';

const KINDS: readonly PeriodKind[] = ['day', 'week', 'month', 'custom'];
const REPORTS: readonly ReportKind[] = ['quantity', 'fee', 'pcs', 'gf'];
/** Spec §5: chart ranges 7 days, 30 days or 3 months. */
const PRESETS = [7, 30, 92] as const;
const MAX_DAYS = 92;

/** chartSys: storage quantity, profit, PCS quantity and PV generation by tariff period. */
export function Page() {
  const { t } = useTranslation('reports');
  const site = useSite((s) => s.currentSite);
  const [params, setParams] = useSearchParams();
  const kind = REPORTS.find((k) => k === params.get('report')) ?? 'quantity';
  const state = usePeriod({ kinds: KINDS, defaultKind: 'month', maxDays: MAX_DAYS });
  const { range } = state;
  const q = range && { startTime: range.start, endTime: range.end, site };
  const pickReport = useCallback(
    (k: ReportKind) => setParams((p) => ({ ...Object.fromEntries(p), report: k })),
    [setParams],
  );
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
      <ReportTabs kind={kind} onPick={pickReport} />
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
        // Keyed by the report: a tab switch never draws the last report's rows in this one.
        <ReportView
          key={kind}
          kind={kind}
          range={q}
          timeZone={state.timeZone}
          period={state.period}
          commissioning={state.commissioning}
        />
      )}
    </div>
  );
}

/** The report tabs: a memo with a stable handler, so a period switch leaves them unrendered. */
const ReportTabs = memo(function ReportTabs({
  kind,
  onPick,
}: {
  kind: ReportKind;
  onPick: (k: ReportKind) => void;
}) {
  const { t } = useTranslation('reports');
  return (
    <div role="tablist" aria-label={t('chart.tabList')} className="flex flex-wrap gap-1">
      {REPORTS.map((k) => (
        <button
          key={k}
          role="tab"
          type="button"
          aria-selected={k === kind}
          onClick={() => onPick(k)}
          className={`rounded-md px-3 py-1.5 text-sm ${k === kind ? 'bg-primary text-on-primary' : 'bg-surface-2 text-fg hover:bg-surface'}`}
        >
          {t(`chart.tabs.${k}`)}
        </button>
      ))}
    </div>
  );
});
