import type { Page } from '../../src/contract/envelope';

function positiveInt(raw: string | null, fallback: number): number {
  if (raw === null || raw.trim() === '') return fallback;
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** Reads `current` and `size` (defaults 1 and 10). */
export function pageParams(query: URLSearchParams): { current: number; size: number } {
  return { current: positiveInt(query.get('current'), 1), size: positiveInt(query.get('size'), 10) };
}

/** One BladeX page of `all`, from the `current` and `size` query parameters. */
export function pageOf<T>(all: T[], query: URLSearchParams): Page<T> {
  const { current, size } = pageParams(query);
  return pageFrom(all.slice((current - 1) * size, current * size), all.length, current, size);
}

/** A page whose records were already selected (e.g. LIMIT/OFFSET in SQL). */
export function pageFrom<T>(records: T[], total: number, current: number, size: number): Page<T> {
  return { records, total, size, current, pages: Math.ceil(total / size) };
}
