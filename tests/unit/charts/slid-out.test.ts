import { describe, expect, it } from 'vitest';
import { slidOut } from '@/components/charts/chart-data';

/* Issue 34: a fit costs lightweight-charts a second full redraw; the live trend fitted at every
   flush (two paints a flush). It now fits once a share of the line has slid out of view. */
describe('slidOut', () => {
  it('keeps a fitted range and one that slid less than the slack', () => {
    expect(slidOut({ from: 0, to: 599 }, 0.1)).toBe(false);
    expect(slidOut({ from: 5, to: 604 }, 0.1)).toBe(false);
    expect(slidOut({ from: 60, to: 659 }, 0.1)).toBe(false);
    expect(slidOut(null, 0.1)).toBe(false);
  });

  it('fits once more than the slack slid out, at any slide without slack, and an axis left of bar 0', () => {
    expect(slidOut({ from: 67, to: 666 }, 0.1)).toBe(true);
    expect(slidOut({ from: 1, to: 10 }, 0)).toBe(true);
    expect(slidOut({ from: 0, to: 10 }, 0)).toBe(false);
    expect(slidOut({ from: -180, to: 0 }, 0.1)).toBe(true);
  });
});
