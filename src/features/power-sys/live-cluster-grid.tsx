import { memo, useEffect, useRef } from 'react';
import { useCellLimits } from '@/stores/limits';
import { useTranslation } from 'react-i18next';
import { CellGrid, type CellGridHandle } from '@/components/charts/cell-grid';
import { ColorLegend } from '@/components/charts/color-legend';
import { scaleFor, type GridMetric, type GridMode } from '@/components/charts/color-scale';
import { SUMMARY_COL } from '@/contract/realtime-api';
import type { ClusterTopology } from '@/contract/realtime-api';
import { CellTooltip } from './cell-tooltip';
import { legendFormat } from './cell-format';
import { gridRows } from './drill';
import { useClusterCells, type ClusterCells } from './use-cluster-cells';

interface Props {
  site: string;
  topology: ClusterTopology;
  rack: number | null;
  pack: number | null;
  metric: GridMetric;
  mode: GridMode;
  /** Cell within the pack to outline (cell level). */
  selectedCell?: number | null;
  onCell: (index: number) => void;
}

/** One cluster's cells (all racks, one rack's packs, or one pack) repainted from each frame. */
export const LiveClusterGrid = memo(function LiveClusterGrid({
  site,
  topology,
  rack,
  pack,
  metric,
  mode,
  selectedCell,
  onCell,
}: Props) {
  const limits = useCellLimits();
  const { t } = useTranslation(['power', 'monitor']);
  const grid = useRef<CellGridHandle>(null);
  const scale = scaleFor(metric, mode, limits);
  const rows = gridRows({ rack, pack }, topology);
  const offsets = useRef<number[]>(rows.rowOffsets);
  useEffect(() => {
    offsets.current = rows.rowOffsets;
  });

  const paint = (cells: ClusterCells) => {
    const base = cells.topology.cellOffset;
    const values = metric === 'voltage' ? cells.voltageMv : cells.tempDeciC;
    const mean = cells.summary[metric === 'voltage' ? SUMMARY_COL.meanCellMv : SUMMARY_COL.meanTempDeciC];
    grid.current?.paint(
      values,
      offsets.current.map((o) => base + o),
      offsets.current.map(() => mean),
    );
  };
  // A new scope or metric repaints at once from the last frame, not on the next batch.
  const latest = useClusterCells(site, topology.clusterNo, paint, `${rack}|${pack}|${metric}|${mode}`);

  const indexAt = (row: number, col: number) => rows.rowOffsets[row] + col;
  const perPack = topology.cellsPerPack || topology.cellsPerRack;
  const rowLabel = (row: number) => {
    if (rack === null) return t('grid.rackShort', { n: row + 1 });
    if (pack === null) return t('grid.packShort', { n: row + 1 });
    return t('grid.packShort', { n: pack });
  };

  return (
    <div className="space-y-2">
      <CellGrid
        ref={grid}
        rows={rows.rowOffsets.length}
        cols={rows.cols}
        groupCols={rows.groupCols}
        scale={scale}
        maxCell={rack === null ? 48 : 72}
        maxCellH={rack === null ? 30 : 48}
        rowLabel={rowLabel}
        colLabel={(col) => String(col + 1)}
        ariaLabel={t('grid.aria', { cluster: topology.clusterNo })}
        selected={pack !== null && selectedCell ? { row: 0, col: selectedCell - 1 } : null}
        onCellClick={({ row, col }) => onCell(indexAt(row, col))}
        renderTooltip={({ row, col }) => (
          <CellTooltip
            cells={latest.current}
            index={indexAt(row, col)}
            metric={metric}
            mode={mode}
            cellsPerRack={topology.cellsPerRack}
            cellsPerPack={perPack}
          />
        )}
      />
      <ColorLegend
        scale={scale}
        title={metric === 'voltage' ? t('grid.legendVoltage') : t('grid.legendTemperature')}
        format={legendFormat(metric, mode)}
        bandLabel={(level) => t(`monitor:scale.band.${level}`)}
      />
    </div>
  );
});
