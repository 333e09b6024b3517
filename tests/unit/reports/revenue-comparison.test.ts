import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareRevenue, revenueRanges } from '@/features/chart-sys/revenue-comparison';
import { dayList, periodOf } from '@/lib/period';

const rows = (start: string, end: string, profit: (i: number) => number) =>
  dayList(start, end).map((date, i) => ({ date, profit: profit(i) }));

describe('revenue this period vs the previous period and last year', () => {
  it('compares a month in progress with the same days of the month before and of last year', () => {
    const period = periodOf('month', '2026-11-27');
    const range = { start: '2026-11-01', end: '2026-11-27' };
    const ranges = revenueRanges(period, range, null);
    expect(ranges.previous).toEqual({ start: '2026-10-01', end: '2026-10-27' });
    expect(ranges.lastYear).toEqual({ start: '2025-11-01', end: '2025-11-27' });
    const c = compareRevenue(
      range,
      ranges,
      rows('2026-11-01', '2026-11-27', () => 100),
      rows('2026-10-01', '2026-10-27', () => 80),
      rows('2025-11-01', '2025-11-27', () => 50),
    );
    expect(c.days).toHaveLength(27);
    expect(c.days[0]).toEqual({
      date: '2026-11-01',
      profit: 100,
      previousDate: '2026-10-01',
      previous: 80,
      lastYearDate: '2025-11-01',
      lastYear: 50,
    });
    expect(c.totals).toMatchObject({ current: 2700, previous: 2160, lastYear: 1350 });
    expect(c.totals.previousDelta).toBeCloseTo(25);
    expect(c.totals.lastYearDelta).toBeCloseTo(100);
  });

  it('leaves the days February lacks empty beside March instead of repeating 28 February', () => {
    const period = periodOf('month', '2026-03-10');
    const range = { start: '2026-03-01', end: '2026-03-31' };
    const ranges = revenueRanges(period, range, null);
    const c = compareRevenue(
      range,
      ranges,
      rows('2026-03-01', '2026-03-31', () => 10),
      rows('2026-02-01', '2026-02-28', (i) => i + 1),
      undefined,
    );
    expect(c.days[27]).toMatchObject({ previousDate: '2026-02-28', previous: 28 });
    expect(c.days.slice(28).map((d) => d.previousDate)).toEqual([null, null, null]);
    expect(c.totals.previous).toBe((28 * 29) / 2);
    // Last year not read yet: no total and no change, never a 0.
    expect(c.totals.lastYear).toBeNull();
    expect(c.totals.lastYearDelta).toBeNull();
  });

  it('treats a comparison period without one day of revenue (before the history) as no data, not 0', () => {
    const period = periodOf('month', '2026-11-27');
    const range = { start: '2026-11-01', end: '2026-11-27' };
    const c = compareRevenue(
      range,
      revenueRanges(period, range, null),
      rows('2026-11-01', '2026-11-27', () => 14.2),
      rows('2026-10-01', '2026-10-27', (i) => (i === 3 ? -2 : 0)),
      rows('2025-11-01', '2025-11-27', () => 0),
    );
    expect(c.totals.lastYear).toBeNull();
    expect(c.totals.lastYearDelta).toBeNull();
    expect(c.days.every((d) => d.lastYear === null && d.lastYearDate !== null)).toBe(true);
    // One day with revenue is a period with data: its zeros are real zeros.
    expect(c.totals.previous).toBe(-2);
    expect(c.days[0].previous).toBe(0);
  });

  it('compares nothing before commissioning: the days before it stay empty, the rest align', () => {
    const period = periodOf('week', '2026-11-25'); // Mon 23 – Sun 29
    const range = { start: '2026-11-23', end: '2026-11-27' };
    const ranges = revenueRanges(period, range, '2026-11-18');
    expect(ranges.previous).toEqual({ start: '2026-11-18', end: '2026-11-20' });
    expect(ranges.lastYear).toBeNull();
    const c = compareRevenue(
      range,
      ranges,
      rows('2026-11-23', '2026-11-27', () => 1),
      rows('2026-11-18', '2026-11-20', () => 2),
      [],
    );
    expect(c.days.map((d) => d.previousDate)).toEqual([null, null, '2026-11-18', '2026-11-19', '2026-11-20']);
    expect(c.totals).toMatchObject({ current: 5, previous: 6, lastYear: null });
  });

  it('makes every total exactly the sum of its rows (thousandths, as the station rounds)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -5e5, max: 5e5, noNaN: true }), { minLength: 7, maxLength: 7 }),
        fc.array(fc.double({ min: -5e5, max: 5e5, noNaN: true }), { minLength: 7, maxLength: 7 }),
        (now, before) => {
          const period = periodOf('week', '2026-11-18');
          const range = { start: period.start, end: period.end };
          const c = compareRevenue(
            range,
            revenueRanges(period, range, null),
            rows(period.start, period.end, (i) => now[i]),
            rows('2026-11-09', '2026-11-15', (i) => before[i]),
            undefined,
          );
          const sum = (pick: (d: (typeof c.days)[number]) => number | null) =>
            c.days.reduce((s, d) => s + Math.round((pick(d) ?? 0) * 1000), 0);
          expect(Math.round(c.totals.current * 1000)).toBe(sum((d) => d.profit));
          expect(Math.round((c.totals.previous ?? 0) * 1000)).toBe(sum((d) => d.previous));
          c.days.forEach((d, i) => expect(d.profit).toBe(Math.round(now[i] * 1000) / 1000));
        },
      ),
    );
  });
});
