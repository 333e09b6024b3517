import { memo } from 'react';
import { useCellLimits, useLimits } from '@/stores/limits';
import { asHealth, HEALTH_BADGE, HealthIcon, LimitValue } from '@/components/health';
import { valueHealth, type CellLimits } from '@/contract/limits';
import { formatCellAddress } from '@/lib/cell-address';
import { formatNumber, formatRate } from '@/lib/format/number';
import { formatCellTemp, formatCellVoltage, formatMv } from './cell-format';
import { statusTone, TONE_CLASS } from './status';
import { cellPosition, type ClusterRow } from './summary-rows';
import { fill } from '@/lib/fill-template';
import { shownKeys } from './shown-key';
import { setTrailingText } from '@/lib/set-text';
import type { TileText } from './tile-text';

/** Tile height in rem, so the large-screen skin's bigger type still fits. */
export const TILE_HEIGHT_REM = 12;

/**
 * What a tile renders of a row under the given limits, as text (see shownKeys): everything it
 * shows but the figures of tileFigures, which move with nearly every batch and are written into
 * the mounted tiles by paintTileFigures (issue 34: with the station running, 33 tiles and their 20
 * limit values rendered each second on powerSys). Their health levels and places render.
 */
const tileKey = shownKeys((row: ClusterRow, limits: CellLimits) =>
  [
    row.clusterNo,
    row.containerNo,
    row.cellsPerRack,
    row.cellsPerPack,
    row.status,
    row.health,
    Number.isFinite(row.updatedAt),
    formatRate(row.soc, 1),
    valueHealth(row.maxCellMv, limits.voltageMv),
    row.maxCellMvIndex,
    valueHealth(row.minCellMv, limits.voltageMv),
    row.minCellMvIndex,
    valueHealth(row.maxTempDeciC, limits.tempDeciC),
    row.maxTempIndex,
    valueHealth(row.minTempDeciC, limits.tempDeciC),
    row.minTempIndex,
    valueHealth(row.spreadMv, limits.spreadMv),
  ].join('|'),
);

/** A tile's moving figures as shown, by the data-testid of the element whose last text they are. */
function tileFigures(row: ClusterRow, text: TileText): [testId: string, text: string][] {
  return [
    [
      'tile-uip',
      fill(text.uip, {
        voltage: formatNumber(row.voltage, 1),
        current: formatNumber(row.current, 1),
        power: formatNumber(row.power, 1),
      }),
    ],
    ['tile-max-v', formatCellVoltage(row.maxCellMv)],
    ['tile-min-v', formatCellVoltage(row.minCellMv)],
    ['tile-max-t', formatCellTemp(row.maxTempDeciC)],
    ['tile-min-t', formatCellTemp(row.minTempDeciC)],
    ['tile-spread', formatMv(row.spreadMv)],
  ];
}

/**
 * Writes the rows' moving figures into their mounted live tiles under `box` (ClusterTiles calls it
 * after each render; a tile renders only when its shape, tileKey, changes). A text is written
 * only when it changed; rows without a mounted tile, and offline tiles, are skipped.
 */
export function paintTileFigures(box: HTMLElement, rows: readonly ClusterRow[], text: TileText): void {
  const tiles = new Map<string, Element>();
  for (const el of box.querySelectorAll('[data-testid="cluster-tile"][data-live]'))
    tiles.set(el.getAttribute('data-cluster')!, el);
  for (const row of rows) {
    const tile = tiles.get(String(row.clusterNo));
    if (!tile) continue;
    for (const [testId, figure] of tileFigures(row, text)) {
      const el = tile.querySelector(`[data-testid="${testId}"]`);
      if (el) setTrailingText(el, figure);
    }
  }
}

interface TileProps {
  row: ClusterRow;
  text: TileText;
  onOpen: (clusterNo: number) => void;
  /** Set while the cluster's BMS is silent: 'No data since 10:02:03' in place of the figures. */
  offline?: string;
}

/**
 * The same tile on screen: a row whose figures moved below the shown precision renders nothing
 * (with 100 clusters at 1 Hz, most of them each second). A change of limits renders the tiles
 * through useCellLimits.
 */
function sameTile(a: TileProps, b: TileProps): boolean {
  if (a.text !== b.text || a.onOpen !== b.onOpen || a.offline !== b.offline) return false;
  if (a.row === b.row) return true;
  const limits = useLimits.getState().cell;
  return tileKey(a.row, limits) === tileKey(b.row, limits);
}

/**
 * One cluster at a glance. The badge is the derived status (values against the limits combined
 * with alarms); a value beyond its limit is drawn in its level's colour with an icon.
 */
export const ClusterTile = memo(function ClusterTile({ row, text, onOpen, offline }: TileProps) {
  // The grid's item is this div; the tile inside it is a box of its own size (contain-strict), so
  // that its figures changing lay out the tile alone: Chromium never lays out from a grid item,
  // and without it each batch relaid all of powerSys (2 770 boxes; issue 34).
  return (
    <div>
      {offline !== undefined ? (
        <OfflineTile row={row} text={text} onOpen={onOpen} offline={offline} />
      ) : (
        <LiveTile row={row} text={text} onOpen={onOpen} />
      )}
    </div>
  );
}, sameTile);

/** A cluster whose BMS does not report: offline with its last-seen time, never its last figures. */
function OfflineTile({ row, text, onOpen, offline }: TileProps & { offline: string }) {
  return (
    <button
      type="button"
      data-testid="cluster-tile"
      data-cluster={row.clusterNo}
      data-offline="true"
      onClick={() => onOpen(row.clusterNo)}
      style={{ height: `${TILE_HEIGHT_REM}rem` }}
      className="isolate flex w-full flex-col gap-1 overflow-hidden contain-strict rounded-lg border border-danger bg-surface p-2.5 text-left text-xs leading-tight text-muted transition hover:border-primary"
    >
      <span className="flex w-full items-center justify-between gap-2 text-sm font-semibold text-fg">
        <span className="shrink-0" data-device-name="">
          {fill(text.title, { cluster: row.clusterNo, container: row.containerNo })}
        </span>
        <span
          data-testid="tile-status"
          className={`rounded px-1.5 py-0.5 text-xs font-medium ${HEALTH_BADGE[2]}`}
        >
          {text.offline}
        </span>
      </span>
      <span data-testid="tile-offline" className="font-medium text-danger">
        {offline}
      </span>
    </button>
  );
}

function LiveTile({ row, text, onOpen }: TileProps) {
  const limits = useCellLimits();
  const pos = (index: number) => {
    const p = cellPosition(index, row.cellsPerRack, row.cellsPerPack);
    return p ? formatCellAddress({ rack: p.rack, cell: p.cell }, text.language) : '-';
  };
  // At the precision the SOC text shows: a bar that moved by a thousandth of a pixel was a DOM
  // write per tile and second.
  const soc = Number.isFinite(row.soc) ? formatNumber(Math.max(0, Math.min(100, row.soc)), 1) : '0';
  const health = asHealth(row.health);
  const line = 'truncate tabular-nums';
  // The cell's place names a device: never cut (a narrow tile cuts the label first). The extremes
  // share one two-column grid (label | place), so a row costs two elements, not four: the DOM
  // budget (ARCHITECTURE §6, < 3 000 nodes at 100 clusters) counts every one of them.
  const value = (label: string, shown: string, h: number, at: number | null, testId: string) => (
    <>
      <span className={at === null ? 'col-span-2 min-w-0 truncate' : 'min-w-0 truncate'}>
        {`${label} `}
        <LimitValue health={asHealth(h)} text={shown} testId={testId} />
      </span>
      {at === null ? null : (
        <span className="whitespace-nowrap" data-device-name="">
          {`· ${pos(at)}`}
        </span>
      )}
    </>
  );
  return (
    <button
      type="button"
      data-testid="cluster-tile"
      data-cluster={row.clusterNo}
      data-live={Number.isFinite(row.updatedAt)}
      data-status={row.status}
      data-health={health}
      onClick={() => onOpen(row.clusterNo)}
      style={{ height: `${TILE_HEIGHT_REM}rem` }}
      className={`isolate flex w-full flex-col gap-1 overflow-hidden contain-strict rounded-lg border bg-surface p-2.5 text-left text-xs leading-tight text-muted transition hover:border-primary ${health === 2 ? 'border-danger' : health === 1 ? 'border-warning' : 'border-line'}`}
    >
      <span className="text-sm font-semibold text-fg" data-device-name="">
        {fill(text.title, { cluster: row.clusterNo, container: row.containerNo })}
      </span>
      {/* The status shares the SOC's line, which has room for 'Discharging forbidden' whole at
          1280 in every skin; beside the cluster's name it lost its last letters (issue 30). */}
      <span className="flex flex-wrap items-center justify-between gap-x-2 tabular-nums text-fg">
        {`${text.soc} ${formatRate(row.soc, 1)}`}
        <span
          data-testid="tile-status"
          title={health > 0 ? text.health[health] : text.status(row.status)}
          className={`inline-flex items-center gap-1 whitespace-nowrap rounded px-1.5 py-0.5 text-xs font-medium ${health > 0 ? HEALTH_BADGE[health] : TONE_CLASS[statusTone(row.status)]}`}
        >
          <HealthIcon health={health} />
          {health > 0 ? text.health[health] : text.status(row.status)}
        </span>
        {/* One element: the filled part is a gradient stop, not a second node (DOM budget). */}
        <span
          data-soc-bar={soc}
          className="mt-1 block h-1.5 basis-full rounded bg-surface-2"
          style={{
            backgroundImage: `linear-gradient(to right, var(--color-primary) ${soc}%, transparent ${soc}%)`,
          }}
        />
      </span>
      <span className={line} data-testid="tile-uip">
        {fill(text.uip, {
          voltage: formatNumber(row.voltage, 1),
          current: formatNumber(row.current, 1),
          power: formatNumber(row.power, 1),
        })}
      </span>
      <span className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-1 gap-y-1 tabular-nums">
        {value(
          text.maxV,
          formatCellVoltage(row.maxCellMv),
          valueHealth(row.maxCellMv, limits.voltageMv),
          row.maxCellMvIndex,
          'tile-max-v',
        )}
        {value(
          text.minV,
          formatCellVoltage(row.minCellMv),
          valueHealth(row.minCellMv, limits.voltageMv),
          row.minCellMvIndex,
          'tile-min-v',
        )}
        {value(
          text.maxT,
          formatCellTemp(row.maxTempDeciC),
          valueHealth(row.maxTempDeciC, limits.tempDeciC),
          row.maxTempIndex,
          'tile-max-t',
        )}
        {value(
          text.minT,
          formatCellTemp(row.minTempDeciC),
          valueHealth(row.minTempDeciC, limits.tempDeciC),
          row.minTempIndex,
          'tile-min-t',
        )}
        {value(
          text.spread,
          formatMv(row.spreadMv),
          valueHealth(row.spreadMv, limits.spreadMv),
          null,
          'tile-spread',
        )}
      </span>
    </button>
  );
}
