import { describe, expect, it } from 'vitest';
import type { HistoryPoint } from '../../src/contract/api/history';
import type {
  CurrentTariff,
  DayTariff,
  PriceRelation,
  PriceTimeline,
  PriceUnit,
  SpecialRelation,
} from '../../src/contract/api/price';
import type { FeeDay, GfQuantityDay, QuantityDay } from '../../src/contract/api/profit';
import type { Page } from '../../src/contract/envelope';
import { B, dayOf, FOUR, periodAt, priceCalls, prices, sum } from './helpers/price-calls';
import { simHook } from './helpers/sim-api';
import { useTestStation } from './helpers/test-station';

/*
 * What the price templates price over HTTP on the simulated clock, and the period in force; the
 * templates themselves: price-api.
 */

describe('price templates over HTTP', () => {
  const station = useTestStation();
  const { get, post, refused } = priceCalls(station);

  it('prices a four-period day and a special day as Σ energy × price of the period in force', async () => {
    const four = await post<PriceTimeline>(`${B}/timeline/save`, {
      id: '',
      name: 'Four periods',
      rows: FOUR,
    });
    const unit = await post<PriceUnit>(`${B}/unit/save`, { id: '', name: 'Summer', prices: prices(1) });
    const holidayRows: PriceTimeline['rows'] = [
      { start: '00:00', end: '12:00', period: 'valley' },
      { start: '12:00', end: '13:00', period: 'sharp' },
      { start: '13:00', end: '24:00', period: 'valley' },
    ];
    const holiday = await post<PriceTimeline>(`${B}/timeline/save`, {
      id: '',
      name: 'Holiday',
      rows: holidayRows,
    });
    const holidayUnit = await post<PriceUnit>(`${B}/unit/save`, {
      id: '',
      name: 'Holiday',
      prices: prices(0.5),
    });
    await post(`${B}/relation/save`, [
      {
        id: '',
        name: 'All year',
        months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
        timelineId: four.id,
        unitId: unit.id,
      },
    ]);
    const now = (await get<CurrentTariff>(`${B}/price/current`)).ts;
    const midnight = new Date(now);
    midnight.setHours(24, 0, 0, 0);
    const d1 = dayOf(midnight.getTime());
    const d2 = dayOf(midnight.getTime() + 30 * 3600_000);
    const special = await post<SpecialRelation>(`${B}/specialRelation/save`, {
      id: '',
      name: 'Holiday',
      startDate: d2,
      endDate: d2,
      timelineId: holiday.id,
      unitId: holidayUnit.id,
    });
    expect(await refused(`${B}/specialRelation/save`, { ...special, id: '', name: 'Again' })).toContain(
      `The dates overlap with "Holiday" (${d2} ~ ${d2})`,
    );
    expect((await get<DayTariff>(`${B}/price/day`, { date: d2 })).source).toBe('special');
    expect((await get<DayTariff>(`${B}/price/day`, { date: d1 })).timeline.name).toBe('Four periods');

    // Two whole days on the station clock: d1 by the month's timeline, d2 the special day.
    await simHook(station.sim, 'advance', { seconds: (midnight.getTime() - now) / 1000 + 2 * 86_400 + 60 });
    for (const [day, rows, unitPrices] of [
      [d1, FOUR, unit.prices],
      [d2, holidayRows, holidayUnit.prices],
    ] as const) {
      const fee = (
        await get<Page<FeeDay>>('profitday/fee/page', {
          startTime: day,
          endTime: day,
          current: '1',
          size: '10',
        })
      ).records[0];
      const gf = (
        await get<Page<GfQuantityDay>>('profitday/gf/page', {
          startTime: day,
          endTime: day,
          current: '1',
          size: '10',
        })
      ).records[0];
      const points = await get<HistoryPoint[]>('datapower/history/day', { startTime: day, endTime: day });
      expect(points).toHaveLength(288);
      // Independently: every 5-minute slice of the history priced by the period in force.
      const profit = sum(points.map((p) => (p.storageKw / 12) * unitPrices[periodAt(rows, p.time)].buy));
      const pvValue = sum(points.map((p) => (p.pvKw / 12) * unitPrices[periodAt(rows, p.time)].buy));
      expect(Math.abs(fee.profit - profit), day).toBeLessThan(0.01 * Math.max(1, Math.abs(profit)) + 0.05);
      expect(Math.abs(gf.value - pvValue), day).toBeLessThan(0.01 * pvValue + 0.05);
      const periods = new Set(rows.map((r) => r.period));
      for (const p of ['sharp', 'peak', 'flat', 'valley'] as const) {
        if (!periods.has(p)) expect(fee.chargeFee[p] + fee.dischargeFee[p], `${day} ${p}`).toBe(0);
      }
    }
    const fourPeriods = (
      await get<Page<GfQuantityDay>>('profitday/gf/page', {
        startTime: d1,
        endTime: d1,
        current: '1',
        size: '10',
      })
    ).records[0];
    expect(fourPeriods.generation.flat).toBeGreaterThan(0);
    expect(fourPeriods.generation.peak).toBeGreaterThan(0);

    // A price change applies from now on: the past days keep their fees, and today's energy
    // booked before the change keeps the old price while what follows takes the new one.
    // Manual discharge keeps energy flowing in the valley whatever the SOC strategy would do.
    const ctrl = await get<{ ratedPowerKw: number }>('devicealarm/getEmsctrl');
    await post('ems/manaul/linkage/set', undefined, {
      mode: 'manual',
      power: String(Math.round(ctrl.ratedPowerKw / 4)),
    });
    await simHook(station.sim, 'advance', { seconds: 5 * 3600 });
    const today = dayOf((await get<CurrentTariff>(`${B}/price/current`)).ts);
    const one = async () => {
      const q = { startTime: today, endTime: today, current: '1', size: '10' };
      return {
        fee: (await get<Page<FeeDay>>('profitday/fee/page', q)).records[0],
        qty: (await get<Page<QuantityDay>>('profitday/quantity/page', q)).records[0],
      };
    };
    const early = await one();
    expect(early.qty.discharge.valley).toBeGreaterThan(0);
    const before = (
      await get<Page<FeeDay>>('profitday/fee/page', { startTime: d1, endTime: d2, current: '1', size: '10' })
    ).records;
    await post(`${B}/unit/save`, { ...unit, prices: prices(3) });
    await simHook(station.sim, 'advance', { seconds: 1800 });
    const late = await one();
    const newBuy = prices(3).valley.buy;
    expect(late.qty.discharge.valley).toBeGreaterThan(early.qty.discharge.valley);
    expect(late.fee.dischargeFee.valley).toBeCloseTo(
      early.fee.dischargeFee.valley + (late.qty.discharge.valley - early.qty.discharge.valley) * newBuy,
      1,
    );
    expect(late.fee.dischargeFee.valley).toBeLessThan(late.qty.discharge.valley * newBuy - 1);
    await simHook(station.sim, 'advance', { seconds: 1800 });
    const after = (
      await get<Page<FeeDay>>('profitday/fee/page', { startTime: d1, endTime: d2, current: '1', size: '10' })
    ).records;
    expect(after.map((f) => f.profit)).toEqual(before.map((f) => f.profit));
    // ... until the earnings are recalculated: d1 at the new unit's prices (3×), d2 still the holiday's.
    await post('profitday/reset', undefined, { startTime: d1, endTime: d2 });
    const reset = (
      await get<Page<FeeDay>>('profitday/fee/page', { startTime: d1, endTime: d2, current: '1', size: '10' })
    ).records;
    const byDay = (list: FeeDay[], d: string) => list.find((f) => f.date === d)!.profit;
    expect(byDay(reset, d1)).toBeCloseTo(3 * byDay(before, d1), 1);
    expect(byDay(reset, d2)).toBeCloseTo(byDay(before, d2), 2);
    const cur = await get<CurrentTariff>(`${B}/price/current`);
    expect(cur.price.buy).toBeCloseTo(prices(3)[cur.period].buy, 6);
  });

  it('tells the period in force and the next change', async () => {
    const cur = await get<CurrentTariff>(`${B}/price/current`);
    expect(cur.nextTs).toBeGreaterThan(cur.ts);
    const before = cur.period;
    await simHook(station.sim, 'advance', { seconds: (cur.nextTs! - cur.ts) / 1000 + 1 });
    const next = await get<CurrentTariff>(`${B}/price/current`);
    expect(next.period).toBe(cur.nextPeriod);
    expect(next.period === before && next.price.buy === cur.price.buy).toBe(false);
  });

  it('refuses to remove a timeline or unit in use, saying where', async () => {
    const [first] = await get<PriceRelation[]>(`${B}/relation/list`);
    expect(await refused(`${B}/timeline/remove`, undefined, 'en', { ids: first.timelineId })).toMatch(
      /^The timeline "Four periods" is in use and cannot be removed: All year \(1, 2/,
    );
    expect(await refused(`${B}/unit/remove`, undefined, 'zh', { ids: first.unitId })).toMatch(/正在使用中/);
    // The seeded timeline is free now.
    await post(`${B}/timeline/remove`, undefined, { ids: '1' });
    expect((await get<PriceTimeline[]>(`${B}/timeline/list`)).some((t) => t.id === '1')).toBe(false);
  });
});
