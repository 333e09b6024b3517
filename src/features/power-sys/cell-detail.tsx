import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { colorOf, levelOf, scaleFor } from '@/components/charts/color-scale';
import type { ClusterTopology } from '@/contract/realtime-api';
import { formatCellTemp, formatCellVoltage } from './cell-format';
import { useCellLimits } from '@/stores/limits';
import { useClusterCells } from './use-cluster-cells';
import { useStationTimeZone } from '@/api/site-info';
import { type TREND_HOURS, useStoredCellTrend } from './stored-trend';
import { useCellTrendMetrics } from './trend-metrics';
import { TrendPanel } from './trend-panel';

/** The selected cell's live voltage and temperature (renders only when they change). */
const TREND_TITLE = {
  1: 'monitor:trend.cellTitle',
  24: 'monitor:trend.cellTitle24',
  168: 'monitor:trend.cellTitle7d',
} as const;

export function CellDetail({
  site,
  topology,
  index,
}: {
  site: string;
  topology: ClusterTopology;
  index: number;
}) {
  const { t } = useTranslation(['power', 'monitor']);
  const limits = useCellLimits();
  const trendMetrics = useCellTrendMetrics();
  const trendKey = useMemo(
    () => ({ site, clusterNo: topology.clusterNo, cell: index }),
    [site, topology.clusterNo, index],
  );
  const [value, setValue] = useState<{ mv: number; deci: number } | null>(null);
  // 1 h: the worker's live buffer; 24 h and 7 d: the station's stored minutes joined with it (issue 28).
  const [hours, setHours] = useState<(typeof TREND_HOURS)[number]>(1);
  const timeZone = useStationTimeZone();
  const stored = useStoredCellTrend(site, topology.clusterNo, index, topology.cellsPerRack, hours, timeZone);
  const history = useMemo(
    () => ({ hours, setHours, stored: stored.data ?? null, loading: stored.isFetching }),
    [hours, stored.data, stored.isFetching],
  );
  useClusterCells(site, topology.clusterNo, (cells) => {
    const at = cells.topology.cellOffset + index;
    const mv = cells.voltageMv[at];
    const deci = cells.tempDeciC[at];
    setValue((prev) => (prev && prev.mv === mv && prev.deci === deci ? prev : { mv, deci }));
  });
  const rows = [
    {
      key: 'voltage',
      label: t('grid.voltage'),
      text: formatCellVoltage(value?.mv ?? NaN),
      scale: scaleFor('voltage', 'limits', limits),
      raw: value?.mv ?? NaN,
    },
    {
      key: 'temperature',
      label: t('grid.temperature'),
      text: formatCellTemp(value?.deci ?? NaN),
      scale: scaleFor('temperature', 'limits', limits),
      raw: value?.deci ?? NaN,
    },
  ];
  return (
    <section
      className="rounded-lg border border-primary/60 bg-surface p-3"
      data-testid="cell-detail"
      data-voltage-mv={value?.mv}
      data-temp-deci={value?.deci}
    >
      <h2 className="mb-2 text-sm font-semibold text-fg">{t('cell.title')}</h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm tabular-nums">
        {rows.map((r) => {
          const level = levelOf(r.scale, r.raw);
          return (
            <div key={r.key} className="contents">
              <dt className="text-muted">{r.label}</dt>
              <dd className="flex items-center gap-2">
                <span
                  className="inline-block h-3 w-3 rounded-sm"
                  style={{ background: colorOf(r.scale, r.raw) }}
                />
                {r.text}
                <span className="text-xs text-muted">{level ? t(`monitor:scale.band.${level}`) : ''}</span>
              </dd>
            </div>
          );
        })}
      </dl>
      <div className="mt-3">
        <TrendPanel
          trendKey={trendKey}
          metrics={trendMetrics}
          title={t(TREND_TITLE[hours])}
          history={history}
          data-testid="cell-trend"
        />
      </div>
    </section>
  );
}
