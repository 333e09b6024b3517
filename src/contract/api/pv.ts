import { z } from 'zod';
import { RUNNING_STATUS, type RunningStatusCode } from '../status';
import { wireArray, wireNum, wireNumLiteral, wireStr } from '../wire';

/*
 * Photovoltaic calls (spec §4 "PV control", §7 "Control" and "service pvdetails show and list").
 * The spec names these calls without paths; these are ours, in the BladeX style. Every call takes
 * an optional `site` query (default the first site). Power in kW, energy in kWh.
 *
 * - `GET pvControl/manualState`: every inverter's controls ({@link PvManualState}).
 * - `POST pvControl/runSet` body {@link PvRunSet}: start (1) or stop (0) one inverter.
 * - `POST pvControl/pvenableSet` body {@link PvEnableSet}: enable (1) or disable (0) one inverter.
 * - `POST pvControl/powerSet` body {@link PvPowerSet}: cap one inverter's output.
 *   Errors (code 400, request language): a power outside 0..ratedKw or not a number
 *   'Please enter the correct power!'; a run or power command to a disabled inverter
 *   'Please make sure the device is turned on!'; a command the gateway refuses
 *   'Command send failed!'; an unknown inverter or value 'Please enter the correct parameter!'.
 *   Administrators only; each command is written to the operation log.
 * - `GET pvdetails/show`: the plant ({@link PvDetailsShow}).
 * - `GET pvdetails/list?current&size`: a page of inverters with their strings ({@link PvDetailsRow}).
 */

/** One inverter's controls and output. */
export interface PvInverterState {
  no: number;
  /** 1 enabled, 0 disabled (pvenable). */
  enable: 0 | 1;
  /** 1 started, 0 stopped (run set). */
  run: 0 | 1;
  /** Power set, kW (equals ratedKw when not limited). */
  powerLimitKw: number;
  ratedKw: number;
  powerKw: number;
  status: RunningStatusCode;
}

/** Answer of `GET pvControl/manualState`. */
export interface PvManualState {
  site: string;
  /** Empty when the station has no PV. */
  inverters: PvInverterState[];
  ts: number;
}

export interface PvRunSet {
  no: number;
  run: 0 | 1;
}

export interface PvEnableSet {
  no: number;
  enable: 0 | 1;
}

export interface PvPowerSet {
  no: number;
  /** kW, 0..ratedKw. */
  power: number;
}

/** Answer of `GET pvdetails/show`; `capacityKw` 0 means the station has no PV. */
export interface PvDetailsShow {
  site: string;
  capacityKw: number;
  powerKw: number;
  todayEnergyKwh: number;
  totalEnergyKwh: number;
  inverterCount: number;
  ts: number;
}

/** One PV string of an inverter (DC side). */
export interface PvString {
  no: number;
  voltage: number;
  current: number;
  powerKw: number;
}

/**
 * One row of `GET pvdetails/list`: `no` and the names always; of the rest only the fields of the
 * chosen PV inverter model (node-config.ts `DEVICE_MODELS.pv`).
 */
export interface PvDetailsRow extends Partial<Omit<PvInverterState, 'no'>> {
  no: number;
  name: string;
  nameEn: string;
  todayEnergyKwh?: number;
  strings?: PvString[];
}

/*
 * Schemas of the answers above as a real backend may send them (numbers as text, 1/0 as "1"/"0",
 * null or missing lists, extra fields): src/api/pv.ts reads every answer with them.
 */

const inverterShape = {
  enable: wireNumLiteral([0, 1]),
  run: wireNumLiteral([0, 1]),
  powerLimitKw: wireNum,
  ratedKw: wireNum,
  powerKw: wireNum,
  status: wireNumLiteral(RUNNING_STATUS),
};

export const pvInverterStateSchema: z.ZodType<PvInverterState> = z.object({ no: wireNum, ...inverterShape });

export const pvManualStateSchema: z.ZodType<PvManualState> = z.object({
  site: wireStr,
  inverters: wireArray(pvInverterStateSchema),
  ts: wireNum,
});

export const pvDetailsShowSchema: z.ZodType<PvDetailsShow> = z.object({
  site: wireStr,
  capacityKw: wireNum,
  powerKw: wireNum,
  todayEnergyKwh: wireNum,
  totalEnergyKwh: wireNum,
  inverterCount: wireNum,
  ts: wireNum,
});

export const pvDetailsRowSchema: z.ZodType<PvDetailsRow> = z.object({
  no: wireNum,
  name: wireStr,
  nameEn: wireStr,
  enable: inverterShape.enable.optional(),
  run: inverterShape.run.optional(),
  powerLimitKw: wireNum.optional(),
  ratedKw: wireNum.optional(),
  powerKw: wireNum.optional(),
  status: inverterShape.status.optional(),
  todayEnergyKwh: wireNum.optional(),
  strings: wireArray(
    z.object({ no: wireNum, voltage: wireNum, current: wireNum, powerKw: wireNum }),
  ).optional(),
});
