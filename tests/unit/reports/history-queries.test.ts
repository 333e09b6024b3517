import { QueryClient, skipToken } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { QueryLike } from '@/components/states';
import { dayOptions, historyQuery, pickQuery, rowsOptions } from '@/features/history-sys/queries';

const today = '2026-11-25';

describe('history queries', () => {
  it("asks months for the year view and days otherwise, with the station's site", () => {
    const r = { start: '2026-01-01', end: '2026-11-25' };
    expect(historyQuery('year', r, 'WZ001')).toEqual({
      startTime: '2026-01',
      endTime: '2026-11',
      site: 'WZ001',
    });
    expect(historyQuery('month', r, 'WZ001')).toEqual({
      startTime: '2026-01-01',
      endTime: '2026-11-25',
      site: 'WZ001',
    });
  });

  it('keeps a closed period fresh for 5 minutes and one that holds today at the default', () => {
    const q = (a: string, b: string) => ({ startTime: a, endTime: b, site: 'WZ001' });
    expect(rowsOptions('month', q('2026-10-01', '2026-10-31'), today).staleTime).toBe(300_000);
    expect(rowsOptions('month', q('2026-11-01', today), today).staleTime).toBeUndefined();
    expect(rowsOptions('year', q('2026-01', '2026-10'), today).staleTime).toBe(300_000);
    expect(rowsOptions('year', q('2026-01', '2026-11'), today).staleTime).toBeUndefined();
    const client = new QueryClient();
    expect(dayOptions(client, q('2026-11-24', '2026-11-24'), today, null).staleTime).toBe(300_000);
    expect(dayOptions(client, q(today, today), today, null).staleTime).toBeUndefined();
  });

  it('is disabled without a range (another view or no days to ask)', () => {
    expect(rowsOptions('month', null, today).queryFn).toBe(skipToken);
    expect(dayOptions(new QueryClient(), null, today, null).queryFn).toBe(skipToken);
  });
});

describe('pickQuery', () => {
  it("reads a part of the answer with the query's own status", () => {
    const refetch = () => {};
    type Answer = { points: number[]; rows: number[] };
    const q: QueryLike<Answer> = {
      data: { points: [1], rows: [2] },
      isPending: false,
      isError: false,
      error: null,
      refetch,
    };
    const rows = pickQuery(q, (d) => d.rows);
    expect(rows).toEqual({ data: [2], isPending: false, isError: false, error: null, refetch });
    const failed = pickQuery<Answer, number[]>(
      { ...q, data: undefined, isError: true, error: 'x' },
      (d) => d.rows,
    );
    expect(failed.data).toBeUndefined();
    expect(failed.isError).toBe(true);
    expect(failed.error).toBe('x');
  });
});
