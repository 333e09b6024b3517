import { useTranslation } from 'react-i18next';
import { colorOf, levelOf, scaleFor, type GridMetric } from '@/components/charts/color-scale';
import { formatCellTemp, formatCellVoltage } from './cell-format';
import { cellPosition } from './summary-rows';
import type { ClusterCells } from './use-cluster-cells';

/** Position and values of one cell, with the colour band of the grid's metric. */
export function CellTooltip({
  cells,
  index,
  metric,
  cellsPerRack,
  cellsPerPack,
}: {
  cells: ClusterCells | null;
  index: number;
  metric: GridMetric;
  cellsPerRack: number;
  cellsPerPack: number;
}) {
  const { t } = useTranslation('power');
  const pos = cellPosition(index, cellsPerRack, cellsPerPack);
  if (!cells || !pos) return <span>{t('grid.noData')}</span>;
  const at = cells.topology.cellOffset + index;
  const mv = cells.voltageMv[at] ?? NaN;
  const deci = cells.tempDeciC[at] ?? NaN;
  const raw = metric === 'voltage' ? mv : deci;
  const scale = scaleFor(metric);
  const level = levelOf(scale, raw);
  return (
    <div data-cell-index={index} data-voltage-mv={mv} data-temp-deci={deci} data-level={level ?? 'missing'}>
      <div className="mb-1 font-semibold">
        {t('grid.position', {
          container: cells.topology.containerNo,
          cluster: cells.topology.clusterNo,
          ...pos,
        })}
      </div>
      <div className="flex justify-between gap-2" data-testid="tooltip-voltage">
        <span className="text-muted">{t('grid.voltage')}</span>
        <span className="tabular-nums">{formatCellVoltage(mv)}</span>
      </div>
      <div className="flex justify-between gap-2" data-testid="tooltip-temperature">
        <span className="text-muted">{t('grid.temperature')}</span>
        <span className="tabular-nums">{formatCellTemp(deci)}</span>
      </div>
      <div className="mt-1 flex items-center gap-1">
        <span
          data-testid="tooltip-swatch"
          className="inline-block h-3 w-3 rounded-sm"
          style={{ background: colorOf(scale, raw) }}
        />
        <span>{level ? t(`level.${level}`) : t('grid.noData')}</span>
      </div>
    </div>
  );
}
