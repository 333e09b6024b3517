import { useTranslation } from 'react-i18next';
import type { ProfitRange } from '@/api/profit';
import { saveFile } from '@/api/download';
import { ExportButton } from '@/components/export-button';
import { useStationToday } from '@/components/period/use-station-today';
import { LoadingState, QueryState } from '@/components/states';
import type { Period } from '@/lib/period';
import { RevenueChart } from './revenue-chart';
import { RevenueTotals } from './revenue-totals';
import { revenueXlsx } from './revenue-xlsx';
import { useRevenueComparison } from './use-revenue-comparison';

interface Props {
  period: Period;
  range: Required<ProfitRange>;
  commissioning: string | null;
  timeZone: string;
}

/** The profit chart with the previous period and last year, and the export of that comparison. */
export function RevenueChartPanel({ period, range, commissioning, timeZone }: Props) {
  const { t } = useTranslation('reports');
  const { comparison, current, ready } = useRevenueComparison(period, range, commissioning);
  const today = useStationToday(timeZone);
  const file = t('chart.compare.exportFile', { start: range.startTime, end: range.endTime });
  const unit = t('common.yuan');
  const exportIt = async () => {
    const blob = await revenueXlsx(comparison!, {
      sheet: t('chart.compare.title'),
      title: `${t('chart.compare.title')} ${range.startTime} – ${range.endTime}`,
      date: t('common.date'),
      profit: `${t('chart.compare.current')} (${unit})`,
      previousDate: t('chart.compare.previousDate'),
      previous: `${t('chart.compare.previous')} (${unit})`,
      lastYearDate: t('chart.compare.lastYearDate'),
      lastYear: `${t('chart.compare.lastYear')} (${unit})`,
      change: t('chart.compare.change'),
      total: t('common.total'),
    });
    return saveFile(blob, file);
  };
  return (
    <>
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-sm font-medium text-muted">{t('chart.compare.chartTitle', { unit })}</h2>
        <ExportButton
          label={file}
          disabled={!ready}
          run={exportIt}
          testId="revenue-compare-export"
          text={t('chart.compare.export')}
          title={t('chart.compare.exportHint')}
        />
      </div>
      <QueryState query={current}>
        {() =>
          comparison ? (
            <RevenueChart days={comparison.days} timeZone={timeZone} today={today} />
          ) : (
            <LoadingState />
          )
        }
      </QueryState>
    </>
  );
}

/** This period, the previous period and the same period last year, with the change. */
export function RevenueTotalsPanel({ period, range, commissioning }: Omit<Props, 'timeZone'>) {
  const { comparison, ranges } = useRevenueComparison(period, range, commissioning);
  if (!comparison) return null;
  return (
    <RevenueTotals
      totals={comparison.totals}
      current={{ start: range.startTime, end: range.endTime }}
      previous={ranges.previous}
      lastYear={ranges.lastYear}
    />
  );
}
