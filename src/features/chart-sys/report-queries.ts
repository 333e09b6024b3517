import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getBmsUsage, getProfitPage, getProfitTotal, type ProfitRange } from '@/api/profit';
import type { QueryLike } from '@/components/states';
import type { BmsUsageZip, FeeDay, ProfitTotal, QuantityDay } from '@/contract/api/profit';
import type { Page } from '@/contract/envelope';
import { fetchLastDays, lastSevenDays, type DayRow } from './last-days';
import type { ReportKind, ReportRow } from './report-columns';

/** Every row of a ≤ 92-day range on one page (PCS: days × PCS), so the footer sums all shown. */
const ALL_ROWS = 1000;

/** One call's outcome inside the report's answer: its data, or why it failed. */
export type Part<T> = { ok: true; data: T } | { ok: false; error: unknown };

/**
 * A report's answer for one range: its rows, its totals, (the storage report) its chart's usage
 * and the last seven days' panel, asked together and arriving together, so a period switch renders
 * the report once with all of them (answers arriving one by one rendered it once each, with a
 * spinner between). Each call keeps its own outcome: a failed total shows its error beside the
 * rows, as before.
 */
export interface ReportAnswer {
  page: Part<Page<ReportRow>>;
  total: Part<ProfitTotal | null>;
  usage: Part<BmsUsageZip | null> | null;
  lastDays: Part<DayRow[]>;
}

const settle = async <T>(p: Promise<T>): Promise<Part<T>> => {
  try {
    return { ok: true, data: await p };
  } catch (error) {
    return { ok: false, error };
  }
};

/** Two plain JSON values (an answer's rows) with the same content. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every((k) => sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/**
 * Keeps the objects of rows seen before: a row of a new answer with the same key and content as
 * one already seen is that object again. A period moved by a day holds the other days' rows
 * unchanged: the table (its rows compared by identity and field) then renders only the new day's.
 */
export function rowReuser<T>(keyOf: (row: T) => string, limit = 5000) {
  const seen = new Map<string, T>();
  return (rows: T[]): T[] => {
    if (seen.size > limit) seen.clear();
    return rows.map((r) => {
      const key = keyOf(r);
      const old = seen.get(key);
      if (old !== undefined && sameJson(old, r)) return old;
      seen.set(key, r);
      return r;
    });
  };
}

export const reportRowKey = (r: ReportRow) => ('pcsNo' in r ? `${r.date}-${r.pcsNo}` : r.date);
const reusers = new Map<ReportKind, (rows: ReportRow[]) => ReportRow[]>();
const reuseRows = (kind: ReportKind, rows: ReportRow[]) => {
  let reuse = reusers.get(kind);
  if (!reuse) reusers.set(kind, (reuse = rowReuser(reportRowKey)));
  return reuse(rows);
};

/** The query of a report over a range: rows, totals and (storage) usage in one answer. */
export function reportOptions(kind: ReportKind, range: Required<ProfitRange>) {
  return queryOptions({
    queryKey: ['profitday', kind, 'report', range] as const,
    queryFn: async (): Promise<ReportAnswer> => {
      const asked = getProfitPage(kind, { ...range, current: 1, size: ALL_ROWS });
      // The last seven days' charge and discharge (profit) are the storage (profit) report's own
      // rows: only the other kind is asked for the panel.
      const records = asked.then((p) => p?.records ?? []);
      const known =
        kind === 'quantity'
          ? { quantity: records as Promise<QuantityDay[]> }
          : kind === 'fee'
            ? { fee: records as Promise<FeeDay[]> }
            : {};
      const [page, total, usage, lastDays] = await Promise.all([
        settle(asked),
        settle(getProfitTotal(kind, range)),
        kind === 'quantity' ? settle(getBmsUsage(range)) : Promise.resolve(null),
        settle(fetchLastDays({ ...range, ...lastSevenDays(range) }, known)),
      ]);
      if (page.ok) page.data = { ...page.data, records: reuseRows(kind, page.data.records ?? []) };
      return { page, total, usage, lastDays };
    },
    // The last range's report stays on screen while the next one loads (no spinner, no re-layout).
    placeholderData: keepPreviousData,
    structuralSharing: false,
  });
}

/** One part of the answer read as a query (for QueryState): pending with the query, its own error. */
export function partQuery<T>(
  query: QueryLike<ReportAnswer>,
  pick: (a: ReportAnswer) => Part<T> | null,
): QueryLike<T> {
  const part = query.data ? pick(query.data) : null;
  return {
    data: part?.ok ? part.data : undefined,
    isPending: query.isPending,
    isError: query.isError || part?.ok === false,
    error: part && !part.ok ? part.error : query.error,
    refetch: query.refetch,
  };
}
