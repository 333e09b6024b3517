import { memo, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveChartCsv } from '@/api/custom-chart';
import { Button } from '@/components/button';
import { crosshairLabel } from '@/components/charts/chart-time-format';
import { LinesChart } from '@/components/charts/lines-chart';
import { EmptyState } from '@/components/states';
import type { ChartData } from '@/contract/api/custom-chart';
import { formatNumber } from '@/lib/format/number';
import { chartCsv, type DrawnChart, type SeriesView, seriesViews, stableViews } from './chart-series';

interface Cross {
  time: number;
  values: Record<string, number | null>;
}

/**
 * Legend (toggles), crosshair values, the chart with one pane per unit, and the export. A memo:
 * a range change renders the view first with the last range's answer (kept while the next loads),
 * and nothing here then. When the next answer lands, only the chart takes new data: the legend
 * (same series, same views) and the series definitions keep their identity.
 */
export const ChartBody = memo(function ChartBody({
  drawn,
  full,
  timeZone,
}: {
  drawn: DrawnChart;
  /** Every stored point of the shown range (the export's data). */
  full: (data: ChartData) => Promise<ChartData | null>;
  timeZone: string;
}) {
  const { t, i18n } = useTranslation('custom-chart');
  const { data, points } = drawn;
  const en = i18n.language === 'en';
  const last = useRef<SeriesView[] | null>(null);
  const views = useMemo(() => stableViews(last.current, seriesViews(data, en)), [data, en]);
  last.current = views;
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [cross, setCross] = useState<Cross | null>(null);
  const toggle = useCallback(
    (id: string) =>
      setHidden((cur) => {
        const next = new Set(cur);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  const onCrosshair = useCallback(
    (time: number | null, values: Record<string, number | null>) =>
      setCross(time === null ? null : { time, values }),
    [],
  );
  const series = useMemo(
    () =>
      views.map((v) => ({
        id: v.id,
        kind: 'line' as const,
        colorVar: v.colorVar,
        pane: v.pane,
        hidden: hidden.has(v.id),
        // (a month is drawn as min/max buckets, a point every 2–3 px: thin, chart-series.ts
        // lineWidth; every range alike, so a range change never re-creates the chart)
        lineWidth: 1 as const,
      })),
    [views, hidden],
  );
  const panes = Math.max(1, ...views.map((v) => v.pane + 1));
  if (data.series.every((s) => s.points.length === 0)) return <EmptyState label={t('view.noData')} />;
  const exportCsv = () => {
    const shown = new Set(views.filter((v) => !hidden.has(v.id)).map((v) => v.id));
    void full(data)
      .then((all) => {
        // (never the drawn buckets: a range with no stored points left has nothing to write)
        if (all)
          saveChartCsv(
            chartCsv(all, views, shown, timeZone, t('view.time')),
            t('view.file', { name: data.name }),
          );
      })
      // (a failed call was shown by the http client's toast)
      .catch(() => {});
  };
  return (
    <div>
      <div className="mb-2 flex flex-wrap items-center gap-2" role="group" aria-label={t('view.legend')}>
        <Legend views={views} hidden={hidden} cross={cross} onToggle={toggle} />
        <Button className="ml-auto" onClick={exportCsv}>
          {t('view.export')}
        </Button>
      </div>
      <LinesChart
        series={series}
        data={points}
        timeZone={timeZone}
        height={220 + 160 * (panes - 1)}
        onCrosshair={onCrosshair}
        data-testid="custom-chart"
      />
    </div>
  );
});

/** One toggle per series with its value under the crosshair, and the crosshair's time. */
const Legend = memo(function Legend({
  views,
  hidden,
  cross,
  onToggle,
}: {
  views: SeriesView[];
  hidden: ReadonlySet<string>;
  cross: Cross | null;
  onToggle: (id: string) => void;
}) {
  return (
    <>
      {views.map((v) => (
        <button
          key={v.id}
          type="button"
          aria-pressed={!hidden.has(v.id)}
          onClick={() => onToggle(v.id)}
          className={`flex items-center gap-1.5 rounded border border-line px-2 py-0.5 text-xs ${hidden.has(v.id) ? 'opacity-50' : ''}`}
        >
          <span className="h-2 w-3 rounded-sm" style={{ background: `var(${v.colorVar})` }} aria-hidden />
          {v.label}
          {v.unit ? ` (${v.unit})` : ''}
          <span className="tabular-nums text-muted" data-testid={`value-${v.id}`}>
            {cross ? formatNumber(cross.values[v.id], 3) : ''}
          </span>
        </button>
      ))}
      <span className="text-xs text-muted tabular-nums" data-testid="crosshair-time">
        {cross ? crosshairLabel(cross.time, false) : ''}
      </span>
    </>
  );
});
