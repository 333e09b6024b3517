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
    rows.push({
      rackNo: r + 1,
      voltage: figure(RACK_COL.voltage),
      current: figure(RACK_COL.current),
      soc: figure(RACK_COL.soc),
      maxMv,
      minMv,
      maxTempC: maxT / 10,
      minTempC: minT / 10,
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
