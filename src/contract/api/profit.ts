import { z } from 'zod';
import { PRICE_PERIODS, type PricePeriod } from '../status';
import { wireArray, wireIdText, wireNum, wireStr, wireValueOrNull } from '../wire';

/** Buy and sell price of one period, yuan/kWh. */
export interface PeriodPrice {
  buy: number;
  sell: number;
}

/** One row of a price time table: from `start` (`HH:mm`) until the next row's start. */
export interface PriceTimeSlot {
  start: string;
  period: PricePeriod;
}

/** The active electricity price template the profit accounting uses. */
export interface PriceTemplate {
  id: string;
  name: string;
  prices: Record<PricePeriod, PeriodPrice>;
  /** Sorted by start, first row at `00:00`. */
  timeTable: PriceTimeSlot[];
}

/** Energy (kWh) of one flow split by price period, with the total. */
export interface PeriodSplit {
  sharp: number;
  peak: number;
  flat: number;
  valley: number;
  total: number;
}

/**
 * Storage quantity of one day (`profitday/quantity/page`, `selectTop7`): charge/discharge kWh
 * by period. `date` is `yyyy-MM-dd`.
 */
export interface QuantityDay {
  date: string;
  charge: PeriodSplit;
  discharge: PeriodSplit;
  /** discharge.total / charge.total in percent; null when nothing was charged. */
  efficiency: number | null;
}

/**
 * Fee of one day (`profitday/fee/page`): charge cost and discharge value in yuan by period at
 * the buy price of the active template; profit = discharge − charge.
 */
export interface FeeDay {
  date: string;
  chargeFee: PeriodSplit;
  dischargeFee: PeriodSplit;
  profit: number;
}

/** One PCS on one day (`profitday/pcs/page`). */
export interface PcsQuantityDay {
  date: string;
  pcsNo: number;
  charge: PeriodSplit;
  discharge: PeriodSplit;
}

/** PV generation of one day (`profitday/gf/page`): kWh by period and its value in yuan. */
export interface GfQuantityDay {
  date: string;
  generation: PeriodSplit;
  value: number;
}

/** `profitday/selectTop7`: the last seven days, oldest first. */
export interface ProfitTop7Row {
  date: string;
  charge: number;
  discharge: number;
  profit: number;
}

/** `profitday/{quantity,fee,pcs,gf}/total` over the query range: sums of the page rows. */
export interface ProfitTotal {
  startTime: string;
  endTime: string;
  charge: PeriodSplit;
  discharge: PeriodSplit;
  chargeFee: PeriodSplit;
  dischargeFee: PeriodSplit;
  generation: PeriodSplit;
  generationValue: number;
  profit: number;
}

/** Inflated `data` of `profitday/bms/usage/zip`: daily storage usage over the range. */
export interface BmsUsageZip {
  /** `soc`: station SOC at the end of the day, percent; null for a day without history (missing, not 0). */
  days: Array<{ date: string; charge: number; discharge: number; soc: number | null }>;
}

/**
 * Inflated `data` of `profitday/fee/profit/zip`: daily profit by period over the range, each day
 * with the tariff in force on it (`template`: its periods and prices); the top-level `template`
 * is the one in force on the last day of the range.
 */
export interface FeeProfitZip {
  days: Array<{
    date: string;
    sharp: number;
    peak: number;
    flat: number;
    valley: number;
    profit: number;
    template: PriceTemplate;
  }>;
  template: PriceTemplate;
}

/**
 * `POST profitday/reset?startTime&endTime` (≤ 16 days): fees recomputed from the stored
 * energy at the active template; answers the number of days recomputed.
 */
export interface ProfitResetResult {
  days: number;
}

/*
 * Schemas of the answers above as a real backend may send them (ARCHITECTURE.md §3: numbers as
 * text, ids as numbers, null or missing lists, extra fields): src/api reads every answer with them.
 */

export const periodSplitSchema: z.ZodType<PeriodSplit> = z.object({
  sharp: wireNum,
  peak: wireNum,
  flat: wireNum,
  valley: wireNum,
  total: wireNum,
});

const periodPrice = z.object({ buy: wireNum, sell: wireNum });
const priceTemplateSchema: z.ZodType<PriceTemplate> = z.object({
  id: wireIdText,
  name: wireStr,
  prices: z.object({ sharp: periodPrice, peak: periodPrice, flat: periodPrice, valley: periodPrice }),
  timeTable: wireArray(z.object({ start: wireStr, period: z.enum(PRICE_PERIODS) })),
});

export const quantityDaySchema: z.ZodType<QuantityDay> = z.object({
  date: wireStr,
  charge: periodSplitSchema,
  discharge: periodSplitSchema,
  efficiency: wireValueOrNull,
});

export const feeDaySchema: z.ZodType<FeeDay> = z.object({
  date: wireStr,
  chargeFee: periodSplitSchema,
  dischargeFee: periodSplitSchema,
  profit: wireNum,
});

export const pcsQuantityDaySchema: z.ZodType<PcsQuantityDay> = z.object({
  date: wireStr,
  pcsNo: wireNum,
  charge: periodSplitSchema,
  discharge: periodSplitSchema,
});

export const gfQuantityDaySchema: z.ZodType<GfQuantityDay> = z.object({
  date: wireStr,
  generation: periodSplitSchema,
  value: wireNum,
});

export const profitTop7RowSchema: z.ZodType<ProfitTop7Row> = z.object({
  date: wireStr,
  charge: wireNum,
  discharge: wireNum,
  profit: wireNum,
});

export const profitTotalSchema: z.ZodType<ProfitTotal> = z.object({
  startTime: wireStr,
  endTime: wireStr,
  charge: periodSplitSchema,
  discharge: periodSplitSchema,
  chargeFee: periodSplitSchema,
  dischargeFee: periodSplitSchema,
  generation: periodSplitSchema,
  generationValue: wireNum,
  profit: wireNum,
});

export const bmsUsageZipSchema: z.ZodType<BmsUsageZip> = z.object({
  days: wireArray(z.object({ date: wireStr, charge: wireNum, discharge: wireNum, soc: wireValueOrNull })),
});

export const feeProfitZipSchema: z.ZodType<FeeProfitZip> = z.object({
  days: wireArray(
    z.object({
      date: wireStr,
      sharp: wireNum,
      peak: wireNum,
      flat: wireNum,
      valley: wireNum,
      profit: wireNum,
      template: priceTemplateSchema,
    }),
  ),
  template: priceTemplateSchema,
});

export const profitResetResultSchema: z.ZodType<ProfitResetResult> = z.object({ days: wireNum });
