// Issue 34: a report's answer shaped once — rows already seen keep their objects (the table then
// skips them), each call's outcome stays its own, cell renderers stay the same from range to range.
import { describe, expect, it } from 'vitest';
import type { ReportColumn } from '@/components/report-table';
import { partQuery, rowReuser, sameJson, type ReportAnswer } from '@/features/chart-sys/report-queries';
import { withStableCells } from '@/features/chart-sys/stable-columns';

describe('sameJson', () => {
  it('compares plain values by content, nested objects and arrays included', () => {
    expect(sameJson({ a: 1, b: { c: [1, 2] } }, { a: 1, b: { c: [1, 2] } })).toBe(true);
    expect(sameJson({ a: 1, b: { c: [1, 2] } }, { a: 1, b: { c: [1, 3] } })).toBe(false);
    expect(sameJson({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameJson([1], { 0: 1 })).toBe(false);
    expect(sameJson(null, {})).toBe(false);
    expect(sameJson(NaN, NaN)).toBe(false);
  });
});

describe('rowReuser', () => {
  it('gives back the object seen before for a row with the same key and content', () => {
    const reuse = rowReuser((r: { date: string; v: { total: number } }) => r.date);
    const first = reuse([
      { date: 'd1', v: { total: 1 } },
      { date: 'd2', v: { total: 2 } },
    ]);
    const second = reuse([
      { date: 'd2', v: { total: 2 } },
      { date: 'd3', v: { total: 3 } },
    ]);
    expect(second[0]).toBe(first[1]);
    expect(second[1]).toEqual({ date: 'd3', v: { total: 3 } });
    // A changed row is the new object (and is the one kept from then on).
    const third = reuse([{ date: 'd2', v: { total: 5 } }]);
    expect(third[0]).not.toBe(first[1]);
    expect(third[0].v.total).toBe(5);
    expect(reuse([{ date: 'd2', v: { total: 5 } }])[0]).toBe(third[0]);
  });
});

describe('partQuery', () => {
  const query = (data: ReportAnswer | undefined, isPending = false) => ({
    data,
    isPending,
    isError: false,
    error: null,
    refetch: () => {},
  });
  const answer: ReportAnswer = {
    page: { ok: true, data: { records: [], total: 0, size: 0, current: 1, pages: 0 } },
    total: { ok: false, error: new Error('total failed') },
    usage: null,
    lastDays: { ok: true, data: [] },
  };
  it('reads one call of the answer: its data, or its own error', () => {
    expect(partQuery(query(answer), (a) => a.page).data).toEqual(answer.page.ok && answer.page.data);
    const total = partQuery(query(answer), (a) => a.total);
    expect(total.isError).toBe(true);
    expect((total.error as Error).message).toBe('total failed');
    expect(total.data).toBeUndefined();
    expect(partQuery(query(undefined, true), (a) => a.page).isPending).toBe(true);
    expect(partQuery(query(answer), (a) => a.page).isError).toBe(false);
  });
});

describe('withStableCells', () => {
  it("takes the cells' render functions by key and keeps the new headers and footers", () => {
    const render = (r: { v: number }) => r.v;
    const cells: ReportColumn<{ v: number }>[] = [{ key: 'v', header: 'V', render }];
    const next: ReportColumn<{ v: number }>[] = [
      { key: 'v', header: 'V2', render: (r) => r.v, footer: 9 },
      { key: 'w', header: 'W', render: (r) => r.v * 2 },
    ];
    const out = withStableCells(next, cells);
    expect(out[0].render).toBe(render);
    expect(out[0].header).toBe('V2');
    expect(out[0].footer).toBe(9);
    expect(out[1]).toBe(next[1]);
  });
});
