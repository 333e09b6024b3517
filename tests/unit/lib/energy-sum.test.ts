import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byMonth, sumRows } from '@/lib/energy-sum';
import { addDays, dayList } from '@/lib/period';

const r3 = (v: number) => Math.round(v * 1000) / 1000;

describe('year aggregation shared by the year view and the year export', () => {
  it('folds a year of days into 12 months whose sum equals the sum of the days', () => {
    const days = dayList('2025-01-01', '2025-12-31').map((key, i) => ({
      key,
      values: { charge: r3(100 + (i % 7) * 1.111), discharge: r3(90 + (i % 5) * 0.333) },
    }));
    const months = byMonth(days);
    expect(months.map((m) => m.key)).toEqual(
      Array.from({ length: 12 }, (_, i) => `2025-${String(i + 1).padStart(2, '0')}`),
    );
    expect(sumRows(months)).toEqual(sumRows(days));
    const january = days.filter((d) => d.key.startsWith('2025-01'));
    expect(months[0].values).toEqual(sumRows(january));
  });

  it('keeps the total of months equal to the total of days for any 3-decimal values', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 1, maxLength: 400 }),
        (thousandths) => {
          const days = thousandths.map((v, i) => ({
            key: addDays('2025-01-01', i),
            values: { pv: v / 1000 },
          }));
          const exact = thousandths.reduce((a, b) => a + b, 0) / 1000;
          expect(sumRows(byMonth(days)).pv).toBe(r3(exact));
          expect(sumRows(days).pv).toBe(r3(exact));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('leaves out flows a row does not have', () => {
    expect(sumRows([{ key: '2025-01-01', values: { a: 1, b: undefined } }])).toEqual({ a: 1 });
  });
});
