import { describe, expect, it } from 'vitest';
import { nonNegativeRange } from '@/components/charts/chart-series';

/* Issue 30: PV output at night is a flat 0 and its axis drew a '-0.1 kW' tick below it. */
describe('nonNegativeRange', () => {
  it('starts the axis at 0 and gives a flat zero line a 0..1 range', () => {
    expect(nonNegativeRange({ priceRange: { minValue: 0, maxValue: 0 } })).toEqual({
      priceRange: { minValue: 0, maxValue: 1 },
    });
    expect(nonNegativeRange({ priceRange: { minValue: -0.2, maxValue: 350 } })).toEqual({
      priceRange: { minValue: 0, maxValue: 350 },
    });
  });

  it('draws a positive range from 0, and leaves an empty one', () => {
    expect(nonNegativeRange({ priceRange: { minValue: 12, maxValue: 480 } })).toEqual({
      priceRange: { minValue: 0, maxValue: 480 },
    });
    expect(nonNegativeRange(null)).toBeNull();
  });
});
