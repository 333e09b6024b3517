import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { getProfitPage, type ProfitRange } from '@/api/profit';
import type { Period } from '@/lib/period';
import { compareRevenue, revenueRanges, type Range } from './revenue-comparison';

/** Every day of a ≤ 92-day range on one page, as the report table asks (same query, same cache). */
const ALL_ROWS = 1000;
const NONE: readonly never[] = [];

/** The fee rows of a range: the query the report table runs, so the comparison reads its rows. */
function feeRowsQuery(range: Required<ProfitRange> | null) {
  return {
    queryKey: ['profitday', 'fee', 'page', range] as const,
    queryFn: () => getProfitPage('fee', { ...range!, current: 1, size: ALL_ROWS }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  };
}

const asQuery = (r: Range | null, site: string) => (r ? { startTime: r.start, endTime: r.end, site } : null);

/**
 * Revenue of the range beside the previous period and the same period last year, from the
 * `profitday/fee/page` rows of each (the current one shared with the report table).
 */
export function useRevenueComparison(
  period: Period,
  range: Required<ProfitRange>,
  commissioning: string | null,
) {
  const covered = { start: range.startTime, end: range.endTime };
  const ranges = revenueRanges(period, covered, commissioning);
  const current = useQuery(feeRowsQuery(range));
  const previous = useQuery(feeRowsQuery(asQuery(ranges.previous, range.site)));
  const lastYear = useQuery(feeRowsQuery(asQuery(ranges.lastYear, range.site)));
  // Rows of an earlier range, kept while the new ones load, are not this comparison's rows; a
  // period with nothing to compare (before commissioning) reads as no rows, not as "loading".
  const rowsOf = (q: typeof current, wanted = true) =>
    !wanted ? NONE : q.isPlaceholderData ? undefined : (q.data?.records ?? undefined);
  const rows = rowsOf(current);
  const prevRows = rowsOf(previous, ranges.previous !== null);
  const lastRows = rowsOf(lastYear, ranges.lastYear !== null);
  const { startTime, endTime } = range;
  const fresh = useMemo(
    () =>
      rows
        ? compareRevenue(
            { start: startTime, end: endTime },
            revenueRanges(period, { start: startTime, end: endTime }, commissioning),
            rows,
            prevRows,
            lastRows,
          )
        : null,
    [rows, prevRows, lastRows, period, startTime, endTime, commissioning],
  );
  // While a new period loads the chart keeps the last comparison drawn, as the table keeps its rows.
  const [kept, setKept] = useState(fresh);
  if (fresh && fresh !== kept) setKept(fresh);
  // Every period read: the export waits for it, so it never lists a comparison still loading.
  const ready = fresh !== null && prevRows !== undefined && lastRows !== undefined;
  return { comparison: fresh ?? kept, ranges, current, ready };
}
