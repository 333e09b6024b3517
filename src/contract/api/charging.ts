import { z } from 'zod';
import { INPUT_LIMITS, isCalendarDateTime } from '../input-rules';
import {
  wireArray,
  wireIdText,
  wireNum,
  wireNumLiteral,
  wireNumOrNull,
  wireStr,
  wireValueOrNull,
} from '../wire';

/*
 * Charging piles and charging data (spec §7 Data: emsChargeData, emsChargeDataLog, "charge
 * history detail for two named sites (with export)"). Paths beyond the spec's names are ours.
 * Optional query `site` (WZ001, WZ002) on every call. Energy kWh, rate yuan/kWh, amount yuan.
 *
 * - `GET chargingPile/realData`: every pile now and today's totals ({@link ChargingPilesNow}); a
 *   pile that does not report is its last report with that report's `ts` (issue 27).
 * - `GET emsChargeData/select?current&size[&pileNo][&startTime][&endTime]` (days `yyyy-MM-dd`,
 *   by session start): {@link ChargeDataPage}, newest first, with totals over every matching row.
 * - `GET emsChargeData/detail?id`: one {@link ChargeData}.
 * - `GET emsChargeData/export` (same filter): .xlsx of every matching row and a total row.
 * - `POST emsChargeData/add` body {@link ChargeDataInput}; `update` the same with `id`;
 *   `delete?ids=a,b`; `changeRate` body {@link ChangeRateInput}; `changeEnergy` body
 *   {@link ChangeEnergyInput}. Rate or energy changes recalculate the amount. Bad input answers
 *   400 'Please enter the correct parameter!'. Administrators only; each change is logged.
 * - `GET emsChargeDataLog/abstractPage?current&size[&dataId]`: {@link ChargeDataLog} page.
 * - `GET emsChargeDataLog/selectLogDetail?id`: one log entry with every changed field.
 */

/** A finished (or manually entered) charging session. */
export interface ChargeData {
  id: string;
  site: string;
  pileNo: number;
  /** `yyyy-MM-dd HH:mm:ss` station time. */
  startTime: string;
  endTime: string;
  /** Meter readings at start and stop, kWh. */
  meterStart: number;
  meterStop: number;
  /** Booked energy: forward meter steps only. */
  energyKwh: number;
  rate: number;
  amount: number;
  /** Share of the energy that came from PV and from the battery, kWh (model estimate). */
  pvKwh: number;
  storageKwh: number;
  /** (reference price − rate) × energy. */
  savings: number;
  /** 1 when a grid outage interrupted the session and it resumed. */
  interrupted: 0 | 1;
  /** 1 when the meter went backwards during the session (that step was not booked). */
  meterFlag: 0 | 1;
  /** 'auto' from the pile, 'manual' entered by an administrator. */
  source: 'auto' | 'manual';
}

export interface ChargeTotals {
  count: number;
  energyKwh: number;
  amount: number;
}

export interface ChargeDataPage {
  records: ChargeData[];
  total: number;
  size: number;
  current: number;
  pages: number;
  totals: ChargeTotals;
}

/** A reading or energy (kWh) or a rate (yuan/kWh): not negative, within input-rules' bounds. */
const nonNegative = (max: number) =>
  z.coerce
    .number({ message: 'correctParameter' })
    .refine((v) => Number.isFinite(v) && v >= 0 && v <= max, 'correctParameter');
const reading = nonNegative(INPUT_LIMITS.reading);
const rate = nonNegative(INPUT_LIMITS.price);
/** A calendar-true `yyyy-MM-dd HH:mm:ss` ('2026-02-30 10:00:00' is refused, never stored as 1970). */
const dateTime = z
  .string({ message: 'timeChooseError' })
  .refine((v) => isCalendarDateTime(v), 'timeChooseError');
const id = z.string({ message: 'correctParameter' }).regex(/^[A-Za-z0-9_.-]{1,64}$/, 'correctParameter');

export const changeRateSchema = z.object({ id, rate });
export const changeEnergySchema = z.object({ id, energy: reading });
export type ChangeRateInput = z.infer<typeof changeRateSchema>;
export type ChangeEnergyInput = z.infer<typeof changeEnergySchema>;

/**
 * Add and update (`emsChargeData/add|update`): the form and the simulator validate with this.
 * `site` is optional: when given it must be the `site` the call is made for. Messages are keys of
 * the `errors` namespace: a start not before the end 'Time choose error!', every other bad field
 * (negative or non-numeric meter or rate, a stop reading below the start) 'Please enter the
 * correct parameter!'.
 */
const chargeDataFields = z.object({
  id: id.optional(),
  site: z.string().min(1, 'correctParameter').max(32, 'correctParameter').optional(),
  pileNo: z.coerce
    .number({ message: 'correctParameter' })
    .int('correctParameter')
    .min(1, 'correctParameter')
    .max(999, 'correctParameter'),
  startTime: dateTime,
  endTime: dateTime,
  meterStart: reading,
  meterStop: reading,
  rate,
});
/** The cross-field checks run whenever their own fields are fine, so every message shows at once. */
const timesOk = (p: { value: unknown }) =>
  chargeDataFields.pick({ startTime: true, endTime: true }).safeParse(p.value).success;
const metersOk = (p: { value: unknown }) =>
  chargeDataFields.pick({ meterStart: true, meterStop: true }).safeParse(p.value).success;
export const chargeDataInputSchema = chargeDataFields
  .refine((v) => v.startTime < v.endTime, {
    message: 'timeChooseError',
    path: ['endTime'],
    when: timesOk,
  })
  .refine((v) => v.meterStop >= v.meterStart, {
    message: 'correctParameter',
    path: ['meterStop'],
    when: metersOk,
  });
export type ChargeDataInput = z.output<typeof chargeDataInputSchema>;

const r2 = (v: number) => Math.round(v * 100) / 100;
const r3 = (v: number) => Math.round(v * 1000) / 1000;

/**
 * Booked energy (kWh, 3 decimals) and amount (yuan, 2 decimals) of a session: amount = energy ×
 * rate on the rounded energy. One function for the simulator's rows and the form's preview.
 */
export function chargeFigures(energyKwh: number, rate: number): { energyKwh: number; amount: number } {
  const e = r3(energyKwh);
  return { energyKwh: e, amount: r2(e * rate) };
}

/**
 * Energy an add or update books: a new record, or one whose meter readings changed, books
 * stop − start; an update that keeps both readings keeps the booked energy (a corrected energy or
 * a flagged backwards step stays as it was).
 */
export function bookedEnergy(
  input: { meterStart: number; meterStop: number },
  before: { meterStart: number; meterStop: number; energyKwh: number } | null,
): number {
  if (before && before.meterStart === input.meterStart && before.meterStop === input.meterStop)
    return before.energyKwh;
  return input.meterStop - input.meterStart;
}

/** One change of charging data. */
export interface ChargeDataLog {
  id: string;
  dataId: string;
  site: string;
  action: 'add' | 'update' | 'delete' | 'changeRate' | 'changeEnergy';
  account: string;
  /** `yyyy-MM-dd HH:mm:ss`. */
  time: string;
  /** Short text: the changed fields, e.g. `rate 1.2 → 1.5`. */
  summary: string;
}

export interface ChargeDataLogDetail extends ChargeDataLog {
  changes: Array<{ field: string; oldValue: string | number | null; newValue: string | number | null }>;
}

/** One pile now. */
export interface ChargingPileNow {
  no: number;
  state: 'idle' | 'charging' | 'fault' | 'offline';
  powerKw: number;
  ratedKw: number;
  /** Energy of the running session, kWh (0 when idle). */
  sessionEnergyKwh: number;
  /** Start of the running session (epoch ms), null when idle. */
  sessionStartMs: number | null;
  connector: string;
  vehicleSoc: number | null;
  meterKwh: number;
  /**
   * Set when the pile does not report (issue 27): the time of its last report, which its figures
   * are as of (never figures of now). Absent while it reports (its figures are of the answer's ts).
   */
  ts?: number;
}

export interface ChargingPilesNow {
  site: string;
  ts: number;
  piles: ChargingPileNow[];
  /** Finished sessions that started today plus the running ones. */
  today: { sessions: number; energyKwh: number; amount: number };
}

/*
 * Schemas of the answers above as a real backend may send them (ARCHITECTURE.md §3: numbers and
 * flags as text, ids as numbers, null or missing lists, extra fields): src/api/charging.ts reads
 * every answer with them.
 */

export const chargeDataSchema: z.ZodType<ChargeData> = z.object({
  id: wireIdText,
  site: wireStr,
  pileNo: wireNum,
  startTime: wireStr,
  endTime: wireStr,
  meterStart: wireNum,
  meterStop: wireNum,
  energyKwh: wireNum,
  rate: wireNum,
  amount: wireNum,
  pvKwh: wireNum,
  storageKwh: wireNum,
  savings: wireNum,
  interrupted: wireNumLiteral([0, 1]),
  meterFlag: wireNumLiteral([0, 1]),
  source: z.enum(['auto', 'manual']),
});

export const chargeTotalsSchema: z.ZodType<ChargeTotals> = z.object({
  count: wireNum,
  energyKwh: wireNum,
  amount: wireNum,
});

const logShape = {
  id: wireIdText,
  dataId: wireIdText,
  site: wireStr,
  action: z.enum(['add', 'update', 'delete', 'changeRate', 'changeEnergy']),
  account: wireStr,
  time: wireStr,
  summary: wireStr,
};
export const chargeDataLogSchema: z.ZodType<ChargeDataLog> = z.object(logShape);

const changeValue = z.union([z.string(), z.number()]).nullable();
export const chargeDataLogDetailSchema: z.ZodType<ChargeDataLogDetail> = z.object({
  ...logShape,
  changes: wireArray(z.object({ field: wireStr, oldValue: changeValue, newValue: changeValue })),
});

export const chargingPilesNowSchema: z.ZodType<ChargingPilesNow> = z.object({
  site: wireStr,
  ts: wireNum,
  piles: wireArray(
    z.object({
      no: wireNum,
      state: z.enum(['idle', 'charging', 'fault', 'offline']),
      powerKw: wireNum,
      ratedKw: wireNum,
      sessionEnergyKwh: wireNum,
      sessionStartMs: wireNumOrNull,
      connector: wireStr,
      vehicleSoc: wireValueOrNull,
      meterKwh: wireNum,
      ts: wireNum.optional(),
    }),
  ),
  today: z.object({ sessions: wireNum, energyKwh: wireNum, amount: wireNum }),
});

/** `data` of `emsChargeData/delete`. */
export const chargeRemovedSchema = z.object({ removed: wireNum });
