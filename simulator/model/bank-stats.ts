import type { Bank } from './bank';
import { CLUSTERS_PER_CONTAINER } from './bank';

/** Extremes of one cluster's cells; indexes are rack-major within the cluster. */
export interface ClusterStats {
  maxMv: number;
  maxMvIndex: number;
  minMv: number;
  minMvIndex: number;
  maxDeci: number;
  maxTempIndex: number;
  minDeci: number;
  minTempIndex: number;
}

export function clusterStats(bank: Bank, c: number): ClusterStats {
  const base = c * bank.perCluster;
  const s: ClusterStats = {
    maxMv: -Infinity,
    maxMvIndex: 0,
    minMv: Infinity,
    minMvIndex: 0,
    maxDeci: -Infinity,
    maxTempIndex: 0,
    minDeci: Infinity,
    minTempIndex: 0,
  };
  for (let i = 0; i < bank.perCluster; i++) {
    const v = bank.cellMv[base + i];
    const t = bank.cellTempDeci[base + i];
    if (v > s.maxMv) {
      s.maxMv = v;
      s.maxMvIndex = i;
    }
    if (v < s.minMv) {
      s.minMv = v;
      s.minMvIndex = i;
    }
    if (t > s.maxDeci) {
      s.maxDeci = t;
      s.maxTempIndex = i;
    }
    if (t < s.minDeci) {
      s.minDeci = t;
      s.minTempIndex = i;
    }
  }
  return s;
}

/** Hottest cell of a container, °C. */
export function containerMaxTemp(stats: ClusterStats[], containerNo: number): number {
  let max = -Infinity;
  const from = (containerNo - 1) * CLUSTERS_PER_CONTAINER;
  for (let c = from; c < Math.min(stats.length, from + CLUSTERS_PER_CONTAINER); c++)
    max = Math.max(max, stats[c].maxDeci / 10);
  return max;
}

/** Fault-hook holds: a cell kept at a voltage and/or temperature until released. */
export interface CellHold {
  voltageMv?: number;
  tempDeciC?: number;
}

export function applyHolds(bank: Bank, holds: Map<number, CellHold>): void {
  for (const [i, h] of holds) {
    if (h.voltageMv !== undefined) bank.cellMv[i] = h.voltageMv;
    if (h.tempDeciC !== undefined) bank.cellTempDeci[i] = h.tempDeciC;
  }
}
