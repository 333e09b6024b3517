import type { Page } from '../../src/contract/envelope';
import { intParam } from './query-params';

/** Largest page a client may ask for (the subsystem list asks for 1000). */
export const MAX_PAGE_SIZE = 1000;

/** Reads `current` and `size` (defaults 1 and 10); anything but an integer in range answers 400. */
export function pageParams(query: URLSearchParams): { current: number; size: number } {
  return {
    current: intParam({ query }, 'current', { min: 1, max: 1_000_000 }, 1),
    size: intParam({ query }, 'size', { min: 1, max: MAX_PAGE_SIZE }, 10),
  };
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
