import { describe, expect, it } from 'vitest';
import { createPiles, partialPiles, reportingPilesPower, stepPiles } from '../../simulator/model/devices';
import { createRng } from '../../simulator/model/rng';

/*
 * The reporting piles' power (issue 27): the one figure the station topic, devicegroup/getRealPower
 * and the northbound point carry. A silent pile contributes nothing; while every pile reports it is
 * the site's pile flow, with nothing said partial.
 */

describe('reportingPilesPower', () => {
  const piles = createPiles(3);
  piles[0].stepKw = 60;
  piles[1].stepKw = 30;

  it('is the site pile flow while every pile reports, not partial', () => {
    const p = reportingPilesPower(piles, () => true);
    expect(p).toEqual({ kw: 90, reporting: 3, total: 3 });
    expect(partialPiles(p)).toEqual({});
  });

  it('leaves a silent pile out and says how many report', () => {
    const p = reportingPilesPower(piles, (no) => no !== 1);
    expect(p).toEqual({ kw: 30, reporting: 2, total: 3 });
    expect(partialPiles(p)).toEqual({ chargingPilesReporting: 2, chargingPilesTotal: 3 });
    expect(reportingPilesPower(piles, () => false)).toEqual({ kw: 0, reporting: 0, total: 3 });
  });

  it('sums to what stepPiles answers as the site flow', () => {
    const many = createPiles(6);
    const rng = createRng(27);
    let peak = 0;
    for (let i = 0; i < 2000; i++) {
      const flow = stepPiles(many, rng, 10 * 3600 + i * 5, 5, true);
      expect(reportingPilesPower(many, () => true).kw).toBe(flow);
      peak = Math.max(peak, flow);
    }
    expect(peak).toBeGreaterThan(100);
  });
});
