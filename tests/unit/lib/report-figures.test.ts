import { describe, expect, it } from 'vitest';
import { deltaPercent } from '@/lib/delta-percent';
import { chunkRange } from '@/features/energy-sys/energy-rows';
import { selfSufficiency } from '@/features/energy-sys/kpi-panel';
import { roundTripEfficiency } from '@/lib/efficiency';
import { byMonth, sumRows } from '@/lib/energy-sum';
import { dayList } from '@/lib/period';

describe('energy rows of a period', () => {
  it('splits a year into calls of at most 92 days that cover every day once', () => {
    const parts = chunkRange('2025-01-01', '2025-12-31');
    expect(parts).toHaveLength(4);
    expect(parts[0]).toEqual(['2025-01-01', '2025-04-02']);
    expect(parts.at(-1)![1]).toBe('2025-12-31');
    const days = parts.flatMap(([a, b]) => dayList(a, b));
    expect(days).toEqual(dayList('2025-01-01', '2025-12-31'));
  });

  it('folds days into months whose sum is the sum of the days, rounded as the server rounds', () => {
    const rows = [
      { key: '2025-01-30', values: { charge: 1.1111, discharge: 1 } },
      { key: '2025-01-31', values: { charge: 2.2222, discharge: 2 } },
      { key: '2025-02-01', values: { charge: 3, discharge: 0.5 } },
    ];
    expect(byMonth(rows)).toEqual([
      { key: '2025-01', values: { charge: 3.333, discharge: 3 } },
      { key: '2025-02', values: { charge: 3, discharge: 0.5 } },
    ]);
    expect(sumRows(rows)).toEqual({ charge: 6.333, discharge: 3.5 });
  });
});

describe('figures with formulas', () => {
  it('round-trip efficiency = discharge ÷ charge, none without charge', () => {
    expect(roundTripEfficiency(100, 92)).toBe(92);
    expect(roundTripEfficiency(0, 5)).toBeNull();
    expect(roundTripEfficiency(undefined, 5)).toBeNull();
  });

  it('self-sufficiency = share of the load not taken from the grid, within 0–100 %', () => {
    expect(selfSufficiency(200, 50)).toBe(75);
    expect(selfSufficiency(200, 300)).toBe(0);
    expect(selfSufficiency(0, 10)).toBeNull();
  });

  it('deltas in percent of the base, none against zero', () => {
    expect(deltaPercent(110, 100)).toBeCloseTo(10);
    expect(deltaPercent(90, 100)).toBeCloseTo(-10);
    expect(deltaPercent(5, 0)).toBeNull();
  });
});
