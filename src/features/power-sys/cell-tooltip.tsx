import { useTranslation } from 'react-i18next';
import { useCellLimits } from '@/stores/limits';
import { colorOf, levelOf, scaleFor, type GridMetric, type GridMode } from '@/components/charts/color-scale';
import { SUMMARY_COL } from '@/contract/realtime-api';
import { LimitValue } from '@/components/health';
import { valueHealth } from '@/contract/limits';
import { formatCellAddress } from '@/lib/cell-address';
import { formatCellTemp, formatCellVoltage, formatDeviation } from './cell-format';
import { cellPosition } from './summary-rows';
import type { ClusterCells } from './use-cluster-cells';

/** Address and values of one cell, each against its limits, and the grid band named truthfully. */
export function CellTooltip({
  cells,
  index,
  metric,
  mode = 'limits',
  cellsPerRack,
  cellsPerPack,
}: {
  cells: ClusterCells | null;
  index: number;
  metric: GridMetric;
  mode?: GridMode;
  cellsPerRack: number;
  cellsPerPack: number;
}) {
  const limits = useCellLimits();
  const { t, i18n } = useTranslation(['power', 'monitor']);
  const pos = cellPosition(index, cellsPerRack, cellsPerPack);
  if (!cells || !pos) return <span>{t('grid.noData')}</span>;
  const at = cells.topology.cellOffset + index;
  const mv = cells.voltageMv[at] ?? NaN;
  const deci = cells.tempDeciC[at] ?? NaN;
  const mean = cells.summary[metric === 'voltage' ? SUMMARY_COL.meanCellMv : SUMMARY_COL.meanTempDeciC];
  const raw = (metric === 'voltage' ? mv : deci) - (mode === 'deviation' ? mean : 0);
  const scale = scaleFor(metric, mode, limits);
  const level = levelOf(scale, raw);
  return (
    <div data-cell-index={index} data-voltage-mv={mv} data-temp-deci={deci} data-level={level ?? 'missing'}>
      <div className="mb-1 font-semibold" data-testid="tooltip-address">
        {formatCellAddress(
          {
            container: cells.topology.containerNo,
            cluster: cells.topology.clusterNo,
            rack: pos.rack,
            pack: pos.pack,
            cell: pos.cell,
          },
          i18n.language,
        )}
      </div>
      <div className="flex justify-between gap-2" data-testid="tooltip-voltage">
        <span className="text-muted">{t('grid.voltage')}</span>
        <LimitValue health={valueHealth(mv, limits.voltageMv)} text={formatCellVoltage(mv)} />
      </div>
      <div className="flex justify-between gap-2" data-testid="tooltip-temperature">
        <span className="text-muted">{t('grid.temperature')}</span>
        <LimitValue health={valueHealth(deci, limits.tempDeciC)} text={formatCellTemp(deci)} />
      </div>
      <div className="mt-1 flex items-center gap-1">
        <span
          data-testid="tooltip-swatch"
          className="inline-block h-3 w-3 rounded-sm"
          style={{ background: colorOf(scale, raw) }}
        />
        <span>{level ? t(`monitor:scale.band.${level}`) : t('grid.noData')}</span>
        {mode === 'deviation' && level ? (
          <span className="tabular-nums text-muted">{formatDeviation(metric, raw)}</span>
        ) : null}
      </div>
    </div>
  );
}
