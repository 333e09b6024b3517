import type { ChargingPileState } from '../../src/contract/status';
import type { Rng } from './rng';

export interface Pile {
  no: number;
  state: ChargingPileState;
  powerKw: number;
  sessionEnergyKwh: number;
  vehicleSoc: number | null;
  targetSoc: number;
  ratedKw: number;
  /** The pile's energy meter, kWh (only ever moved backwards by a test hook). */
  meterKwh: number;
  /** What the meter moved in the last step, kWh (the step's pile flow is this over the step). */
  stepKwh: number;
  /** The last step's mean power, kW: what the meter moved over the step (the site's pile flow is their sum). */
  stepKw: number;
}

export function createPiles(count: number): Pile[] {
  return Array.from({ length: count }, (_, i) => ({
    no: i + 1,
    state: 'idle' as const,
    powerKw: 0,
    sessionEnergyKwh: 0,
    vehicleSoc: null,
    targetSoc: 0,
    ratedKw: 60,
    meterKwh: 1000 * (i + 1),
    stepKwh: 0,
    stepKw: 0,
  }));
}

/** The charging piles' power as they report it (issue 27), and how many of them do. */
export interface PilesPower {
  /** The reporting piles' power, kW (each its last step's mean, as the site's pile flow). */
  kw: number;
  reporting: number;
  total: number;
}

/**
 * The reporting piles' power (issue 27): the one figure every readout of the site's pile power
 * carries (the station topic, devicegroup/getRealPower, the northbound point). A silent pile
 * contributes nothing (its power is not known now; its last report is not repeated as if live).
 * While every pile reports it is the site's pile flow.
 */
export function reportingPilesPower(piles: readonly Pile[], reports: (no: number) => boolean): PilesPower {
  let kw = 0;
  let reporting = 0;
  for (const p of piles)
    if (reports(p.no)) {
      kw += p.stepKw;
      reporting++;
    }
  return { kw, reporting, total: piles.length };
}

/** The partial extension (`chargingPilesReporting` of `chargingPilesTotal`) while some pile is silent. */
export function partialPiles(
  p: PilesPower,
): { chargingPilesReporting: number; chargingPilesTotal: number } | Record<string, never> {
  return p.reporting < p.total ? { chargingPilesReporting: p.reporting, chargingPilesTotal: p.total } : {};
}

const VEHICLE_KWH = 60;

/** Vehicles arrive (more by day), charge with a taper above 80 % and leave at their target. */
export function stepPiles(piles: Pile[], rng: Rng, seconds: number, dt: number, gridUp: boolean): number {
  const h = seconds / 3600;
  const meanGapS = h >= 7 && h < 22 ? 2400 : 9000;
  let total = 0;
  for (const p of piles) {
    if (!gridUp) {
      // The vehicle stays plugged in: its session resumes when the grid returns.
      p.state = 'offline';
      p.powerKw = 0;
      p.stepKwh = 0;
      p.stepKw = 0;
      continue;
    }
    if (p.state === 'offline') p.state = p.vehicleSoc === null ? 'idle' : 'charging';
    if (p.state === 'idle' && rng.next() < dt / meanGapS) {
      p.state = 'charging';
      p.vehicleSoc = Math.round(rng.range(10, 50));
      p.targetSoc = rng.range(80, 98);
      p.sessionEnergyKwh = 0;
    }
    p.stepKwh = 0;
    if (p.state === 'charging' && p.vehicleSoc !== null) {
      const taper = p.vehicleSoc > 80 ? Math.max(0.2, (100 - p.vehicleSoc) / 20) : 1;
      p.powerKw = p.ratedKw * taper;
      const e = (p.powerKw * dt) / 3600;
      p.stepKwh = e;
      p.sessionEnergyKwh += e;
      p.meterKwh += e;
      p.vehicleSoc = Math.min(100, p.vehicleSoc + (e / VEHICLE_KWH) * 100);
      if (p.vehicleSoc >= p.targetSoc) {
        p.state = 'idle';
        p.powerKw = 0;
        p.vehicleSoc = null;
      }
    } else p.powerKw = 0;
    // The step's mean power, as the meter moved (the step a vehicle is done in counts too).
    p.stepKw = (p.stepKwh * 3600) / dt;
    total += p.stepKw;
  }
  return total;
}

export interface Generator {
  fdjId: string;
  ratedKw: number;
  /** 1 standby, 2 stopped, 3 running, 4 error. */
  status: number;
  powerKw: number;
  fuelPercent: number;
  runHours: number;
}

export function createGenerator(fdjId: string, ratedKw: number): Generator {
  // The hour meter of a standby genset in its third year (monthly test runs, a few outages): a
  // meter's reading, not a round seed ('1200.00 h' looked invented, issue 30).
  return { fdjId, ratedKw, status: 1, powerKw: 0, fuelPercent: 100, runHours: 2437.4 };
}

const TANK_L = 1000;
const LITRES_PER_KWH = 0.27;

/** Runs the generator for `dt` seconds at `powerKw` (0 when the grid is up: standby, refuelled). */
export function stepGenerator(g: Generator, powerKw: number, dt: number, outage: boolean): void {
  if (!outage) {
    g.status = g.fuelPercent <= 0 ? 4 : 1;
    g.powerKw = 0;
    if (g.fuelPercent < 30) g.fuelPercent = 100;
    return;
  }
  if (g.fuelPercent <= 0) {
    g.status = 4;
    g.powerKw = 0;
    return;
  }
  g.status = 3;
  g.powerKw = powerKw;
  g.runHours += dt / 3600;
  g.fuelPercent = Math.max(0, g.fuelPercent - (((powerKw * dt) / 3600) * LITRES_PER_KWH * 100) / TANK_L);
}
