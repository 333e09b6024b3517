import { describe, expect, it } from 'vitest';
import { busyShare, delta, percentile, perItem, ratio, round, toMetrics } from '../../perf/stats';

describe('percentile (nearest rank)', () => {
  it('picks the rank, not an interpolation', () => {
    const gaps = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(gaps, 95)).toBe(95);
    expect(percentile(gaps, 100)).toBe(100);
    expect(percentile(gaps, 0)).toBe(1);
  });
  it('sorts numerically and handles one value and none', () => {
    expect(percentile([100, 9, 20], 50)).toBe(20);
    expect(percentile([16.7], 95)).toBe(16.7);
    expect(percentile([], 95)).toBeNull();
  });
  it('is not fooled by one long gap among many short ones', () => {
    const gaps = [...Array(99).fill(16.7), 500];
    expect(percentile(gaps, 95)).toBe(16.7);
    expect(percentile(gaps, 100)).toBe(500);
  });
});

describe('CDP metric deltas', () => {
  const before = toMetrics([
    { name: 'Timestamp', value: 100 },
    { name: 'TaskDuration', value: 2 },
  ]);
  const after = toMetrics([
    { name: 'Timestamp', value: 110 },
    { name: 'TaskDuration', value: 3.5 },
  ]);
  it('busy share is task time over wall time', () => {
    expect(busyShare(before, after)).toBeCloseTo(0.15);
    expect(delta(before, after, 'Nodes')).toBe(0);
  });
  it('refuses readings with no wall time between them', () => {
    expect(() => busyShare(after, before)).toThrow(/in order/);
  });
});

describe('ratio, perItem, round', () => {
  it('divides inline by worker and refuses a zero worker share', () => {
    expect(ratio(0.5, 0.04)).toBeCloseTo(12.5);
    expect(ratio(0.5, 0)).toBeNull();
  });
  it('averages per item only when there are items', () => {
    expect(perItem(12, 48)).toBe(0.25);
    expect(perItem(12, 0)).toBeNull();
  });
  it('rounds and keeps null', () => {
    expect(round(0.12345, 3)).toBe(0.123);
    expect(round(null)).toBeNull();
    expect(round(Number.NaN)).toBeNull();
  });
});
