import { describe, expect, it } from 'vitest';
import { coveredHours, shutdownInputSchema } from '@/contract/api/shutdown';
import { changeRateSchema } from '@/contract/api/charging';
import { applyPvControl, createPvControl } from '../../../simulator/model/pv-control';
import { createChargingBook, observeCharging } from '../../../simulator/model/charging';
import { createSite } from '../../../simulator/model/site';

const H = 3_600_000;

describe('coveredHours', () => {
  it('counts overlapping shutdowns once and clips them to the month', () => {
    expect(
      coveredHours(
        [
          [0, 24 * H],
          [12 * H, 36 * H],
        ],
        0,
        100 * H,
      ),
    ).toBe(36);
    expect(coveredHours([[-10 * H, 5 * H]], 0, 100 * H)).toBe(5);
    expect(
      coveredHours(
        [
          [0, 10 * H],
          [2 * H, 3 * H],
        ],
        0,
        100 * H,
      ),
    ).toBe(10);
    expect(coveredHours([], 0, H)).toBe(0);
  });
});

describe('validation schemas', () => {
  it('refuse a start after the end and negative rates with the spec message keys', () => {
    const r = shutdownInputSchema.safeParse({
      reason: 'holiday',
      startTime: '2026-01-02 00:00:00',
      endTime: '2026-01-01 00:00:00',
      remark: '',
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe('timeChooseError');
    expect(changeRateSchema.safeParse({ id: 'x', rate: -1 }).error?.issues[0].message).toBe(
      'correctParameter',
    );
    expect(changeRateSchema.safeParse({ id: 'x', rate: 'abc' }).success).toBe(false);
    expect(changeRateSchema.safeParse({ id: 'x', rate: '1.5' }).data?.rate).toBe(1.5);
  });
});

describe('PV control', () => {
  it('splits the available power, gives 0 when disabled or stopped, caps at the power set', () => {
    const c = createPvControl(500);
    c.inverters[0].enabled = false;
    c.inverters[1].running = false;
    c.inverters[2].limitKw = 10;
    const total = applyPvControl(c, 400, 1, 43_200);
    // At noon every orientation sees the same sun: each array's share less its own derating.
    expect(c.inverters.map((i) => i.outputKw)).toEqual([0, 0, 10, 80 * 0.96, 80 * 0.92]);
    expect(total).toBeCloseTo(10 + 76.8 + 73.6, 9);
  });

  it('gives each inverter its own curve: east-facing arrays lead in the morning, west in the afternoon', () => {
    const c = createPvControl(500);
    const at = (sod: number) => {
      applyPvControl(c, 300, 1, sod);
      return c.inverters.map((i) => i.outputKw);
    };
    const morning = at(9 * 3600);
    const afternoon = at(15 * 3600);
    // Inverter 1 faces east-south-east, inverter 5 west-south-west.
    expect(morning[0]).toBeGreaterThan(morning[4]);
    expect(afternoon[4]).toBeGreaterThan(afternoon[0]);
    expect(new Set(morning).size).toBe(5);
    expect(new Set(afternoon).size).toBe(5);
    // Never above an inverter's rating, whatever the sun offers.
    applyPvControl(c, 10_000, 1, 8 * 3600);
    expect(Math.max(...c.inverters.map((i) => i.outputKw))).toBeLessThanOrEqual(100);
  });
});

describe('charging sessions', () => {
  it('keep one session across an outage and never book a backwards meter step', () => {
    const site = createSite(
      { site: 'T', clusters: 1, racks: 1, cells: 4, pvKw: 0, piles: 1, generatorKw: 0, seed: 1 },
      50,
    );
    const book = createChargingBook();
    const p = site.piles[0];
    const step = (state: typeof p.state, kwh: number, t: number) => {
      p.state = state;
      p.meterKwh += kwh;
      p.powerKw = state === 'charging' ? 60 : 0;
      observeCharging(site, book, t, 1, 0.6);
    };
    step('charging', 1, 1000);
    step('charging', 1, 2000);
    step('offline', 0, 3000);
    step('charging', 1, 4000);
    step('charging', -50, 5000); // meter jumps back
    step('charging', 1, 6000);
    step('idle', 0, 7000);
    expect(book.closed).toHaveLength(1);
    const s = book.closed[0];
    expect(s.interrupted).toBe(true);
    expect(s.meterBackwards).toBe(true);
    expect(s.energyKwh).toBeCloseTo(3 + 60 / 3600, 6);
  });

  it('price each session with the tariff in force while it charged, not one flat rate', () => {
    const site = createSite(
      { site: 'T', clusters: 1, racks: 1, cells: 4, pvKw: 0, piles: 2, generatorKw: 0, seed: 1 },
      50,
    );
    const book = createChargingBook();
    const [a, b] = site.piles;
    const step = (t: number, price: number, kwhA: number, kwhB: number) => {
      for (const [p, kwh] of [
        [a, kwhA],
        [b, kwhB],
      ] as const) {
        p.state = kwh > 0 ? 'charging' : 'idle';
        p.powerKw = kwh > 0 ? 60 : 0;
        p.meterKwh += kwh;
      }
      observeCharging(site, book, t, 1, price);
    };
    // A session opens with one step at its power (60 kW for 1 s), then books the meter's steps.
    // Pile 1 charges 10 kWh at the valley price (0.3) and 30 kWh at the peak price (0.9);
    // pile 2 opens at the peak and charges 20 kWh at the flat price (0.6).
    step(1000, 0.3, 1, 0);
    step(2000, 0.3, 10, 0);
    step(3000, 0.9, 30, 1);
    step(4000, 0.6, 0, 20);
    step(5000, 0.6, 0, 0);
    const byPile = new Map(book.closed.map((s) => [s.pileNo, s]));
    const first = byPile.get(a.no)!;
    const second = byPile.get(b.no)!;
    expect(first.amount).toBeCloseTo(10 * 0.3 + 30 * 0.9 + (60 / 3600) * 0.3, 2);
    expect(first.rate).toBeCloseTo(first.amount / first.energyKwh, 4);
    expect(first.rate).toBeGreaterThan(0.7);
    expect(first.rate).toBeLessThan(0.9);
    expect(second.amount).toBeCloseTo((60 / 3600) * 0.9 + 20 * 0.6, 2);
    expect(second.rate).not.toBeCloseTo(first.rate, 2);
  });
});
