/*
 * The one set of cell limits: the simulator raises its alarms on them (simulator/model/thresholds.ts
 * re-exports them as its defaults) and the console derives every measured status, colour band and
 * legend from them. A value at or beyond `alarm` is what raises an alarm; between `warn` and
 * `alarm` is the recovery band, shown as a warning.
 */

/** Raise and recover levels of one watched value; the gap between them stops flapping. */
export interface Band {
  raise: number;
  recover: number;
}

/** The alarm thresholds the simulator evaluates every tick (see simulator/model/thresholds.ts). */
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

/** Measured status of a value or device: 0 normal, 1 warning (recovery band), 2 alarm. */
export type Health = 0 | 1 | 2;
export const HEALTH_NAMES = ['normal', 'warning', 'alarm'] as const;
export type HealthName = (typeof HEALTH_NAMES)[number];

/** Limits of one measured quantity in the unit the pipeline carries it in. */
export interface ValueLimits {
  lowAlarm?: number;
  lowWarn?: number;
  highWarn?: number;
  highAlarm?: number;
}

/** Cell limits in the pipeline's units (mV, tenths of °C), derived from a threshold set. */
export interface CellLimits {
  voltageMv: ValueLimits;
  tempDeciC: ValueLimits;
  /** Voltage spread of a cluster, mV. The station raises no alarm on it: warning only. */
  spreadMv: ValueLimits;
}

/**
 * Spread of a healthy LFP cluster is 10–40 mV; above 100 mV the balancing is not keeping up.
 * No alarm is raised on it, so it never goes beyond a warning.
 */
export const SPREAD_WARN_MV = 100;

export function cellLimits(t: AlarmThresholds = DEFAULT_ALARM_THRESHOLDS): CellLimits {
  return {
    voltageMv: {
      lowAlarm: t.cellUnderVoltageMv.raise,
      lowWarn: t.cellUnderVoltageMv.recover,
      highWarn: t.cellOverVoltageMv.recover,
      highAlarm: t.cellOverVoltageMv.raise,
    },
    tempDeciC: {
      highWarn: t.cellOverTempL2C.recover * 10,
      highAlarm: t.cellOverTempL2C.raise * 10,
    },
    spreadMv: { highWarn: SPREAD_WARN_MV },
  };
}

export const CELL_LIMITS: CellLimits = cellLimits();

/** Health of one value against its limits; a missing value (NaN) is normal (it is shown as missing). */
export function valueHealth(v: number, l: ValueLimits): Health {
  if (!Number.isFinite(v)) return 0;
  if ((l.highAlarm !== undefined && v >= l.highAlarm) || (l.lowAlarm !== undefined && v <= l.lowAlarm))
    return 2;
  if ((l.highWarn !== undefined && v >= l.highWarn) || (l.lowWarn !== undefined && v <= l.lowWarn)) return 1;
  return 0;
}

/** A cluster's measured extremes, as the pipeline's summary row carries them. */
export interface ClusterExtremes {
  maxCellMv: number;
  minCellMv: number;
  maxTempDeciC: number;
  minTempDeciC: number;
  spreadMv: number;
}

/** Worst health of a cluster's extremes. */
export function clusterHealth(x: ClusterExtremes, l: CellLimits = CELL_LIMITS): Health {
  return Math.max(
    valueHealth(x.maxCellMv, l.voltageMv),
    valueHealth(x.minCellMv, l.voltageMv),
    valueHealth(x.maxTempDeciC, l.tempDeciC),
    valueHealth(x.minTempDeciC, l.tempDeciC),
    valueHealth(x.spreadMv, l.spreadMv),
  ) as Health;
}

/** Health an active alarm of this level stands for: L1/L2 alarm, L3 warning. */
export function alarmLevelHealth(level: number | null | undefined): Health {
  if (level === 1 || level === 2) return 2;
  if (level === 3) return 1;
  return 0;
}

/**
 * A device's status: what its values say, combined with what its alarms and its running status
 * say, never replaced by them. Clearing an alarm lowers only the alarm's part: a live value
 * beyond its limit keeps the device abnormal.
 */
export function combinedHealth(
  measured: Health,
  activeAlarmLevel: number | null | undefined,
  runningStatus?: number,
): Health {
  const fromStatus: Health = runningStatus === 6 ? 2 : 0;
  return Math.max(measured, alarmLevelHealth(activeAlarmLevel), fromStatus) as Health;
}
