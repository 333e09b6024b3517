import type { RackBalance, RackMaxMinInfo, RackUip } from '@/contract/api/devicegroup';
import { RACK_COL, RACK_STRIDE, SUMMARY_COL as S } from '@/contract/realtime-api';
import type { ClusterCells } from './use-cluster-cells';

/** What the rack table, the balance chart and the extremes card show, from one live frame. */
export interface LiveRacks {
  rows: RackUip[];
  balance: RackBalance[];
  extremes: RackMaxMinInfo;
  receivedAt: number;
}

const round1 = (v: number) => Math.round(v * 10) / 10;

/**
 * Racks of one cluster from the live frame, in the shapes of `initDetailUIP`, `rackBalance/zip`
 * and `rackMaxMinInfo` (same rounding), so the views need no HTTP call while data is live.
 */
export function liveRacks(cells: ClusterCells): LiveRacks {
  const { topology: t, voltageMv, tempDeciC, rackFigures, summary } = cells;
  const per = t.cellsPerRack;
  const rows: RackUip[] = [];
  const balance: RackBalance[] = [];
  for (let r = 0; r < t.racks; r++) {
    let maxMv = -Infinity,
      minMv = Infinity,
      sum = 0,
      maxT = -Infinity,
      minT = Infinity;
    const start = t.cellOffset + r * per;
    for (let i = start; i < start + per; i++) {
      const v = voltageMv[i];
      const d = tempDeciC[i];
      if (v > maxMv) maxMv = v;
      if (v < minMv) minMv = v;
      sum += v;
      if (d > maxT) maxT = d;
      if (d < minT) minT = d;
    }
    const figure = (col: number) => rackFigures[(t.rackOffset + r) * RACK_STRIDE + col];
    // At the precision the rack table shows (and judges against the limits): a frame that moves
    // a figure in its hidden digits gives the same row (shareLiveRacks).
    rows.push({
      rackNo: r + 1,
      voltage: round1(figure(RACK_COL.voltage)),
      current: round1(figure(RACK_COL.current)),
      soc: round1(figure(RACK_COL.soc)),
      maxMv: Math.round(maxMv),
      minMv: Math.round(minMv),
      maxTempC: round1(maxT / 10),
      minTempC: round1(minT / 10),
    });
    balance.push({
      rackNo: r + 1,
      maxMv: Math.round(maxMv),
      minMv: Math.round(minMv),
      avgMv: round1(sum / per),
      spreadMv: Math.round(maxMv - minMv),
    });
  }
  const pos = (index: number) => [Math.floor(index / per) + 1, (index % per) + 1] as const;
  const [maxMvRack, maxMvCell] = pos(summary[S.maxCellMvIndex]);
  const [minMvRack, minMvCell] = pos(summary[S.minCellMvIndex]);
  const [maxTempRack, maxTempCell] = pos(summary[S.maxTempIndex]);
  const [minTempRack, minTempCell] = pos(summary[S.minTempIndex]);
  return {
    rows,
    balance,
    extremes: {
      clusterNo: t.clusterNo,
      maxMv: Math.round(summary[S.maxCellMv]),
      maxMvRack,
      maxMvCell,
      minMv: Math.round(summary[S.minCellMv]),
      minMvRack,
      minMvCell,
      maxTempC: round1(summary[S.maxTempDeciC] / 10),
      maxTempRack,
      maxTempCell,
      minTempC: round1(summary[S.minTempDeciC] / 10),
      minTempRack,
      minTempCell,
      spreadMv: Math.round(summary[S.spreadMv]),
    },
    receivedAt: cells.receivedAt,
  };
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Structural sharing of the rack views (issue 34): the parts of `next` that show the same as
 * `prev` keep `prev`'s objects (each rack row, the balance, the extremes), so the memoised views
 * and rows skip them; null when nothing shown changed (the caller renders nothing).
 */
export function shareLiveRacks(prev: LiveRacks | null, next: LiveRacks): LiveRacks | null {
  if (!prev || prev.extremes.clusterNo !== next.extremes.clusterNo) return next;
  let changed = prev.rows.length !== next.rows.length;
  const rows = next.rows.map((row, i) => {
    const old = prev.rows[i];
    if (old && sameJson(old, row)) return old;
    changed = true;
    return row;
  });
  const balance = sameJson(prev.balance, next.balance) ? prev.balance : next.balance;
  const extremes = sameJson(prev.extremes, next.extremes) ? prev.extremes : next.extremes;
  if (!changed && balance === prev.balance && extremes === prev.extremes) return null;
  return { rows: changed ? rows : prev.rows, balance, extremes, receivedAt: next.receivedAt };
}
