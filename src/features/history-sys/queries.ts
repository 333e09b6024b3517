import { queryOptions, skipToken, type QueryClient } from '@tanstack/react-query';
import type { QueryLike } from '@/components/states';
import { getHistoryDay, getHistoryMonth, getHistoryYear, type HistoryRange } from '@/api/history';
import type { HistoryPoint, HistoryTotal } from '@/contract/api/history';
import { coveredRange, periodOf } from '@/lib/period';

export type HistoryView = 'day' | 'month' | 'year';

export interface DayData {
  points: HistoryPoint<null>[];
  rows: HistoryTotal[];
}

/** A closed period's history no longer changes: kept fresh for 5 minutes (the client's default
    is 30 s), so stepping back to a period seen a few minutes ago draws it without asking again. */
const CLOSED_STALE_MS = 5 * 60_000;

/** The call's query: days `yyyy-MM-dd`, or months `yyyy-MM` for the year view. */
export function historyQuery(
  view: HistoryView,
  range: { start: string; end: string },
  site: string,
): HistoryRange {
  return {
    startTime: view === 'year' ? range.start.slice(0, 7) : range.start,
    endTime: view === 'year' ? range.end.slice(0, 7) : range.end,
    site,
  };
}

/** The key of energy rows per day ('month') or per month ('year'): the month view and the day
    view's month rows use one key, so each finds the other's answer in the cache. */
const rowsKey = (kind: 'month' | 'year', q: HistoryRange | null) => ['datapower', kind, q] as const;

/** A fresh time for a range that ended before today; the client's default (30 s) otherwise. */
const freshness = (q: HistoryRange, today: string) =>
  q.endTime < today.slice(0, q.endTime.length) ? { staleTime: CLOSED_STALE_MS } : {};

/*
 * The page adds `placeholderData: keepPreviousData` to these (the last period stays on screen while
 * the next loads). A null query is a disabled one (skipToken). A new period is new data: the queries keep no
 * structural sharing (comparing 288 points × 6 fields with the last day's, for the query and
 * again for each select, found nothing to keep and cost ~5 ms of each switch at CPU ×4).
 */

/** Energy per day (week, month, custom: 'month') or per month ('year'). */
export function rowsOptions(kind: 'month' | 'year', q: HistoryRange | null, today: string) {
  return queryOptions({
    queryKey: rowsKey(kind, q),
    queryFn: q ? () => (kind === 'year' ? getHistoryYear(q) : getHistoryMonth(q)) : skipToken,
    structuralSharing: false,
    ...(q ? freshness(q, today) : {}),
  });
}

/**
 * A day's curves and its energy row, one query (the page reads it twice with `select`: both
 * arrive in one render). The row comes from its month's rows, asked once per month and kept like
 * any query (the month view shares them): another day of the month asks for the curves only.
 * Today's row is asked again with today's curves, so they never disagree.
 */
export function dayOptions(
  queryClient: QueryClient,
  q: HistoryRange | null,
  today: string,
  commissioning: string | null,
) {
  const fetchDay = async (q: HistoryRange): Promise<DayData> => {
    const month = coveredRange(periodOf('month', q.startTime), today, commissioning);
    const monthQ = month ? { ...q, startTime: month.start, endTime: month.end } : q;
    const [points, monthRows] = await Promise.all([
      getHistoryDay(q),
      queryClient.fetchQuery({
        queryKey: rowsKey('month', monthQ),
        queryFn: () => getHistoryMonth(monthQ),
        // (an undefined staleTime would override the client's default, not keep it)
        ...(q.startTime === today ? { staleTime: 0 } : freshness(monthQ, today)),
      }),
    ]);
    // A code-404 answer (spec §8) resolves with null: no points, no row.
    return { points: points ?? [], rows: (monthRows ?? []).filter((r) => r.date === q.startTime) };
  };
  return queryOptions({
    queryKey: ['datapower', 'day-with-totals', q] as const,
    queryFn: q ? () => fetchDay(q) : skipToken,
    structuralSharing: false,
    ...(q ? freshness(q, today) : {}),
  });
}

/** One part of a query's answer read as a query (for QueryState): its status, `pick`ed data. */
export function pickQuery<T, U>(query: QueryLike<T>, pick: (data: T) => U): QueryLike<U> {
  return {
    data: query.data === undefined ? undefined : pick(query.data),
    isPending: query.isPending,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
  };
}
