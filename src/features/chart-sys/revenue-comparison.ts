import { deltaPercent } from '@/lib/delta-percent';
import { addDays, addMonths, comparisonRange, dayList, type Period } from '@/lib/period';

/*
 * Revenue of a period beside the previous period and the same period last year, day by day:
 * the n-th day of the period beside the n-th day of each comparison period (a month is compared
 * with the month before from its first day, so 31 March has no day of February beside it).
 * Figures are summed in whole thousandths (the station's 3 decimals), so every total is exactly
 * the sum of the rows it sums, and the same as the report table's footer.
 */

export type Range = { start: string; end: string };

/** One day of the period and the days it is compared with (null: no such day, or no figure). */
export interface ComparedDay {
  date: string;
  profit: number | null;
  previousDate: string | null;
  previous: number | null;
  lastYearDate: string | null;
  lastYear: number | null;
}

export interface RevenueTotals {
  current: number;
  previous: number | null;
  lastYear: number | null;
  /** Change against each, in percent (null when that total is 0 or missing). */
  previousDelta: number | null;
  lastYearDelta: number | null;
}

export interface RevenueComparison {
  days: ComparedDay[];
  totals: RevenueTotals;
}

export interface ComparisonRanges {
  previous: Range | null;
  lastYear: Range | null;
  /** The unclamped first day of each comparison period: the n-th day counts from there. */
  previousFrom: string;
  lastYearFrom: string;
}

/** The comparison periods of a covered range (lib/period comparisonRange) and where each starts. */
export function revenueRanges(period: Period, range: Range, commissioning: string | null): ComparisonRanges {
  const n = dayList(period.start, period.end).length;
  const previousFrom =
    period.kind === 'month'
      ? addMonths(range.start, -1)
      : period.kind === 'year'
        ? addMonths(range.start, -12)
        : addDays(range.start, -n);
  return {
    previous: comparisonRange(period, range, 'previous', commissioning),
    lastYear: comparisonRange(period, range, 'lastYear', commissioning),
    previousFrom,
    lastYearFrom: addMonths(range.start, -12),
  };
}

const UNIT = 1000;
const milli = (v: number | undefined | null) =>
  typeof v === 'number' && Number.isFinite(v) ? Math.round(v * UNIT) : null;
const yuan = (m: number | null) => (m === null ? null : m / UNIT);

type DayProfit = { date: string; profit: number };

/** Revenue per day and its totals; `previous` / `lastYear` undefined while not (yet) read. */
export function compareRevenue(
  range: Range,
  ranges: ComparisonRanges,
  current: readonly DayProfit[],
  previous: readonly DayProfit[] | undefined,
  lastYear: readonly DayProfit[] | undefined,
): RevenueComparison {
  const byDate = (rows: readonly DayProfit[] | undefined) => new Map(rows?.map((r) => [r.date, r.profit]));
  const [cur, prev, last] = [byDate(current), byDate(previous), byDate(lastYear)];
  // The n-th day of a comparison period, when that period has it and it is inside its range.
  const dayOf = (from: string, r: Range | null, i: number) => {
    const d = addDays(from, i);
    return r && d >= r.start && d <= r.end ? d : null;
  };
  const sums = { current: 0, previous: 0, lastYear: 0, anyPrevious: false, anyLastYear: false };
  const days = dayList(range.start, range.end).map((date, i): ComparedDay => {
    const previousDate = dayOf(ranges.previousFrom, ranges.previous, i);
    const lastYearDate = dayOf(ranges.lastYearFrom, ranges.lastYear, i);
    const c = milli(cur.get(date));
    const p = previous && previousDate ? milli(prev.get(previousDate)) : null;
    const l = lastYear && lastYearDate ? milli(last.get(lastYearDate)) : null;
    sums.current += c ?? 0;
    if (p !== null) [sums.previous, sums.anyPrevious] = [sums.previous + p, sums.anyPrevious || p !== 0];
    if (l !== null) [sums.lastYear, sums.anyLastYear] = [sums.lastYear + l, sums.anyLastYear || l !== 0];
    return { date, profit: yuan(c), previousDate, previous: yuan(p), lastYearDate, lastYear: yuan(l) };
  });
  // A comparison period without a single day of revenue lies before the station's history (the
  // station answers its days with 0): no line at zero, no total of 0 and no change against it.
  for (const d of days) {
    if (!sums.anyPrevious) d.previous = null;
    if (!sums.anyLastYear) d.lastYear = null;
  }
  const totals = {
    current: sums.current / UNIT,
    previous: sums.anyPrevious ? sums.previous / UNIT : null,
    lastYear: sums.anyLastYear ? sums.lastYear / UNIT : null,
  };
  return {
    days,
    totals: {
      ...totals,
      previousDelta: deltaPercent(totals.current, totals.previous),
      lastYearDelta: deltaPercent(totals.current, totals.lastYear),
    },
  };
}

/**
 * The profit bars of the period: whole days, and the station's today apart (a day still filling,
 * drawn as partial); null figures drawn as no bar.
 */
export function profitBars(days: readonly ComparedDay[], today: string) {
  const whole = days.filter((d) => d.date !== today && d.profit !== null);
  const partial = days.find((d) => d.date === today && d.profit !== null) ?? null;
  return { whole, partial };
}
