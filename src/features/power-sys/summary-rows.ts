import { SUMMARY_COL, SUMMARY_STRIDE, type ClusterTopology } from '@/contract/realtime-api';

/** One cluster's summary row, decoded from the batch's Float64Array. */
export interface ClusterRow {
  clusterNo: number;
  containerNo: number;
  racks: number;
  cellsPerRack: number;
  cellsPerPack: number;
  soc: number;
  soh: number;
  voltage: number;
  current: number;
  power: number;
  status: number;
  maxCellMv: number;
  maxCellMvIndex: number;
  minCellMv: number;
  minCellMvIndex: number;
  maxTempDeciC: number;
  maxTempIndex: number;
  minTempDeciC: number;
  minTempIndex: number;
  spreadMv: number;
  updatedAt: number;
  /** Health of the values against the shared limits (worker-computed for live rows). */
  measured: number;
  /** Status shown: `measured` combined with the running status and active alarms (cluster-health.ts). */
  health: number;
}

export function decodeRows(topology: ClusterTopology[], summary: Float64Array): ClusterRow[] {
  return topology.map((t, i) => decodeRow(t, summary, i));
}

/** Row `i` of a summary (topology `t`). */
function decodeRow(t: ClusterTopology, summary: Float64Array, i: number): ClusterRow {
  const at = (f: keyof typeof SUMMARY_COL) => summary[i * SUMMARY_STRIDE + SUMMARY_COL[f]];
  return {
    clusterNo: t.clusterNo,
    containerNo: t.containerNo,
    racks: t.racks,
    cellsPerRack: t.cellsPerRack,
    cellsPerPack: t.cellsPerPack,
    soc: at('soc'),
    soh: at('soh'),
    voltage: at('voltage'),
    current: at('current'),
    power: at('power'),
    status: at('status'),
    maxCellMv: at('maxCellMv'),
    maxCellMvIndex: at('maxCellMvIndex'),
    minCellMv: at('minCellMv'),
    minCellMvIndex: at('minCellMvIndex'),
    maxTempDeciC: at('maxTempDeciC'),
    maxTempIndex: at('maxTempIndex'),
    minTempDeciC: at('minTempDeciC'),
    minTempIndex: at('minTempIndex'),
    spreadMv: at('spreadMv'),
    updatedAt: at('updatedAt'),
    measured: at('health'),
    health: at('health'),
  };
}

/** 1-based rack, pack and cell of a rack-major cell index within a cluster. */
export interface CellPosition {
  rack: number;
  pack: number;
  /** Cell within the rack. */
  cell: number;
  /** Cell within the pack. */
  packCell: number;
}

export function cellPosition(index: number, cellsPerRack: number, cellsPerPack: number): CellPosition | null {
  if (!Number.isInteger(index) || index < 0 || cellsPerRack <= 0) return null;
  const inRack = index % cellsPerRack;
  const perPack = cellsPerPack > 0 ? cellsPerPack : cellsPerRack;
  return {
    rack: Math.floor(index / cellsPerRack) + 1,
    cell: inRack + 1,
    pack: Math.floor(inRack / perPack) + 1,
    packCell: (inRack % perPack) + 1,
  };
}

export type SortKey =
  | 'clusterNo'
  | 'soc'
  | 'power'
  | 'spreadMv'
  | 'maxTempDeciC'
  | 'minCellMv'
  | 'maxCellMv'
  | 'health'
  | 'status';
export const SORT_KEYS: readonly SortKey[] = [
  'clusterNo',
  'soc',
  'power',
  'spreadMv',
  'maxTempDeciC',
  'minCellMv',
  'maxCellMv',
  'health',
  'status',
];

export interface TileQuery {
  container: number | null;
  /** Running status codes to show; empty = all. */
  statuses: readonly number[];
  sort: SortKey;
  desc: boolean;
}

/**
 * The filter and count code of a silent cluster (its BMS stopped reporting, issue 27): it counts as
 * offline, never under the last running status it reported (not one of spec §4's codes).
 */
export const OFFLINE_STATUS = 9;

/** The status a cluster is filtered and counted by: offline while silent, else its running status. */
function filterStatus(r: ClusterRow, silent?: ReadonlySet<number>): number {
  return silent?.has(r.clusterNo) ? OFFLINE_STATUS : r.status;
}

/**
 * Filters by container and status (a silent cluster only under OFFLINE_STATUS), then sorts (ties by
 * cluster number, so order is stable).
 */
export function selectRows(rows: ClusterRow[], q: TileQuery, silent?: ReadonlySet<number>): ClusterRow[] {
  const out = rows.filter(
    (r) =>
      (q.container === null || r.containerNo === q.container) &&
      (q.statuses.length === 0 || q.statuses.includes(filterStatus(r, silent))),
  );
  const dir = q.desc ? -1 : 1;
  return out.sort((a, b) => {
    const d = (a[q.sort] - b[q.sort]) * dir;
    return d !== 0 && !Number.isNaN(d) ? d : a.clusterNo - b.clusterNo;
  });
}

/** Count of clusters per status code, for the filter chips (silent ones as OFFLINE_STATUS). */
export function countByStatus(rows: ClusterRow[], silent?: ReadonlySet<number>): Map<number, number> {
  const m = new Map<number, number>();
  for (const r of rows) {
    const code = filterStatus(r, silent);
    m.set(code, (m.get(code) ?? 0) + 1);
  }
  return m;
}

/**
 * countByStatus as text ("0:96,3:4"), equal whenever the counts are: the page memoises the Map on
 * it, so the toolbar does not re-render with every live frame.
 */
export function statusCountKey(rows: ClusterRow[], silent?: ReadonlySet<number>): string {
  return [...countByStatus(rows, silent)]
    .sort((a, b) => a[0] - b[0])
    .map(([code, n]) => `${code}:${n}`)
    .join(',');
}

export function countsOfKey(key: string): Map<number, number> {
  return new Map(key ? key.split(',').map((p) => p.split(':').map(Number) as [number, number]) : []);
}

/** The containers of the rows, ascending, as text ("1,2,3"); see statusCountKey. */
export function containerKey(rows: ClusterRow[]): string {
  return [...new Set(rows.map((r) => r.containerNo))].sort((a, b) => a - b).join(',');
}

/**
 * Whether two frames show cluster `clusterNo` the same: same topology and the same summary row
 * but for its update time. Lets a page that shows one cluster skip frames that change nothing it
 * shows (with 100 clusters at 1 Hz, most frames).
 */
export function sameClusterRow(
  clusterNo: number,
  /**
   * What the view shows of the row, as text (clusterShownText): two frames whose rows give the
   * same text are the same (issue 34: the open cluster's figures move below their shown precision
   * with every message). Without it, every column a row view shows is compared as a number.
   */
  shown?: (row: ClusterRow) => string,
): (
  a: { topology: ClusterTopology[]; summary: Float64Array },
  b: { topology: ClusterTopology[]; summary: Float64Array },
) => boolean {
  return (a, b) => {
    if (a.topology !== b.topology) return false;
    const row = a.topology.findIndex((t) => t.clusterNo === clusterNo);
    if (row < 0) return true;
    if (!shown) return sameSummaryRow(a.summary, b.summary, row);
    const t = a.topology[row];
    return shown(decodeRow(t, a.summary, row)) === shown(decodeRow(t, b.summary, row));
  };
}

/** Row `row` of two summaries, but for the columns no row view shows. */
function sameSummaryRow(a: Float64Array, b: Float64Array, row: number): boolean {
  const base = row * SUMMARY_STRIDE;
  for (let col = 0; col < SUMMARY_STRIDE; col++) {
    // Not shown by the row views (the means move with every frame and only colour the grid).
    if (col === SUMMARY_COL.updatedAt || col === SUMMARY_COL.meanCellMv || col === SUMMARY_COL.meanTempDeciC)
      continue;
    if (!Object.is(a[base + col], b[base + col])) return false;
  }
  return true;
}

/**
 * sameClusterRow for every cluster: a frame that changes no row as the tiles and tables show it
 * renders nothing (the station view's page, issue 34).
 */
export function sameShownRows(
  a: { topology: ClusterTopology[]; summary: Float64Array },
  b: { topology: ClusterTopology[]; summary: Float64Array },
): boolean {
  if (a.topology !== b.topology || a.summary.length !== b.summary.length) return false;
  for (let row = 0; row < a.topology.length; row++)
    if (!sameSummaryRow(a.summary, b.summary, row)) return false;
  return true;
}

/** Whether a view shows two rows the same: every field but updatedAt (whether it is set aside). */
function sameRowShown(a: ClusterRow, b: ClusterRow): boolean {
  for (const k of Object.keys(a) as Array<keyof ClusterRow>) {
    if (k === 'updatedAt') {
      if (Number.isFinite(a.updatedAt) !== Number.isFinite(b.updatedAt)) return false;
    } else if (!Object.is(a[k], b[k])) return false;
  }
  return true;
}

/**
 * Structural sharing for decoded rows: a row a view would show the same keeps its previous object,
 * and when every row is kept in the same order the previous array itself comes back. So memoised
 * tiles and table rows render only for the clusters a frame changed (issue 34: every frame
 * re-rendered every tile on screen).
 */
export function shareRows(prev: ClusterRow[], next: ClusterRow[]): ClusterRow[] {
  if (prev.length === 0 || prev === next) return next;
  const byNo = new Map(prev.map((r) => [r.clusterNo, r]));
  let allKept = prev.length === next.length;
  const out = next.map((r, i) => {
    const p = byNo.get(r.clusterNo);
    if (p && sameRowShown(p, r)) {
      if (prev[i] !== p) allKept = false;
      return p;
    }
    allKept = false;
    return r;
  });
  return allKept ? prev : out;
}
