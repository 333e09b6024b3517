import { describe, expect, it } from 'vitest';
import { bucketPlan, bucketWidth, minMaxBuckets, type StoredPoint } from '@/lib/min-max-buckets';

const MIN5 = 300_000;
const T0 = Date.UTC(2026, 9, 31, 16, 0);
/** 30 days of 5-minute points (8 640), value(i) at T0 + i steps; null = a missing sample. */
const month = (value: (i: number) => number | null, n = 8640): StoredPoint[] =>
  Array.from({ length: n }, (_, i) => [T0 + i * MIN5, value(i)]);

describe('min/max buckets (customchart/chart maxPoints)', () => {
  it('keeps every series as stored when none is longer than maxPoints', () => {
    expect(bucketPlan([{ points: month((i) => i, 288), stepMs: MIN5 }], 1000)).toBeNull();
  });

  it('keeps the extremes of every bucket: single-sample spikes survive, at most maxPoints (+2) drawn', () => {
    // A flat line with one-sample spikes up and down that a plain every-nth pick would miss.
    const spikes = new Map([
      [1234, 97.5],
      [4321, -42],
      [8639, 55],
    ]);
    const points = month((i) => spikes.get(i) ?? 10);
    const plan = bucketPlan([{ points, stepMs: MIN5 }], 1000)!;
    expect(plan.width % MIN5).toBe(0);
    const drawn = minMaxBuckets(points, plan);
    expect(drawn.length).toBeLessThanOrEqual(1002);
    const values = drawn.map((p) => p[1]).filter((v): v is number => v !== null);
    expect(Math.max(...values)).toBe(97.5);
    expect(Math.min(...values)).toBe(-42);
    expect(values).toContain(55);
    // Each bucket's pair is exactly its stored lowest and highest value.
    for (let b = 0; b < plan.count; b++) {
      const t0 = plan.start + b * plan.width;
      const inside = points.filter(([t]) => t >= t0 && t < t0 + plan.width).map(([, v]) => v as number);
      const pair = [drawn[b * 2][1], drawn[b * 2 + 1][1]] as number[];
      expect([Math.min(...pair), Math.max(...pair)]).toEqual([Math.min(...inside), Math.max(...inside)]);
    }
  });

  it('puts the low and the high in their time order, at the bucket start and middle', () => {
    const falling = month((i) => 8640 - i);
    const plan = bucketPlan([{ points: falling, stepMs: MIN5 }], 100)!;
    const drawn = minMaxBuckets(falling, plan);
    expect(drawn[0][1]!).toBeGreaterThan(drawn[1][1]!);
    expect(drawn[1][0] - drawn[0][0]).toBe(plan.width / 2);
    expect(drawn[2][0] - drawn[0][0]).toBe(plan.width);
  });

  it('gives a bucket without a value as nulls (the line breaks there), shared by every series', () => {
    const holed = month((i) => (i >= 3000 && i < 3200 ? null : 1));
    const short = month((i) => i, 500);
    const plan = bucketPlan(
      [
        { points: holed, stepMs: MIN5 },
        { points: short, stepMs: MIN5 },
      ],
      1000,
    )!;
    const a = minMaxBuckets(holed, plan);
    const b = minMaxBuckets(short, plan);
    expect(a.map((p) => p[0])).toEqual(b.map((p) => p[0]));
    const gapAt = T0 + 3100 * MIN5;
    expect(a.some(([t, v]) => v === null && Math.abs(t - gapAt) < plan.width)).toBe(true);
    // The short series ends after 500 samples: its later buckets are empty, not drawn as values.
    expect(b.at(-1)![1]).toBeNull();
  });

  it('holds as many buckets for every range of whole days, whatever day it starts on', () => {
    // A chart's axis that changes length makes lightweight-charts paint a range change twice.
    const DAY = 86_400_000;
    for (const maxPoints of [200, 300, 400, 500, 600, 700, 800, 1000]) {
      const counts = new Set<number>();
      for (let shift = 0; shift < 12; shift++) {
        const points = month((i) => i).map(([t, v]): StoredPoint => [t - shift * DAY, v]);
        const plan = bucketPlan([{ points, stepMs: MIN5 }], maxPoints)!;
        expect(DAY % plan.width).toBe(0);
        expect(plan.width % MIN5).toBe(0);
        expect(plan.count * 2).toBeLessThanOrEqual(maxPoints + 2);
        counts.add(plan.count);
      }
      expect([...counts]).toHaveLength(1);
    }
  });

  it('bucketWidth: the narrowest whole-step width that divides a day, else whole days', () => {
    expect(bucketWidth(24.7 * MIN5, MIN5)).toBe(32 * MIN5);
    expect(bucketWidth(24 * MIN5, MIN5)).toBe(24 * MIN5);
    expect(bucketWidth(1, MIN5)).toBe(MIN5);
    expect(bucketWidth(200 * 60_000, 60_000)).toBe(240 * 60_000);
    expect(bucketWidth(30 * 3_600_000, MIN5)).toBe(2 * 86_400_000);
    // A step that does not divide a day: whole steps.
    expect(bucketWidth(1000, 700)).toBe(1400);
  });
});
