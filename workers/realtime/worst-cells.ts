import { WORST_N, type WorstCell, type WorstCells } from '../../src/contract/realtime-api';
import { CELL_LIMITS, valueHealth, type CellLimits } from '../../src/contract/limits';

/** A cluster's own top-N candidates, kept when its topic arrives (indexes into its cells). */
export interface ClusterCandidates {
  highV: number[];
  lowV: number[];
  highT: number[];
}

/**
 * Indexes of the `n` largest (or smallest with `low`) finite values, best first: one pass with a
 * small sorted buffer, ties by lower index so the ranking is stable.
 */
export function topIndexes(values: ArrayLike<number>, n: number, low = false): number[] {
  const out: number[] = [];
  const worse = (a: number, b: number) => (low ? a < b : a > b);
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (!Number.isFinite(v)) continue;
    if (out.length === n && !worse(v, values[out[n - 1]])) continue;
    let at = out.length === n ? n - 1 : out.length;
    while (at > 0 && worse(v, values[out[at - 1]])) at--;
    out.splice(at, 0, i);
    if (out.length > n) out.pop();
  }
  return out;
}

export function candidates(volts: Float32Array, temps: Float32Array, n = WORST_N): ClusterCandidates {
  return { highV: topIndexes(volts, n), lowV: topIndexes(volts, n, true), highT: topIndexes(temps, n) };
}

/** What the ranking needs of one cluster. */
export interface RankedCluster {
  site: string;
  clusterNo: number;
  containerNo: number;
  cellsPerRack: number;
  cellsPerPack: number;
  volts: Float32Array;
  temps: Float32Array;
  spreadMv: number;
  maxIndex: number;
  minIndex: number;
  top: ClusterCandidates;
}

/** Station-wide top N per site, merged from each cluster's own top N (never a scan of every cell). */
export function rankWorst(
  clusters: Iterable<RankedCluster>,
  n = WORST_N,
  limits: CellLimits = CELL_LIMITS,
): Record<string, WorstCells> {
  const bySite = new Map<string, { hv: WorstCell[]; lv: WorstCell[]; ht: WorstCell[]; sp: WorstCell[] }>();
  for (const c of clusters) {
    let s = bySite.get(c.site);
    if (!s) bySite.set(c.site, (s = { hv: [], lv: [], ht: [], sp: [] }));
    const cell = (index: number, value: number, health: number): WorstCell => ({
      clusterNo: c.clusterNo,
      containerNo: c.containerNo,
      cellsPerRack: c.cellsPerRack,
      cellsPerPack: c.cellsPerPack,
      index,
      value,
      health,
    });
    for (const i of c.top.highV) s.hv.push(cell(i, c.volts[i], valueHealth(c.volts[i], limits.voltageMv)));
    for (const i of c.top.lowV) s.lv.push(cell(i, c.volts[i], valueHealth(c.volts[i], limits.voltageMv)));
    for (const i of c.top.highT) s.ht.push(cell(i, c.temps[i], valueHealth(c.temps[i], limits.tempDeciC)));
    if (Number.isFinite(c.spreadMv))
      s.sp.push({
        ...cell(c.maxIndex, c.spreadMv, valueHealth(c.spreadMv, limits.spreadMv)),
        minIndex: c.minIndex,
      });
  }
  const order = (list: WorstCell[], low: boolean) =>
    list
      .sort(
        (a, b) =>
          (low ? a.value - b.value : b.value - a.value) || a.clusterNo - b.clusterNo || a.index - b.index,
      )
      .slice(0, n);
  const out: Record<string, WorstCells> = {};
  for (const [site, s] of bySite)
    out[site] = {
      highVoltage: order(s.hv, false),
      lowVoltage: order(s.lv, true),
      highTemp: order(s.ht, false),
      spread: order(s.sp, false),
    };
  return out;
}
