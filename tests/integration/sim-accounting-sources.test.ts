import { inflateSync } from 'node:zlib';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { EnergyCurrent, EnergyDetail } from '../../src/contract/api/energy';
import type { PriceTimeline, PriceUnit } from '../../src/contract/api/price';
import type { BmsUsageZip, FeeProfitZip, QuantityDay } from '../../src/contract/api/profit';
import type { Page } from '../../src/contract/envelope';
import { PRICE_PERIODS } from '../../src/contract/status';
import { dayKey } from '../../simulator/model/clock';
import { apiData, simHook } from './helpers/sim-api';
import { useTestStation, type TestStation } from './helpers/test-station';

/*
 * Issue 29 "physics and accounting": every report reads the one stored source, each day at the
 * tariff in force on it; totals count every stored day; a day without history is missing.
 */

const DAY = 86_400_000;
const B = 'electricprice/template';
const unzip = <T>(data: string): T =>
  JSON.parse(inflateSync(Buffer.from(data, 'base64')).toString('utf8')) as T;

/** GET and POST as the administrator of a station of `useTestStation`. */
function calls(station: TestStation) {
  const get = <T>(p: string, query: Record<string, string | number> = {}) =>
    apiData<T>(station.sim, p, { token: station.admin, query });
  const post = <T>(p: string, body: unknown) =>
    apiData<T>(station.sim, p, { token: station.admin, method: 'POST', body });
  return { get, post };
}

describe('profitday/fee/profit/zip over a range', () => {
  const station = useTestStation({ login: ['admin'] });

  it('answers the tariff in force on each day, not only today’s', async () => {
    const s = { sim: station.sim, ...calls(station) };
    const { simTime } = (await simHook(s.sim, 'advance', { seconds: 1 })) as { simTime: number };
    const tomorrow = dayKey(simTime + DAY);
    const rows: PriceTimeline['rows'] = [
      { start: '00:00', end: '12:00', period: 'valley' },
      { start: '12:00', end: '24:00', period: 'peak' },
    ];
    const timeline = await s.post<PriceTimeline>(`${B}/timeline/save`, { id: '', name: 'Holiday', rows });
    const unit = await s.post<PriceUnit>(`${B}/unit/save`, {
      id: '',
      name: 'Holiday',
      prices: {
        sharp: { buy: 2, sell: 0.5 },
        peak: { buy: 1.7, sell: 0.5 },
        flat: { buy: 0.9, sell: 0.4 },
        valley: { buy: 0.05, sell: 0.02 },
      },
    });
    await s.post(`${B}/specialRelation/save`, {
      id: '',
      name: 'Holiday',
      startDate: tomorrow,
      endDate: tomorrow,
      timelineId: timeline.id,
      unitId: unit.id,
    });
    // Past tomorrow: the range ends on an ordinary day, the holiday is in the middle.
    await simHook(s.sim, 'advance', { seconds: 2 * 86_400 });
    const range = { startTime: dayKey(simTime - DAY), endTime: dayKey(simTime + 2 * DAY) };
    const zip = unzip<FeeProfitZip>(await s.get<string>('profitday/fee/profit/zip', range));
    const quantity = await s.get<Page<QuantityDay>>('profitday/quantity/page', {
      ...range,
      current: 1,
      size: 10,
    });
    expect(zip.days).toHaveLength(4);
    for (const d of zip.days) {
      const special = d.date === tomorrow;
      expect(d.template.prices.valley.buy, d.date).toBe(special ? 0.05 : zip.template.prices.valley.buy);
      // Each day's profit is its energy at its own tariff.
      const q = quantity.records.find((r) => r.date === d.date)!;
      const profit = PRICE_PERIODS.reduce(
        (sum, p) => sum + (q.discharge[p] - q.charge[p]) * d.template.prices[p].buy,
        0,
      );
      expect(d.profit, d.date).toBeCloseTo(profit, 1);
    }
    expect(zip.template.prices.valley.buy).not.toBe(0.05);
  });
});

describe('BMS usage', () => {
  const station = useTestStation({ login: ['admin'] });

  it('reports a day without history as missing, not SOC 0', async () => {
    const s = { sim: station.sim, ...calls(station) };
    const { simTime } = (await simHook(s.sim, 'advance', { seconds: 1 })) as { simTime: number };
    // The station keeps 60 days: the days from 70 to 62 days ago have no history.
    const range = { startTime: dayKey(simTime - 70 * DAY), endTime: dayKey(simTime - 2 * DAY) };
    const usage = unzip<BmsUsageZip>(await s.get<string>('profitday/bms/usage/zip', range));
    const missing = usage.days.filter((d) => d.date < dayKey(simTime - 62 * DAY));
    const present = usage.days.filter((d) => d.date > dayKey(simTime - 59 * DAY));
    expect(missing.length).toBeGreaterThan(5);
    for (const d of missing) expect(d.soc, d.date).toBeNull();
    for (const d of present) expect(d.soc, d.date).toBeGreaterThan(0);
  });
});

describe('energyday/*Detail before the stored history', () => {
  const station = useTestStation({ login: ['admin'] });

  it('leaves out the days before the first stored day; a stored day without energy stays 0', async () => {
    const s = calls(station);
    const { simTime } = (await simHook(station.sim, 'advance', { seconds: 1 })) as { simTime: number };
    // The station keeps 60 days: a year back it has no history (issue 30: it read 0.00 kWh).
    const yearBack = { startTime: dayKey(simTime - 380 * DAY), endTime: dayKey(simTime - 350 * DAY) };
    const none = await s.get<EnergyDetail>('energyday/getCnEnergyDetail', yearBack);
    expect(none.rows).toEqual([]);
    const across = { startTime: dayKey(simTime - 70 * DAY), endTime: dayKey(simTime - 2 * DAY) };
    const some = await s.get<EnergyDetail>('energyday/getCnEnergyDetail', across);
    expect(some.rows[0].date > dayKey(simTime - 62 * DAY)).toBe(true);
    expect(some.rows.at(-1)!.date).toBe(across.endTime);
    // Every stored day is answered with its figures (a zero stays a zero).
    expect(some.rows.every((r) => typeof r.values.charge === 'number')).toBe(true);
  });
});

describe('energyday/*Current totals', () => {
  const station = useTestStation({ onDisk: true, login: ['admin'] });

  it('count every stored day, also those more than 400 days ago', async () => {
    const { get } = calls(station);
    const before = await get<EnergyCurrent>('energyday/getCnEnergyCurrent');
    // A day of charge two years back, as a station that has run that long has stored it.
    const old = dayKey(Date.now() - 730 * DAY);
    await station.restart((db) => {
      const file = new Database(db);
      const cols = (
        file.prepare("SELECT name FROM pragma_table_info('model_energy')").all() as Array<{ name: string }>
      )
        .map((c) => c.name)
        .filter((c) => !['site', 'day', 'period'].includes(c));
      file
        .prepare(
          `INSERT INTO model_energy (site, day, period, ${cols.join(', ')}) VALUES ('WZ001', ?, 'valley', ${cols
            .map((c) => (c === 'charge' ? '1234.5' : '0'))
            .join(', ')})`,
        )
        .run(old);
      file.close();
    });
    const after = await get<EnergyCurrent>('energyday/getCnEnergyCurrent');
    expect(after.charge!.total - before.charge!.total).toBeGreaterThanOrEqual(1234.5 - 1e-9); // a difference of two sums of doubles
    expect(after.charge!.year).toBeLessThan(after.charge!.total - 1234);
  });
});
