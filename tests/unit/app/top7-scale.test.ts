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
});
