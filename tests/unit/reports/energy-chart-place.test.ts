import { describe, expect, it } from 'vitest';
import { placeOf } from '@/features/energy-sys/energy-chart';

describe('placeOf (a compared row drawn at its own day of the period)', () => {
  it('draws a previous month that begins at the first stored day on the same day of this month', () => {
    // October's rows begin on the 10th (the station's first stored day): drawn on 10 November.
    expect(placeOf('2026-10-10', '2026-10-01', '2026-11-01')).toBe('2026-11-10');
    expect(placeOf('2026-10-01', '2026-10-01', '2026-11-01')).toBe('2026-11-01');
  });

  it('places a week and the same days last year by their offset', () => {
    expect(placeOf('2026-11-18', '2026-11-16', '2026-11-23')).toBe('2026-11-25');
    expect(placeOf('2025-11-05', '2025-11-01', '2026-11-01')).toBe('2026-11-05');
  });

  it('places months of a year by month', () => {
    expect(placeOf('2025-09', '2025-01-01', '2026-01-01')).toBe('2026-09');
  });
});
