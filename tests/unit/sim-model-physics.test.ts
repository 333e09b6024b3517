import { describe, expect, it } from 'vitest';
import { createBank, dispatch, refreshCells, stationSoc, totalCapacityKwh } from '../../simulator/model/bank';
import { addFlows, balanceResidual, emptyEnergy } from '../../simulator/model/accounting';
import { ocvMv, socFromOcv } from '../../simulator/model/ocv';
import { DEFAULT_PRICE_TEMPLATE } from '../../simulator/model/prices';
import { createRng } from '../../simulator/model/rng';
import { createSite, siteSoc, stepSite } from '../../simulator/model/site';

const config = {
  site: 'T1',
  clusters: 4,
  racks: 3,
  cells: 8,
  pvKw: 500,
  piles: 6,
  generatorKw: 300,
  seed: 7,
};

describe('OCV curve', () => {
  it('rises with SOC and inverts back to the same SOC', () => {
    let prev = -Infinity;
    for (let soc = 0; soc <= 100; soc += 2.5) {
      const mv = ocvMv(soc);
      expect(mv).toBeGreaterThan(prev);
      expect(socFromOcv(mv)).toBeCloseTo(soc, 6);
      prev = mv;
    }
    expect(ocvMv(50)).toBe(3300);
    expect(ocvMv(-5)).toBe(ocvMv(0));
  });

  it('gives each cell its own voltage: lower when discharging (IR drop) than when charging', () => {
    const bank = createBank(1, 2, 4, createRng(1), 50);
    dispatch(bank, 1, 1, 10, 95);
    refreshCells(bank, createRng(2), 1);
    const discharging = [...bank.cellMv];
    dispatch(bank, -1, 1, 10, 95);
    refreshCells(bank, createRng(2), 1);
    expect(new Set(discharging.map(Math.round)).size).toBeGreaterThan(1);
    const meanD = discharging.reduce((a, b) => a + b) / discharging.length;
    const meanC = [...bank.cellMv].reduce((a, b) => a + b) / bank.cellMv.length;
    expect(meanC).toBeGreaterThan(meanD);
    expect(Math.abs(meanD - ocvMv(bank.soc[0]))).toBeLessThan(40);
  });
});

describe('storage dispatch', () => {
  it('integrates SOC from power (plus its losses, sim-model-losses.test.ts) and stops at the SOC limits', () => {
    const bank = createBank(3, 2, 4, createRng(3), 50);
    const cap = totalCapacityKwh(bank);
    const before = stationSoc(bank);
    const delivered = dispatch(bank, 2, 3600, 10, 95);
    expect(delivered).toBeCloseTo(2, 6);
    expect(before - stationSoc(bank)).toBeGreaterThan((2 / cap) * 100);
    expect(before - stationSoc(bank)).toBeLessThan((2.2 / cap) * 100);
    for (let i = 0; i < 200; i++) dispatch(bank, 1e6, 600, 10, 95);
    for (const s of bank.soc) expect(s).toBeGreaterThanOrEqual(10 - 1e-9);
    expect(dispatch(bank, 100, 60, 10, 95)).toBeCloseTo(0, 9);
    for (let i = 0; i < 200; i++) dispatch(bank, -1e6, 600, 10, 95);
    for (const s of bank.soc) expect(s).toBeLessThanOrEqual(95 + 1e-9);
  });
});

describe('site balance', () => {
  it('closes grid = load − pv − storage − generator + aux on every step of a day', () => {
    const site = createSite(config);
    const day = emptyEnergy();
    for (let t = 0; t < 86_400; t += 5) {
      const f = stepSite(site, DEFAULT_PRICE_TEMPLATE, t, 5);
      expect(f.grid).toBeCloseTo(f.load - f.pv - f.storage - f.gen + f.aux, 9);
      expect(f.load).toBeCloseTo(f.fz + f.pile, 9);
      expect(f.pv).toBeGreaterThanOrEqual(0);
      addFlows(day, f, 5);
    }
    expect(Math.abs(balanceResidual(day))).toBeLessThan(1e-6);
    expect(day.pv).toBeGreaterThan(500);
    expect(day.charge).toBeGreaterThan(0);
    expect(day.discharge).toBeGreaterThan(0);
    // A day at 5 s steps with an assertion each: seconds on a loaded 2-core machine.
  }, 30_000);

  it('runs off-grid on storage and generator with zero grid power during an outage', () => {
    const site = createSite(config);
    site.outage = true;
    let genSeen = false;
    for (let t = 0; t < 86_400; t += 5) {
      const f = stepSite(site, DEFAULT_PRICE_TEMPLATE, t, 5);
      expect(f.grid).toBe(0);
      expect(f.load - f.pv - f.storage - f.gen + f.aux).toBeCloseTo(0, 9);
      if (f.gen > 0) genSeen = true;
    }
    expect(site.generator.status === 3 || site.generator.status === 4).toBe(true);
    expect(genSeen).toBe(true);
    expect(siteSoc(site)).toBeGreaterThanOrEqual(10 - 1e-9);
  }, 30_000);

  it('is deterministic for a seed', () => {
    const a = createSite(config);
    const b = createSite(config);
    for (let t = 0; t < 3600; t += 5) {
      stepSite(a, DEFAULT_PRICE_TEMPLATE, t, 5);
      stepSite(b, DEFAULT_PRICE_TEMPLATE, t, 5);
    }
    expect(a.flows).toEqual(b.flows);
    expect([...a.bank.soc]).toEqual([...b.bank.soc]);
  });
});
