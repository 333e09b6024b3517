import type Database from 'better-sqlite3';
import { readSetting, writeSetting } from '../store/model-schema';

/** Raise and recover levels of one watched value; the gap between them stops flapping. */
export interface Band {
  raise: number;
  recover: number;
}

/**
 * The alarm thresholds the model evaluates every tick, kept in the settings store (key
 * `alarmThresholds`) so the threshold calls (`deviceThreshold/*`, a later issue) only have to
 * read and write them through `StationModel.setThresholds`.
 */
export interface AlarmThresholds {
  /** Cell voltage, mV: over (raise above) and under (raise below). */
  cellOverVoltageMv: Band;
  cellUnderVoltageMv: Band;
  /** Hottest cell, °C, level 2 and level 1. */
  cellOverTempL2C: Band;
  cellOverTempL1C: Band;
  /** Station SOC, percentage points above the lower SOC limit (raise below). */
  socLowMarginPct: Band;
  /** Hottest cell of a container, °C: PCS over-temperature trip and fire alarm. */
  pcsOverTempC: Band;
  fireTempC: Band;
}

export const DEFAULT_ALARM_THRESHOLDS: AlarmThresholds = {
  cellOverVoltageMv: { raise: 3650, recover: 3600 },
  cellUnderVoltageMv: { raise: 2800, recover: 2900 },
  cellOverTempL2C: { raise: 45, recover: 42 },
  cellOverTempL1C: { raise: 55, recover: 50 },
  socLowMarginPct: { raise: 2, recover: 5 },
  pcsOverTempC: { raise: 60, recover: 55 },
  fireTempC: { raise: 70, recover: 60 },
};

/** Values that raise below their threshold; the rest raise above. */
const BELOW = new Set<keyof AlarmThresholds>(['cellUnderVoltageMv', 'socLowMarginPct']);

const SETTING = 'alarmThresholds';

/** Thrown for a threshold set that is incomplete or whose recovery band points the wrong way. */
export class ThresholdError extends Error {}

/** Checks a complete threshold set: numbers, and recovery on the safe side of the raise level. */
export function validateThresholds(input: unknown): AlarmThresholds {
  if (typeof input !== 'object' || input === null) throw new ThresholdError('thresholds must be an object');
  const out = {} as AlarmThresholds;
  for (const key of Object.keys(DEFAULT_ALARM_THRESHOLDS) as Array<keyof AlarmThresholds>) {
    const band = (input as Record<string, unknown>)[key] as Partial<Band> | undefined;
    const { raise, recover } = band ?? {};
    if (typeof raise !== 'number' || typeof recover !== 'number' || !isFinite(raise) || !isFinite(recover))
      throw new ThresholdError(`${key}: raise and recover must be numbers`);
    if (BELOW.has(key) ? recover < raise : recover > raise)
      throw new ThresholdError(`${key}: recover must be on the safe side of raise`);
    out[key] = { raise, recover };
  }
  return out;
}

/** The stored thresholds; the defaults when none are stored or the stored set is unusable. */
export function loadThresholds(db: Database.Database): AlarmThresholds {
  const stored = readSetting<unknown>(db, SETTING, null);
  if (stored === null) return DEFAULT_ALARM_THRESHOLDS;
  try {
    return validateThresholds({ ...DEFAULT_ALARM_THRESHOLDS, ...(stored as object) });
  } catch (e) {
    console.warn(`[simulator] stored alarm thresholds ignored: ${(e as Error).message}`);
    return DEFAULT_ALARM_THRESHOLDS;
  }
}

export function saveThresholds(db: Database.Database, thresholds: AlarmThresholds): void {
  writeSetting(db, SETTING, thresholds);
}
