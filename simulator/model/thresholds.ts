import type Database from 'better-sqlite3';
import { readSetting, writeSetting } from '../store/model-schema';
import { type AlarmThresholds, type Band, DEFAULT_ALARM_THRESHOLDS } from '../../src/contract/limits';

/*
 * The thresholds live in src/contract/limits.ts so the console derives status and colours from the
 * very limits the model alarms on. They are kept in the settings store (key `alarmThresholds`) so
 * the threshold calls (`deviceThreshold/*`) only have to read and write them through
 * `StationModel.setThresholds`.
 */
export { type AlarmThresholds, type Band, DEFAULT_ALARM_THRESHOLDS } from '../../src/contract/limits';

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
