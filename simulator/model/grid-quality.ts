/*
 * Voltage, frequency and power factor at the grid connection point (issue 29: they were
 * constants). Deterministic for a given time and power so that every call and topic of the same
 * instant agrees: the phase voltage follows the feeder's daily loading (lower at the evening
 * peak) and drops with the site's own import; the frequency wanders within ±0.05 Hz around
 * 50 Hz; the power factor of the inductive site load is lower at light load.
 */

/** Small repeatable jitter in [-1, 1] for a second and a salt (hash, no state). */
function jitter(second: number, salt: number): number {
  let h = (second * 2654435761 + salt * 40503) >>> 0;
  h = Math.imul(h ^ (h >>> 15), 2246822507) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 3266489909) >>> 0;
  return ((h ^ (h >>> 16)) >>> 0) / 2147483647.5 - 1;
}

export interface GridQuality {
  /** Phase voltages L1–L3, V. */
  voltage: [number, number, number];
  frequencyHz: number;
  powerFactor: number;
  /** kvar of the site's inductive load at that power factor, ≥ 0. */
  reactiveKvar: number;
}

/** Grid quality at `ts` (ms, local seconds of day `sod`) with the site importing `gridKw` (kW, + import). */
export function gridQuality(ts: number, sod: number, gridKw: number): GridQuality {
  const s = Math.floor(ts / 1000);
  const h = sod / 3600;
  // Feeder loading: evening peak ~19:00, night trough ~04:00: ±3 V around 231 V.
  const feeder = Math.cos((2 * Math.PI * (h - 4)) / 24);
  const drop = Math.max(0, gridKw) * 0.004;
  const base = 231 + 3 * feeder - drop;
  const voltage: [number, number, number] = [
    base + 0.6 * jitter(s, 1),
    base - 0.4 + 0.6 * jitter(s, 2),
    base + 0.3 + 0.6 * jitter(s, 3),
  ];
  const frequencyHz = 50 + 0.03 * Math.sin((2 * Math.PI * s) / 617) + 0.015 * jitter(s, 4);
  const p = Math.abs(gridKw);
  const powerFactor = Math.min(0.995, 0.9 + 0.08 * (p / (p + 150)) + 0.005 * jitter(s, 5));
  const reactiveKvar = p * Math.tan(Math.acos(powerFactor));
  return { voltage, frequencyHz, powerFactor, reactiveKvar };
}
