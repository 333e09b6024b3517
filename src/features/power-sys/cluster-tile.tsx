import { memo } from 'react';
import { formatNumber, formatRate } from '@/lib/format/number';
import { formatCellTemp, formatCellVoltage, formatMv } from './cell-format';
import { statusTone, TONE_CLASS } from './status';
import { cellPosition, type ClusterRow } from './summary-rows';
import { fill, type TileText } from './tile-text';

/** Tile height in rem, so the large-screen skin's bigger type still fits. */
export const TILE_HEIGHT_REM = 12;

/** One cluster at a glance; one text node per line keeps 100 tiles light. */
export const ClusterTile = memo(function ClusterTile({
  row,
  text,
  onOpen,
}: {
  row: ClusterRow;
  text: TileText;
  onOpen: (clusterNo: number) => void;
}) {
  const pos = (index: number) => {
    const p = cellPosition(index, row.cellsPerRack, row.cellsPerPack);
    return p ? fill(text.at, { rack: p.rack, cell: p.cell }) : '-';
  };
  const soc = Number.isFinite(row.soc) ? Math.max(0, Math.min(100, row.soc)) : 0;
  const line = 'truncate tabular-nums';
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
          {fill(text.title, { cluster: row.clusterNo, container: row.containerNo })}
        </span>
        <span
          className={`shrink-0 whitespace-nowrap rounded px-1.5 py-0.5 text-xs font-medium ${TONE_CLASS[statusTone(row.status)]}`}
        >
          {text.status(row.status)}
        </span>
      </span>
      <span className="tabular-nums text-fg">
        {`${text.soc} ${formatRate(row.soc, 1)}`}
        <span className="mt-1 block h-1.5 w-full rounded bg-surface-2">
          <span className="block h-full rounded bg-primary" style={{ width: `${soc}%` }} />
        </span>
      </span>
      <span className={line}>
        {fill(text.uip, {
          voltage: formatNumber(row.voltage, 1),
          current: formatNumber(row.current, 1),
          power: formatNumber(row.power, 1),
        })}
      </span>
      <span
        className={line}
      >{`${text.maxV} ${formatCellVoltage(row.maxCellMv)} @ ${pos(row.maxCellMvIndex)}`}</span>
      <span
        className={line}
      >{`${text.minV} ${formatCellVoltage(row.minCellMv)} @ ${pos(row.minCellMvIndex)}`}</span>
      <span
        className={line}
      >{`${text.maxT} ${formatCellTemp(row.maxTempDeciC)} @ ${pos(row.maxTempIndex)}`}</span>
      <span
        className={line}
      >{`${text.minT} ${formatCellTemp(row.minTempDeciC)} @ ${pos(row.minTempIndex)}`}</span>
      <span className={line}>{`${text.spread} ${formatMv(row.spreadMv)}`}</span>
    </button>
  );
});
