import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeSeriesChart, type SeriesDef } from '@/components/charts/time-series-chart';
import { EmptyState } from '@/components/states';
import type { HistoryPoint } from '@/contract/api/history';
import { formatNumber } from '@/lib/format/number';

const SERIES = [
  { id: 'pv', field: 'pvKw', colorVar: '--c-warning', kind: 'area' },
  { id: 'grid', field: 'gridKw', colorVar: '--c-primary', kind: 'line' },
  { id: 'load', field: 'loadKw', colorVar: '--c-danger', kind: 'line' },
  { id: 'storage', field: 'storageKw', colorVar: '--c-charge', kind: 'line' },
  { id: 'generator', field: 'generatorKw', colorVar: '--c-muted', kind: 'line' },
] as const;

/** Five power curves of 5-minute points: PV as an area, grid, load, storage and generator lines. */
export const PowerChart = memo(function PowerChart({
  points,
  timeZone,
}: {
  points: HistoryPoint[];
  timeZone: string;
}) {
  const { t } = useTranslation('reports');
  const series = useMemo<SeriesDef[]>(
    () =>
      SERIES.map((s) => ({
        id: s.id,
        kind: s.kind,
        colorVar: s.colorVar,
        title: t(`history.series.${s.id}`),
      })),
    [t],
  );
  const data = useMemo(
    () => Object.fromEntries(SERIES.map((s) => [s.id, points.map((p) => ({ t: p.ts, v: p[s.field] }))])),
    [points],
  );
  if (points.length === 0) return <EmptyState />;
  return (
    <>
      <TimeSeriesChart
        series={series}
        data={data}
        timeZone={timeZone}
        height={320}
        formatValue={(v) => `${formatNumber(v, 1)} kW`}
        data-testid="history-power-chart"
      />
      <ul className="mt-2 flex flex-wrap gap-4 text-xs text-muted" aria-hidden>
        {SERIES.map((s) => (
          <li key={s.id} className="flex items-center gap-1">
            <span className="inline-block h-2 w-3 rounded-sm" style={{ background: `var(${s.colorVar})` }} />
            {t(`history.series.${s.id}`)}
          </li>
        ))}
      </ul>
    </>
  );
});
