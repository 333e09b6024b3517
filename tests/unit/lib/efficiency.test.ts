import { describe, expect, it } from 'vitest';
import { roundTripEfficiency } from '@/lib/efficiency';

describe('round-trip efficiency (one definition for every page and the simulator)', () => {
  it('is discharge ÷ charge over the period, in percent, unrounded', () => {
    expect(roundTripEfficiency(100, 90)).toBe(90);
    expect(roundTripEfficiency(3, 2)).toBeCloseTo(66.6667, 4);
    // Not corrected for the SOC change: a period that ends fuller reads low.
    expect(roundTripEfficiency(100, 0)).toBe(0);
  });

  it('is null without charge or with a missing figure', () => {
    expect(roundTripEfficiency(0, 5)).toBeNull();
    expect(roundTripEfficiency(undefined, 5)).toBeNull();
    expect(roundTripEfficiency(5, null)).toBeNull();
    expect(roundTripEfficiency(-1, 5)).toBeNull();
    expect(roundTripEfficiency(Number.NaN, 5)).toBeNull();
  });
});
