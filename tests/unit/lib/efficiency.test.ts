import { describe, expect, it } from 'vitest';
import { efficiencyTrust, reachesToday, roundTripEfficiency } from '@/lib/efficiency';

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

describe('efficiencyTrust (issue 30: today read 135.6 % while the day filled)', () => {
  it('marks a figure above 100 % as not meaningful, in a closed period too', () => {
    expect(efficiencyTrust(135.6, true)).toBe('over');
    expect(efficiencyTrust(100.4, false)).toBe('over');
  });
  it('marks a period that reaches today as partial, a closed one as whole', () => {
    expect(efficiencyTrust(87.2, true)).toBe('partial');
    expect(efficiencyTrust(100, false)).toBe('whole');
    expect(efficiencyTrust(null, true)).toBe('none');
  });
  it('reads whether a day or a month reaches the station today', () => {
    expect(reachesToday('2026-11-27', '2026-11-27')).toBe(true);
    expect(reachesToday('2026-11-26', '2026-11-27')).toBe(false);
    expect(reachesToday('2026-11-30', '2026-11-27')).toBe(true);
    expect(reachesToday('2026-11', '2026-11-27')).toBe(true);
    expect(reachesToday('2026-10', '2026-11-27')).toBe(false);
  });
});
