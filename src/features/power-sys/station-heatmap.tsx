import { useEffect, useMemo, useRef } from 'react';
import { useCellLimits } from '@/stores/limits';
import { useTranslation } from 'react-i18next';
import { useStationTimeZone } from '@/api/site-info';
import { CellGrid, type CellGridHandle } from '@/components/charts/cell-grid';
import { ColorLegend } from '@/components/charts/color-legend';
import { scaleFor, type GridMetric, type GridMode } from '@/components/charts/color-scale';
import { formatZoned } from '@/lib/station-time';
import { selectSite } from '@/realtime/cluster-select';
import { realtimeStore, type ClusterFrame } from '@/realtime/realtime-store';
import { useClusterFrames } from '@/realtime/use-clusters';
import { useSilentClusters } from '@/realtime/use-device-reporting';
import { CellTooltip } from './cell-tooltip';
import { legendFormat } from './cell-format';
import { heatmapRows } from './heatmap-rows';
import type { ClusterRow } from './summary-rows';
import { pickCluster } from './use-cluster-cells';

/**
 * Every cell of every shown cluster on one canvas: a row per cluster (in the tiles' filter and
 * order), racks side by side. 100 × 12 × 24 = 28 800 cells, still a handful of DOM nodes.
 */
export function StationHeatmap({
  site,
  rows,
  metric,
  mode,
  onOpen,
}: {
  site: string;
  rows: ClusterRow[];
  metric: GridMetric;
  mode: GridMode;
  onOpen: (clusterNo: number, rack: number) => void;
}) {
  const limits = useCellLimits();
  const { t } = useTranslation(['power', 'monitor']);
  const grid = useRef<CellGridHandle>(null);
  const frameRef = useRef<ClusterFrame | null>(null);
  const clusterNos = rows.map((r) => r.clusterNo);
  const order = useRef<number[]>(clusterNos);
  useEffect(() => {
    order.current = clusterNos;
  });
  // A cluster whose BMS is silent paints as no data, not its last cells (issue 27).
  const silent = useSilentClusters(site);
  const silentNos = useMemo(() => new Set(silent.map((c) => c.clusterNo)), [silent]);
  const silentRef = useRef(silentNos);
  useEffect(() => {
    silentRef.current = silentNos;
  });
  const timeZone = useStationTimeZone();
  const shownSilent = silent.filter((c) => clusterNos.includes(c.clusterNo));
  const cellsPerRack = rows[0]?.cellsPerRack ?? 0;
  const cols = rows.reduce((n, r) => Math.max(n, r.racks * r.cellsPerRack), 0);
  const scale = scaleFor(metric, mode, limits);

  const paint = (frame: ClusterFrame) => {
    frameRef.current = frame;
    const { offsets, means } = heatmapRows(frame, order.current, metric, silentRef.current);
    grid.current?.paint(metric === 'voltage' ? frame.cellVoltageMv : frame.cellTempDeciC, offsets, means);
  };
  useClusterFrames(site, paint);
  const key = `${clusterNos.join(',')}|${metric}|${mode}|${[...silentNos].join(',')}`;
  useEffect(() => {
    const frame = realtimeStore.getState().clusters;
    if (frame) paint(selectSite(frame, site));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, site]);

  const rowAt = (row: number) => rows[row];
  return (
    <section className="space-y-2" aria-label={t('heatmap.title')}>
      {shownSilent.length > 0 ? (
        <ul className="text-xs font-medium text-danger" data-testid="heatmap-silent">
          {shownSilent.map((c) => (
            <li key={c.clusterNo} data-cluster={c.clusterNo}>
              {c.lastSeen === null
                ? t('heatmap.silentNever', { n: c.clusterNo })
                : t('heatmap.silent', {
                    n: c.clusterNo,
                    time: formatZoned(c.lastSeen, timeZone).slice(11),
                  })}
            </li>
          ))}
        </ul>
      ) : null}
      <CellGrid
        ref={grid}
        testId="cell-grid"
        rows={rows.length}
        cols={cols}
        groupCols={cellsPerRack || undefined}
        scale={scale}
        minCell={2}
        aspect={rows.length <= 40 ? 2.5 : 1}
        maxCell={24}
        maxCellH={12}
        rowLabel={(r) => t('grid.clusterShort', { n: rowAt(r)?.clusterNo ?? '' })}
        colLabel={(c) => (cellsPerRack ? t('grid.rackShort', { n: Math.floor(c / cellsPerRack) + 1 }) : '')}
        colTicks={
          cellsPerRack
            ? Array.from(
                { length: Math.floor(cols / cellsPerRack) },
                (_, r) => r * cellsPerRack + Math.floor(cellsPerRack / 2),
              )
            : []
        }
        ariaLabel={t('heatmap.title')}
        onCellClick={({ row, col }) => {
          const r = rowAt(row);
          if (r) onOpen(r.clusterNo, Math.floor(col / r.cellsPerRack) + 1);
        }}
        renderTooltip={({ row, col }) => {
          const r = rowAt(row);
          const frame = frameRef.current;
          return (
            <CellTooltip
              cells={frame && r && !silentNos.has(r.clusterNo) ? pickCluster(frame, r.clusterNo) : null}
              index={col}
              metric={metric}
              mode={mode}
              cellsPerRack={r?.cellsPerRack ?? 1}
              cellsPerPack={r?.cellsPerPack ?? 1}
            />
          );
        }}
      />
      <ColorLegend
        scale={scale}
        title={metric === 'voltage' ? t('grid.legendVoltage') : t('grid.legendTemperature')}
        format={legendFormat(metric, mode)}
        bandLabel={(level) => t(`monitor:scale.band.${level}`)}
      />
    </section>
  );
}
