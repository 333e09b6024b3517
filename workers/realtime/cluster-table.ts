import {
  RACK_COL,
  RACK_STRIDE,
  SUMMARY_COL as C,
  SUMMARY_STRIDE,
  type ClusterBatch,
  type ClusterTopology,
} from '../../src/contract/realtime-api';
import type { ClusterRealtime } from '../../src/contract/realtime-payloads';
import { CELL_LIMITS, clusterHealth, type CellLimits } from '../../src/contract/limits';
import { candidates, rankWorst, type ClusterCandidates, type RankedCluster } from './worst-cells';

/** One cluster's latest state, already in the batch layout. */
export interface ClusterEntry {
  site: string;
  shape: Omit<ClusterTopology, 'cellOffset' | 'rackOffset' | 'site'>;
  summary: Float64Array;
  volts: Float32Array;
  temps: Float32Array;
  /** racks × RACK_STRIDE (voltage, current, SOC); NaN where the payload lacks them. */
  racks: Float64Array;
  /** This cluster's own worst cells, merged station-wide at each batch. */
  top: ClusterCandidates;
}

/** The payload's per-rack arrays in the batch layout; an array of the wrong length counts as missing. */
function rackFigures(c: ClusterRealtime): Float64Array {
  const out = new Float64Array(c.racks * RACK_STRIDE).fill(NaN);
  const put = (values: unknown, col: number) => {
    if (!Array.isArray(values) || values.length !== c.racks) return;
    for (let r = 0; r < c.racks; r++) {
      const v: unknown = values[r];
      if (typeof v === 'number') out[r * RACK_STRIDE + col] = v;
    }
  };
  put(c.rackVoltage, RACK_COL.voltage);
  put(c.rackCurrent, RACK_COL.current);
  put(c.rackSoc, RACK_COL.soc);
  return out;
}

/** Summary row with the max/min cells and the spread computed here, off the main thread. */
export function clusterEntry(
  site: string,
  c: ClusterRealtime,
  limits: CellLimits = CELL_LIMITS,
): ClusterEntry {
  const volts = Float32Array.from(c.cellVoltageMv);
  const temps = Float32Array.from(c.cellTempDeciC);
  const s = new Float64Array(SUMMARY_STRIDE);
  let maxV = -Infinity,
    maxVi = -1,
    minV = Infinity,
    minVi = -1;
  let maxT = -Infinity,
    maxTi = -1,
    minT = Infinity,
    minTi = -1;
  let sumV = 0,
    nV = 0,
    sumT = 0,
    nT = 0;
  for (let i = 0; i < volts.length; i++) {
    const v = volts[i],
      t = temps[i];
    if (Number.isFinite(v)) {
      sumV += v;
      nV++;
    }
    if (Number.isFinite(t)) {
      sumT += t;
      nT++;
    }
    if (v > maxV) {
      maxV = v;
      maxVi = i;
    }
    if (v < minV) {
      minV = v;
      minVi = i;
    }
    if (t > maxT) {
      maxT = t;
      maxTi = i;
    }
    if (t < minT) {
      minT = t;
      minTi = i;
    }
  }
  const empty = volts.length === 0;
  s[C.clusterNo] = c.clusterNo;
  s[C.containerNo] = c.containerNo;
  s[C.soc] = c.soc;
  s[C.soh] = c.soh;
  s[C.voltage] = c.voltage;
  s[C.current] = c.current;
  s[C.power] = c.power;
  s[C.status] = c.status;
  s[C.maxCellMv] = empty ? NaN : maxV;
  s[C.maxCellMvIndex] = maxVi;
  s[C.minCellMv] = empty ? NaN : minV;
  s[C.minCellMvIndex] = minVi;
  s[C.maxTempDeciC] = empty ? NaN : maxT;
  s[C.maxTempIndex] = maxTi;
  s[C.minTempDeciC] = empty ? NaN : minT;
  s[C.minTempIndex] = minTi;
  s[C.spreadMv] = empty ? NaN : maxV - minV;
  s[C.updatedAt] = c.ts;
  s[C.meanCellMv] = nV > 0 ? sumV / nV : NaN;
  s[C.meanTempDeciC] = nT > 0 ? sumT / nT : NaN;
  s[C.health] = clusterHealth(
    {
      maxCellMv: s[C.maxCellMv],
      minCellMv: s[C.minCellMv],
      maxTempDeciC: s[C.maxTempDeciC],
      minTempDeciC: s[C.minTempDeciC],
      spreadMv: s[C.spreadMv],
    },
    limits,
  );
  const shape = {
    clusterNo: c.clusterNo,
    containerNo: c.containerNo,
    racks: c.racks,
    cellsPerRack: c.cellsPerRack,
    cellsPerPack: c.cellsPerPack,
  };
  return { site, shape, summary: s, volts, temps, racks: rackFigures(c), top: candidates(volts, temps) };
}

const sameShape = (a: ClusterEntry, b: ClusterEntry) =>
  a.site === b.site &&
  a.shape.clusterNo === b.shape.clusterNo &&
  a.shape.containerNo === b.shape.containerNo &&
  a.shape.racks === b.shape.racks &&
  a.shape.cellsPerRack === b.shape.cellsPerRack &&
  a.shape.cellsPerPack === b.shape.cellsPerPack;

/** Latest state of every subscribed cluster topic; builds the fixed-layout ClusterBatch. */
export class ClusterTable {
  private readonly entries = new Map<string, ClusterEntry>();
  private order: string[] = [];
  private version = 0;
  private topology: ClusterTopology[] = [];
  /** Limits of the measured health and the worst cells (the administrator's thresholds). */
  limits: CellLimits = CELL_LIMITS;

  get size(): number {
    return this.entries.size;
  }

  get topologyVersion(): number {
    return this.version;
  }

  put(topic: string, entry: ClusterEntry): void {
    const prev = this.entries.get(topic);
    this.entries.set(topic, entry);
    if (!prev || !sameShape(prev, entry)) this.reshape();
  }

  /** Drops the topics `keep` rejects; returns whether anything went. */
  retain(keep: (topic: string) => boolean): boolean {
    let removed = false;
    for (const topic of [...this.entries.keys()]) {
      if (!keep(topic)) removed = this.entries.delete(topic) || removed;
    }
    if (removed) this.reshape();
    return removed;
  }

  clear(): void {
    if (this.entries.size === 0) return;
    this.entries.clear();
    this.reshape();
  }

  private reshape(): void {
    this.version++;
    const e = this.entries;
    this.order = [...e.keys()].sort((a, b) => {
      const x = e.get(a)!,
        y = e.get(b)!;
      return (
        x.site.localeCompare(y.site) ||
        x.shape.containerNo - y.shape.containerNo ||
        x.shape.clusterNo - y.shape.clusterNo ||
        a.localeCompare(b)
      );
    });
    let offset = 0;
    let rackOffset = 0;
    this.topology = this.order.map((topic) => {
      const { site, shape } = e.get(topic)!;
      const t: ClusterTopology = { site, ...shape, cellOffset: offset, rackOffset };
      offset += shape.racks * shape.cellsPerRack;
      rackOffset += shape.racks;
      return t;
    });
  }

  private *ranked(): Generator<RankedCluster> {
    for (const e of this.entries.values())
      yield {
        site: e.site,
        ...e.shape,
        volts: e.volts,
        temps: e.temps,
        spreadMv: e.summary[C.spreadMv],
        maxIndex: e.summary[C.maxCellMvIndex],
        minIndex: e.summary[C.minCellMvIndex],
        top: e.top,
      };
  }

  /** Fresh arrays (they are transferred, so never reused); topology when asked for. */
  build(withTopology: boolean): ClusterBatch {
    const cells = this.topology.reduce((n, t) => n + t.racks * t.cellsPerRack, 0);
    const summary = new Float64Array(this.order.length * SUMMARY_STRIDE);
    const cellVoltageMv = new Float32Array(cells);
    const cellTempDeciC = new Float32Array(cells);
    const racks = this.topology.reduce((n, t) => n + t.racks, 0);
    const rackFigures = new Float64Array(racks * RACK_STRIDE);
    this.order.forEach((topic, row) => {
      const entry = this.entries.get(topic)!;
      const { cellOffset, rackOffset } = this.topology[row];
      summary.set(entry.summary, row * SUMMARY_STRIDE);
      cellVoltageMv.set(entry.volts, cellOffset);
      cellTempDeciC.set(entry.temps, cellOffset);
      rackFigures.set(entry.racks, rackOffset * RACK_STRIDE);
    });
    const batch: ClusterBatch = {
      topologyVersion: this.version,
      summary,
      cellVoltageMv,
      cellTempDeciC,
      rackFigures,
    };
    batch.worst = rankWorst(this.ranked(), undefined, this.limits);
    if (withTopology) batch.topology = this.topology.map((t) => ({ ...t }));
    return batch;
  }
}
