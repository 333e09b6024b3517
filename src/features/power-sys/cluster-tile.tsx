import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatRate } from '@/lib/format/number';
import { formatCellTemp, formatCellVoltage, formatMv } from './cell-format';
import { statusLabelKey, statusTone, TONE_CLASS } from './status';
import { cellPosition, type ClusterRow } from './summary-rows';

/** Tile height in rem, so the large-screen skin's bigger type still fits. */
export const TILE_HEIGHT_REM = 10.5;

/** One cluster at a glance; a few text nodes per line keep 100 tiles light. */
export const ClusterTile = memo(function ClusterTile({
  row,
  onOpen,
}: {
  row: ClusterRow;
  onOpen: (clusterNo: number) => void;
}) {
  const { t } = useTranslation('power');
  const pos = (index: number) => {
    const p = cellPosition(index, row.cellsPerRack, row.cellsPerPack);
    return p ? t('tile.at', { rack: p.rack, cell: p.cell }) : '-';
  };
  const soc = Number.isFinite(row.soc) ? Math.max(0, Math.min(100, row.soc)) : 0;
  return (
    <button
      type="button"
      data-testid="cluster-tile"
      data-cluster={row.clusterNo}
      data-live={Number.isFinite(row.updatedAt)}
      data-status={row.status}
      onClick={() => onOpen(row.clusterNo)}
      style={{ height: `${TILE_HEIGHT_REM}rem` }}
      className="flex w-full flex-col gap-1 overflow-hidden rounded-lg border border-line bg-surface p-2.5 text-left text-xs leading-tight text-muted transition hover:border-primary"
    >
      <span className="flex w-full items-center justify-between gap-2 text-sm font-semibold text-fg">
        <span className="truncate">
          {t('tile.title', { cluster: row.clusterNo, container: row.containerNo })}
        </span>
        <span
          className={`shrink-0 whitespace-nowrap rounded px-1.5 py-0.5 text-xs font-medium ${TONE_CLASS[statusTone(row.status)]}`}
        >
          {t(statusLabelKey(row.status))}
        </span>
      </span>
      <span className="tabular-nums text-fg">
        {t('tile.soc', { soc: formatRate(row.soc, 1) })}
        <span className="mt-1 block h-1.5 w-full rounded bg-surface-2">
          <span className="block h-full rounded bg-primary" style={{ width: `${soc}%` }} />
        </span>
      </span>
      <span className="truncate tabular-nums">
        {t('tile.uip', {
          voltage: formatNumber(row.voltage, 1),
          current: formatNumber(row.current, 1),
          power: formatNumber(row.power, 1),
        })}
      </span>
      <span className="truncate tabular-nums">
        {t('tile.maxV', { value: formatCellVoltage(row.maxCellMv), at: pos(row.maxCellMvIndex) })}
      </span>
      <span className="truncate tabular-nums">
        {t('tile.minV', { value: formatCellVoltage(row.minCellMv), at: pos(row.minCellMvIndex) })}
      </span>
      <span className="truncate tabular-nums">
        {t('tile.maxT', { value: formatCellTemp(row.maxTempDeciC), at: pos(row.maxTempIndex) })}
      </span>
      <span className="truncate tabular-nums">
        {t('tile.minT', { value: formatCellTemp(row.minTempDeciC), at: pos(row.minTempIndex) })}
      </span>
      <span className="truncate tabular-nums">{t('tile.spread', { value: formatMv(row.spreadMv) })}</span>
    </button>
  );
});
