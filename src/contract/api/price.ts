/*
 * Electricity prices (spec §3 "price template", §7 "Price templates", multiRateMeter,
 * changeMeterSchedule). The spec names the calls but not their payloads; these types are their
 * documentation. Paths are relative to /api/ (BladeX style):
 *
 *   GET  electricprice/template/timeline/list            → PriceTimeline[]
 *   POST electricprice/template/timeline/save            body PriceTimeline (id '' adds) → PriceTimeline
 *   POST electricprice/template/timeline/remove?ids=a,b  → true (refused while in use)
 *   GET  electricprice/template/unit/list                → PriceUnit[]
 *   POST electricprice/template/unit/save                body PriceUnit → PriceUnit
 *   POST electricprice/template/unit/remove?ids=         → true (refused while in use)
 *   GET  electricprice/template/unit/export              → .xlsx of every unit
 *   GET  electricprice/template/unit/download            → .xlsx import template (headers + example)
 *   POST electricprice/template/unit/import              body: the .xlsx bytes → UnitImportResult
 *   GET  electricprice/template/relation/list            → PriceRelation[]
 *   POST electricprice/template/relation/save            body PriceRelation[] (the whole year) → PriceRelation[]
 *   GET  electricprice/template/specialRelation/list     → SpecialRelation[]
 *   POST electricprice/template/specialRelation/save     body SpecialRelation → SpecialRelation
 *   POST electricprice/template/specialRelation/remove?ids=[&version=] → true (a version names
 *        the one day removed: 409 when it was saved since, src/contract/conflict.ts)
 *   GET  electricprice/template/price/export?date=yyyy-MM-dd → .xlsx: the resolved price of every
 *        day of that date's year, plus the timelines, units and relations
 *   GET  electricprice/template/price/day?date=          → DayTariff (today when absent)
 *   GET  electricprice/template/price/current            → CurrentTariff (station clock)
 *   GET  multiRateMeter/list                             → MultiRateMeterTemplate[]
 *   POST multiRateMeter/saveTemplate                     body MultiRateMeterTemplate → MultiRateMeterTemplate
 *   POST multiRateMeter/delete/{id}                      → true
 *   GET  multiRateMeter/exportTemplate                   → .xlsx of every template
 *   GET  changeMeterSchedule/list?site=                  → MeterChange[] (with continuous readings)
 *   POST changeMeterSchedule/save                        body MeterChange → MeterChange
 *   POST changeMeterSchedule/remove?ids=                 → true
 */
import { z } from 'zod';
import { versionField } from '../conflict';
import { PRICE_PERIODS, type PricePeriod } from '../status';
import { wireArray, wireIdText, wireNum, wireNumOrNull, wireStr, wireStrOrNull } from '../wire';
import type { PeriodPrice, PriceTemplate } from './profit';

export type { PeriodPrice, PriceTemplate } from './profit';

/** One row of a timeline: half-open [start, end) in `HH:mm`; `end` may be `24:00`. */
export interface TimelineRow {
  start: string;
  end: string;
  period: PricePeriod;
}

/** A 24-hour division of the day into price periods; rows cover 00:00–24:00 exactly. */
export interface PriceTimeline {
  /** '' when adding. */
  id: string;
  name: string;
  rows: TimelineRow[];
  /** The stored version (src/contract/conflict.ts); absent from a backend without versions. */
  version?: number;
}

/** Buy and sell prices per period, currency per kWh (≥ 0, at most 4 decimals). */
export interface PriceUnit {
  id: string;
  name: string;
  prices: Record<PricePeriod, PeriodPrice>;
  /** The stored version (src/contract/conflict.ts); absent from a backend without versions. */
  version?: number;
}

/** Which timeline and unit apply in which months (1–12); every month is in exactly one relation. */
export interface PriceRelation {
  id: string;
  name: string;
  months: number[];
  timelineId: string;
  unitId: string;
}

/** A date range (holidays, special days) priced by another timeline and unit; wins over months. */
export interface SpecialRelation {
  id: string;
  name: string;
  /** `yyyy-MM-dd`, inclusive. */
  startDate: string;
  /** `yyyy-MM-dd`, inclusive. */
  endDate: string;
  timelineId: string;
  unitId: string;
  /** The stored version (src/contract/conflict.ts); absent from a backend without versions. */
  version?: number;
}

/** The tariff of one day as the station prices it (special day first, then the month). */
export interface DayTariff {
  date: string;
  source: 'special' | 'month';
  /** The relation's or special relation's name. */
  sourceName: string;
  timeline: PriceTimeline;
  unit: PriceUnit;
}

/** The period and price in force at the station clock, and the next change. */
export interface CurrentTariff {
  /** Station clock, ms since epoch. */
  ts: number;
  /** The same instant as station-local `yyyy-MM-dd HH:mm` (the clock the timelines are read in). */
  time: string;
  period: PricePeriod;
  price: PeriodPrice;
  /** When the next period starts (ms); null when the rest of the year has no other period. */
  nextTs: number | null;
  /** `nextTs` as station-local `yyyy-MM-dd HH:mm`. */
  nextTime: string | null;
  nextPeriod: PricePeriod | null;
  nextPrice: PeriodPrice | null;
  day: DayTariff;
}

/** Answer of `electricprice/template/unit/import`. */
export interface UnitImportResult {
  added: number;
  updated: number;
}

/** One row of a multi-rate meter's day table: from `startTime` (`HH:mm`) the rate of `period`. */
export interface MeterRateRow {
  startTime: string;
  period: PricePeriod;
}

/** A multi-rate (TOU) meter template: template number, time-zone table number and its day table. */
export interface MultiRateMeterTemplate {
  id: string;
  /** Required. */
  templateNo: string;
  /** Required. */
  zoneTableNo: string;
  name: string;
  /** Start time of every row required. */
  rows: MeterRateRow[];
  /** The stored version (src/contract/conflict.ts); absent from a backend without versions. */
  version?: number;
}

/**
 * A meter replacement: at `changeTime` the old meter's final reading `oldReading` (kWh) hands
 * over to the new meter starting at `newReading`; the continuous reading keeps counting from
 * the old one (new raw − newReading + oldReading + earlier offsets), so energy never jumps.
 */
export interface MeterChange {
  id: string;
  site: string;
  /** Which meter: 'grid' (import), 'gridExport', 'load', 'pv', 'storage' (discharge). */
  meter: MeterKind;
  /** `yyyy-MM-dd HH:mm`, station time. */
  changeTime: string;
  oldReading: number;
  newReading: number;
  remark: string;
  /** Read-only in answers: the continuous reading offset in force after this change. */
  offset?: number;
  /** The stored version (src/contract/conflict.ts); absent from a backend without versions. */
  version?: number;
}

export const METER_KINDS = ['grid', 'gridExport', 'load', 'pv', 'storage'] as const;
export type MeterKind = (typeof METER_KINDS)[number];

/** Quarter shortcuts of the month relation. */
export const QUARTERS = { Q1: [1, 2, 3], Q2: [4, 5, 6], Q3: [7, 8, 9], Q4: [10, 11, 12] } as const;

/** Resolved one-day template (the shape the accounting prices with). */
export function toPriceTemplate(day: DayTariff): PriceTemplate {
  return {
    id: `${day.timeline.id}/${day.unit.id}`,
    name: `${day.timeline.name} / ${day.unit.name}`,
    prices: day.unit.prices,
    timeTable: day.timeline.rows.map((r) => ({ start: r.start, period: r.period })),
  };
}

/*
 * Schemas of the answers above as a real backend may send them (ARCHITECTURE.md §3: numbers as
 * text, ids as numbers, null or missing lists, extra fields): src/api/price.ts reads with them.
 */

const period = z.enum(PRICE_PERIODS);
const periodPrice = z.object({ buy: wireNum, sell: wireNum });

export const priceTimelineSchema: z.ZodType<PriceTimeline> = z.object({
  id: wireIdText,
  name: wireStr,
  rows: wireArray(z.object({ start: wireStr, end: wireStr, period })),
  version: versionField,
});

export const priceUnitSchema: z.ZodType<PriceUnit> = z.object({
  id: wireIdText,
  name: wireStr,
  prices: z.object({ sharp: periodPrice, peak: periodPrice, flat: periodPrice, valley: periodPrice }),
  version: versionField,
});

export const priceRelationSchema: z.ZodType<PriceRelation> = z.object({
  id: wireIdText,
  name: wireStr,
  months: wireArray(wireNum),
  timelineId: wireIdText,
  unitId: wireIdText,
});

export const specialRelationSchema: z.ZodType<SpecialRelation> = z.object({
  id: wireIdText,
  name: wireStr,
  startDate: wireStr,
  endDate: wireStr,
  timelineId: wireIdText,
  unitId: wireIdText,
  version: versionField,
});

export const dayTariffSchema: z.ZodType<DayTariff> = z.object({
  date: wireStr,
  source: z.enum(['special', 'month']),
  sourceName: wireStr,
  timeline: priceTimelineSchema,
  unit: priceUnitSchema,
});

export const currentTariffSchema: z.ZodType<CurrentTariff> = z.object({
  ts: wireNum,
  time: wireStr,
  period,
  price: periodPrice,
  nextTs: wireNumOrNull,
  nextTime: wireStrOrNull,
  nextPeriod: period.nullable(),
  nextPrice: periodPrice.nullable(),
  day: dayTariffSchema,
});

export const unitImportResultSchema: z.ZodType<UnitImportResult> = z.object({
  added: wireNum,
  updated: wireNum,
});

export const multiRateMeterTemplateSchema: z.ZodType<MultiRateMeterTemplate> = z.object({
  id: wireIdText,
  templateNo: wireStr,
  zoneTableNo: wireStr,
  name: wireStr,
  rows: wireArray(z.object({ startTime: wireStr, period })),
  version: versionField,
});

export const meterChangeSchema: z.ZodType<MeterChange> = z.object({
  id: wireIdText,
  site: wireStr,
  meter: z.enum(METER_KINDS),
  changeTime: wireStr,
  oldReading: wireNum,
  newReading: wireNum,
  remark: wireStr,
  offset: wireNum.optional(),
  version: versionField,
});
