import { describe, expect, it } from 'vitest';
import { chartScale } from '@/features/main-sys/top7-chart';

describe('7-day profit chart unit', () => {
  it('keeps plain figures below 10 000', () => {
    expect(chartScale([325, -68, 9_999])).toEqual({ divisor: 1, decimals: 0 });
  });
  it('switches to units of 10 000 with enough decimals to tell days apart', () => {
    expect(chartScale([12_345, 13_210, -4_000])).toEqual({ divisor: 10_000, decimals: 2 });
    expect(chartScale([123_456])).toEqual({ divisor: 10_000, decimals: 1 });
    expect(chartScale([1_234_567])).toEqual({ divisor: 10_000, decimals: 0 });
  });
  it('scales the unit in thousands in English (k CNY), never in 10 000', () => {
    expect(chartScale([12_345, -4_000], 'en')).toEqual({ divisor: 1_000, decimals: 1 });
    expect(chartScale([81_300], 'en')).toEqual({ divisor: 1_000, decimals: 1 });
    expect(chartScale([9_999], 'en')).toEqual({ divisor: 1, decimals: 0 });
    expect(chartScale([12_000_000], 'en')).toEqual({ divisor: 1_000_000, decimals: 1 });
  });
});
