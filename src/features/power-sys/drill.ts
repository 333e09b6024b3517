import type { GridMetric, GridMode } from '@/components/charts/color-scale';
import { SORT_KEYS, type SortKey } from './summary-rows';

/**
 * Where the operator is in container → cluster → rack → pack → cell, kept in the URL so the
 * browser's back button walks back up. Numbers are 1-based; a level needs the one above it.
 */
export interface DrillState {
  container: number | null;
  cluster: number | null;
  rack: number | null;
  pack: number | null;
  cell: number | null;
  metric: GridMetric;
  /** Colours by the limits or by deviation from the cluster mean. */
  mode: GridMode;
  view: 'tiles' | 'heatmap';
  sort: SortKey;
  desc: boolean;
  statuses: number[];
}

function positive(raw: string | null): number | null {
  if (raw === null || !/^\d{1,6}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 ? n : null;
}

export function parseDrill(params: URLSearchParams): DrillState {
  const cluster = positive(params.get('cluster'));
  const rack = cluster === null ? null : positive(params.get('rack'));
  const pack = rack === null ? null : positive(params.get('pack'));
  const cell = pack === null ? null : positive(params.get('cell'));
  const sort = params.get('sort');
  const statuses = (params.get('status') ?? '')
    .split(',')
    .filter((s) => /^\d$/.test(s))
    .map(Number);
  return {
    container: positive(params.get('container')),
    cluster,
    rack,
    pack,
    cell,
    metric: params.get('metric') === 'temperature' ? 'temperature' : 'voltage',
    mode: params.get('mode') === 'deviation' ? 'deviation' : 'limits',
    view: params.get('view') === 'heatmap' ? 'heatmap' : 'tiles',
    sort: SORT_KEYS.includes(sort as SortKey) ? (sort as SortKey) : 'clusterNo',
    desc: params.get('desc') === '1',
    statuses: [...new Set(statuses)].sort(),
  };
}

/** The search string of a state; defaults are left out so URLs stay short. */
export function drillSearch(s: DrillState): string {
  const p = new URLSearchParams();
  if (s.container !== null) p.set('container', String(s.container));
  if (s.cluster !== null) {
    p.set('cluster', String(s.cluster));
    if (s.rack !== null) {
      p.set('rack', String(s.rack));
      if (s.pack !== null) {
        p.set('pack', String(s.pack));
        if (s.cell !== null) p.set('cell', String(s.cell));
      }
    }
  }
  if (s.metric !== 'voltage') p.set('metric', s.metric);
  if (s.mode !== 'limits') p.set('mode', s.mode);
  if (s.view !== 'tiles') p.set('view', s.view);
  if (s.sort !== 'clusterNo') p.set('sort', s.sort);
  if (s.desc) p.set('desc', '1');
  if (s.statuses.length > 0) p.set('status', s.statuses.join(','));
  return p.toString();
}

export type DrillLevel = 'station' | 'cluster' | 'rack' | 'pack' | 'cell';

export function drillLevel(s: DrillState): DrillLevel {
  if (s.cluster === null) return 'station';
  if (s.rack === null) return 'cluster';
  if (s.pack === null) return 'rack';
  return s.cell === null ? 'pack' : 'cell';
}

/** The state one level up from `level` (breadcrumb links). */
export function upTo(s: DrillState, level: DrillLevel): DrillState {
  const order: DrillLevel[] = ['station', 'cluster', 'rack', 'pack', 'cell'];
  const keep = order.indexOf(level);
  return {
    ...s,
    cluster: keep >= 1 ? s.cluster : null,
    rack: keep >= 2 ? s.rack : null,
    pack: keep >= 3 ? s.pack : null,
    cell: keep >= 4 ? s.cell : null,
  };
}

/**
 * Rows shown by the grid at a drill level, as offsets into a cluster's cells (rack-major):
 * cluster → one row per rack; rack → one row per pack; pack or cell → the pack's one row.
 */
export function gridRows(
  s: Pick<DrillState, 'rack' | 'pack'>,
  shape: { racks: number; cellsPerRack: number; cellsPerPack: number },
): { rowOffsets: number[]; cols: number; groupCols?: number } {
  const { racks, cellsPerRack } = shape;
  const perPack = shape.cellsPerPack > 0 ? shape.cellsPerPack : cellsPerRack;
  if (s.rack === null)
    return {
      rowOffsets: Array.from({ length: racks }, (_, r) => r * cellsPerRack),
      cols: cellsPerRack,
      groupCols: perPack < cellsPerRack ? perPack : undefined,
    };
  const rackStart = (s.rack - 1) * cellsPerRack;
  if (s.pack === null)
    return {
      rowOffsets: Array.from(
        { length: Math.ceil(cellsPerRack / perPack) },
        (_, p) => rackStart + p * perPack,
      ),
      cols: perPack,
    };
  return { rowOffsets: [rackStart + (s.pack - 1) * perPack], cols: perPack };
}
