import type { Rng } from './rng';
import { acForCellPower, cellPowerKw, MAX_C_RATE, ohmicCoefficient } from './losses';
import { CELL_AH, CELL_NOMINAL_V, ocvMv } from './ocv';

export const CLUSTERS_PER_CONTAINER = 4;
export const CELLS_PER_PACK = 8;

/**
 * Battery bank of one site in flat typed arrays (no per-cell objects) so that 100 × 12 × 24
 * cells refresh cheaply at 1 Hz. Cell index inside a cluster is rack-major.
 */
export interface Bank {
  clusters: number;
  racks: number;
  cells: number;
  /** Cells per cluster (racks × cells). */
  perCluster: number;
  capKwh: Float64Array;
  soc: Float64Array;
  soh: Float64Array;
  /** DC power at the cluster terminals, kW (positive discharge). */
  powerKw: Float64Array;
  /** The cluster's share of the PCS AC power, kW (positive discharge): what the meters see. */
  acKw: Float64Array;
  /** Ohmic loss coefficient of each cluster's series string, per kW (losses.ts). */
  ohmicK: Float64Array;
  /** 1 for a cluster whose PCS has tripped (level-1 fault): it gives and takes nothing. */
  tripped: Uint8Array;
  /** Storage losses of the last dispatch (PCS, ohmic, coulombic), kW, dissipated in the containers. */
  lossKw: number;
  tempC: Float64Array;
  cellSocOff: Float32Array;
  cellIrMohm: Float32Array;
  cellTempOff: Float32Array;
  cellDriftMv: Float32Array;
  cellMv: Float32Array;
  cellTempDeci: Float32Array;
}

export function createBank(clusters: number, racks: number, cells: number, rng: Rng, initialSoc = 50): Bank {
  const perCluster = racks * cells;
  const n = clusters * perCluster;
  const nominalKwh = (perCluster * CELL_NOMINAL_V * CELL_AH) / 1000;
  const bank: Bank = {
    clusters,
    racks,
    cells,
    perCluster,
    capKwh: new Float64Array(clusters),
    soc: new Float64Array(clusters),
    soh: new Float64Array(clusters),
    powerKw: new Float64Array(clusters),
    acKw: new Float64Array(clusters),
    ohmicK: new Float64Array(clusters),
    tripped: new Uint8Array(clusters),
    lossKw: 0,
    tempC: new Float64Array(clusters).fill(25),
    cellSocOff: new Float32Array(n),
    cellIrMohm: new Float32Array(n),
    cellTempOff: new Float32Array(n),
    cellDriftMv: new Float32Array(n),
    cellMv: new Float32Array(n),
    cellTempDeci: new Float32Array(n),
  };
  for (let c = 0; c < clusters; c++) {
    bank.soh[c] = 96 + rng.range(0, 3.5);
    bank.capKwh[c] = (nominalKwh * bank.soh[c]) / 100;
    bank.soc[c] = Math.min(90, Math.max(15, initialSoc + rng.range(-3, 3)));
  }
  for (let i = 0; i < n; i++) {
    bank.cellSocOff[i] = rng.gauss() * 0.6;
    bank.cellIrMohm[i] = 0.25 + rng.range(0, 0.15);
    bank.cellTempOff[i] = rng.gauss() * 0.8;
    bank.cellDriftMv[i] = rng.gauss() * 3;
  }
  for (let c = 0; c < clusters; c++) {
    let mohm = 0;
    for (let i = c * perCluster; i < (c + 1) * perCluster; i++) mohm += bank.cellIrMohm[i];
    bank.ohmicK[c] = ohmicCoefficient(mohm, perCluster, CELL_NOMINAL_V);
  }
  return bank;
}

export function totalCapacityKwh(bank: Bank): number {
  let s = 0;
  for (let c = 0; c < bank.clusters; c++) s += bank.capKwh[c];
  return s;
}

/** Capacity behind PCS units that run (not tripped), kWh. */
export function availableCapacityKwh(bank: Bank): number {
  let s = 0;
  for (let c = 0; c < bank.clusters; c++) if (!bank.tripped[c]) s += bank.capKwh[c];
  return s;
}

/** Capacity-weighted station SOC, percent. */
export function stationSoc(bank: Bank): number {
  let e = 0;
  let cap = 0;
  for (let c = 0; c < bank.clusters; c++) {
    e += bank.soc[c] * bank.capKwh[c];
    cap += bank.capKwh[c];
  }
  return cap > 0 ? e / cap : 0;
}

/**
 * Shares `requestKw` (AC at the PCS, positive discharge) over clusters by capacity, holding each
 * cluster within [lower, upper] SOC, integrates SOC over `dt` seconds from the cell-side power
 * (after PCS, ohmic and coulombic losses, losses.ts) and returns the delivered AC total.
 */
export function dispatch(bank: Bank, requestKw: number, dt: number, lower: number, upper: number): number {
  const cap = availableCapacityKwh(bank);
  let delivered = 0;
  let loss = 0;
  for (let c = 0; c < bank.clusters; c++) {
    const most = bank.capKwh[c] * MAX_C_RATE;
    let p =
      bank.tripped[c] || cap <= 0 ? 0 : Math.max(-most, Math.min(most, (requestKw * bank.capKwh[c]) / cap));
    const kwhPerPct = bank.capKwh[c] / 100;
    const k = bank.ohmicK[c];
    let cell = cellPowerKw(p, k);
    if (p > 0) {
      const most = (Math.max(0, bank.soc[c] - lower) * kwhPerPct * 3600) / dt;
      if (cell.chemKw > most) cell = cellPowerKw((p = acForCellPower(most, k)), k);
    } else if (p < 0) {
      const most = (-Math.max(0, upper - bank.soc[c]) * kwhPerPct * 3600) / dt;
      if (cell.chemKw < most) cell = cellPowerKw((p = acForCellPower(most, k)), k);
    }
    bank.soc[c] -= (cell.chemKw * dt) / 3600 / kwhPerPct;
    bank.powerKw[c] = cell.dcKw;
    bank.acKw[c] = p;
    delivered += p;
    loss += cell.lossKw;
  }
  bank.lossKw = loss;
  return delivered;
}

/** Thermal lag of each cluster towards ambient plus load heating. */
export function heat(bank: Bank, ambientC: number, dt: number): void {
  const k = 1 - Math.exp(-dt / 1800);
  for (let c = 0; c < bank.clusters; c++) {
    const cRate = Math.abs(bank.powerKw[c]) / bank.capKwh[c];
    const target = ambientC + 3 + 16 * cRate;
    bank.tempC[c] += (target - bank.tempC[c]) * k;
  }
}

export function clusterVoltage(bank: Bank, c: number): number {
  let mv = 0;
  const base = c * bank.perCluster;
  for (let i = 0; i < bank.perCluster; i++) mv += bank.cellMv[base + i];
  return mv / 1000;
}

/** Recomputes every cell's voltage (OCV + IR drop + drift) and temperature from its cluster. */
export function refreshCells(bank: Bank, rng: Rng, elapsedS: number): void {
  const driftStep = Math.min(3, 0.05 * Math.sqrt(Math.max(elapsedS, 0)));
  const mid = (bank.racks - 1) / 2;
  for (let c = 0; c < bank.clusters; c++) {
    const currentA = (bank.powerKw[c] * 1000) / (bank.perCluster * CELL_NOMINAL_V);
    const base = c * bank.perCluster;
    for (let r = 0; r < bank.racks; r++) {
      const rackHeat = 1.2 * (1 - Math.abs(r - mid) / (mid + 1));
      for (let k = 0; k < bank.cells; k++) {
        const i = base + r * bank.cells + k;
        let drift = bank.cellDriftMv[i] + (rng.next() - 0.5) * driftStep;
        if (drift > 15) drift = 15;
        else if (drift < -15) drift = -15;
        bank.cellDriftMv[i] = drift;
        bank.cellMv[i] = ocvMv(bank.soc[c] + bank.cellSocOff[i]) - currentA * bank.cellIrMohm[i] + drift;
        bank.cellTempDeci[i] = (bank.tempC[c] + bank.cellTempOff[i] + rackHeat) * 10;
      }
    }
  }
}
