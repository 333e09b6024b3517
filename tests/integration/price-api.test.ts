import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_TEMPLATE } from '../../simulator/model/prices';
import type { HistoryPoint } from '../../src/contract/api/history';
import type {
  CurrentTariff,
  DayTariff,
  MeterChange,
  MultiRateMeterTemplate,
  PriceRelation,
  PriceTimeline,
  PriceUnit,
  SpecialRelation,
  UnitImportResult,
} from '../../src/contract/api/price';
import type { FeeDay, GfQuantityDay, QuantityDay } from '../../src/contract/api/profit';
import type { Page, R } from '../../src/contract/envelope';
import type { PricePeriod } from '../../src/contract/status';
import { apiCall, apiData, simHook } from './helpers/sim-api';
import { useTestStation } from './helpers/test-station';

const B = 'electricprice/template';
const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const prices = (k: number): PriceUnit['prices'] => ({
  sharp: { buy: 1.5 * k, sell: 0.5 },
  peak: { buy: 1.1 * k, sell: 0.5 },
  flat: { buy: 0.7 * k, sell: 0.4 },
  valley: { buy: 0.2 * k, sell: 0.2 },
});
/** All four periods in one day. */
const FOUR: PriceTimeline['rows'] = [
  { start: '00:00', end: '07:00', period: 'valley' },
  { start: '07:00', end: '10:00', period: 'flat' },
  { start: '10:00', end: '15:00', period: 'peak' },
  { start: '15:00', end: '18:00', period: 'flat' },
  { start: '18:00', end: '21:00', period: 'sharp' },
  { start: '21:00', end: '24:00', period: 'peak' },
];
const periodAt = (rows: PriceTimeline['rows'], time: string): PricePeriod =>
  rows.find((r) => r.start <= time.slice(11, 16) && time.slice(11, 16) < r.end)!.period;

describe('price templates over HTTP', () => {
  const get = <T>(path: string, query: Record<string, string> = {}) =>
    apiData<T>(station.sim, path, { token: station.admin, query });
  const post = <T>(path: string, body?: unknown, query: Record<string, string> = {}) =>
    apiData<T>(station.sim, path, { token: station.admin, method: 'POST', body, query });
  const refused = async (path: string, body: unknown, lang: 'zh' | 'en' = 'en', query = {}) => {
    const a = await apiCall<R<unknown>>(station.sim, path, {
      token: station.admin,
      method: 'POST',
      body,
      lang,
      query,
    });
    expect(a.body.code, JSON.stringify(a.body)).toBe(400);
    return a.body.msg;
  };

  const station = useTestStation();

  it('starts with one template equal to the fixed prices, for every month', async () => {
    const [timeline] = await get<PriceTimeline[]>(`${B}/timeline/list`);
    const [unit] = await get<PriceUnit[]>(`${B}/unit/list`);
    const relations = await get<PriceRelation[]>(`${B}/relation/list`);
    expect(timeline.rows.map((r) => [r.start, r.period])).toEqual(
      DEFAULT_PRICE_TEMPLATE.timeTable.map((s) => [s.start, s.period]),
    );
    expect(timeline.rows.at(-1)!.end).toBe('24:00');
    expect(unit.prices).toEqual(DEFAULT_PRICE_TEMPLATE.prices);
    expect(relations).toHaveLength(1);
    expect(relations[0].months).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(await get<SpecialRelation[]>(`${B}/specialRelation/list`)).toEqual([]);
  });

  it('names the seeded template in both languages and keeps it Chinese when saved from English', async () => {
    const inLang = <T>(path: string, lang: 'zh' | 'en') =>
      apiData<T>(station.sim, path, { token: station.admin, lang });
    const names = async (lang: 'zh' | 'en') => [
      (await inLang<PriceTimeline[]>(`${B}/timeline/list`, lang))[0].name,
      (await inLang<PriceUnit[]>(`${B}/unit/list`, lang))[0].name,
      (await inLang<PriceRelation[]>(`${B}/relation/list`, lang))[0].name,
      (await inLang<DayTariff>(`${B}/price/day`, lang)).sourceName,
      (await inLang<CurrentTariff>(`${B}/price/current`, lang)).day.sourceName,
    ];
    expect(await names('zh')).toEqual(['默认分时', '默认电价', '全年', '全年', '全年']);
    expect(await names('en')).toEqual([
      'Default time-of-use',
      'Default prices',
      'All year',
      'All year',
      'All year',
    ]);
    // An English console saves the timeline and the relations as it read them.
    const [timeline] = await inLang<PriceTimeline[]>(`${B}/timeline/list`, 'en');
    const saved = await apiData<PriceTimeline>(station.sim, `${B}/timeline/save`, {
      token: station.admin,
      method: 'POST',
      lang: 'en',
      body: { id: timeline.id, name: timeline.name, rows: timeline.rows, version: timeline.version },
    });
    expect(saved.name).toBe('Default time-of-use');
    const relations = await inLang<PriceRelation[]>(`${B}/relation/list`, 'en');
    await apiData(station.sim, `${B}/relation/save`, {
      token: station.admin,
      method: 'POST',
      lang: 'en',
      body: relations,
    });
    expect(await names('zh')).toEqual(['默认分时', '默认电价', '全年', '全年', '全年']);
  });

  it('refuses bad input with the rule in the request language, and operators with 403', async () => {
    const overlap = [
      { start: '00:00', end: '12:00', period: 'valley' },
      { start: '11:00', end: '24:00', period: 'peak' },
    ];
    expect(await refused(`${B}/timeline/save`, { id: '', name: 'X', rows: overlap })).toContain(
      'Repeat with the following time range: row 1 00:00-12:00, row 2 11:00-24:00',
    );
    expect(await refused(`${B}/timeline/save`, { id: '', name: 'X', rows: overlap }, 'zh')).toContain(
      '与以下时间段重复：第1行 00:00-12:00，第2行 11:00-24:00',
    );
    expect(await refused(`${B}/timeline/save`, { id: '', name: 'X', rows: [overlap[0]] })).toContain(
      'The timeline must cover 24 hours: 12:00-24:00 is not covered',
    );
    expect(
      await refused(`${B}/unit/save`, {
        id: '',
        name: 'U',
        prices: { ...prices(1), peak: { buy: -1, sell: 0 } },
      }),
    ).toMatch(/^Prices must be numbers from 0 to 1000/);
    expect(
      await refused(`${B}/relation/save`, [
        { name: 'H1', months: [1, 2, 3, 4, 5, 6], timelineId: '1', unitId: '1' },
      ]),
    ).toBe('Months without a relation: 7, 8, 9, 10, 11, 12');
    expect(
      await refused('multiRateMeter/saveTemplate', {
        templateNo: '',
        zoneTableNo: '1',
        rows: [{ startTime: '00:00', period: 'flat' }],
      }),
    ).toContain('Please fill in relevant values!');
    const denied = await apiCall(station.sim, `${B}/timeline/save`, {
      token: station.operator,
      method: 'POST',
      body: { id: '', name: 'X', rows: FOUR },
    });
    expect(denied.body).toMatchObject({ code: 403, success: false });
    expect(
      (await apiData<PriceTimeline[]>(station.sim, `${B}/timeline/list`, { token: station.operator })).length,
    ).toBe(1);
  });

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

  it('exports units and re-imports them unchanged; the template file adds its example', async () => {
    const units = await get<PriceUnit[]>(`${B}/unit/list`);
    const file = await apiCall<Buffer>(station.sim, `${B}/unit/export`, { token: station.admin });
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.body as unknown as ArrayBuffer);
    expect(wb.worksheets[0].rowCount).toBe(units.length + 1);
    const result = await post<UnitImportResult>(`${B}/unit/import`, {
      content: file.body.toString('base64'),
    });
    expect(result).toEqual({ added: 0, updated: units.length });
    expect(await get<PriceUnit[]>(`${B}/unit/list`)).toEqual(units);
    const template = await apiCall<Buffer>(station.sim, `${B}/unit/download`, {
      token: station.admin,
      lang: 'en',
    });
    expect(
      await post<UnitImportResult>(`${B}/unit/import`, { content: template.body.toString('base64') }),
    ).toEqual({
      added: 1,
      updated: 0,
    });
    const price = await apiCall<Buffer>(station.sim, `${B}/price/export`, { token: station.admin });
    const pw = new ExcelJS.Workbook();
    await pw.xlsx.load(price.body as unknown as ArrayBuffer);
    expect(pw.worksheets.map((w) => w.name)).toEqual(['每日电价', '电价单元']);
    expect(pw.worksheets[0].rowCount).toBeGreaterThan(365);
  });

  it('keeps multi-rate meter templates', async () => {
    const saved = await post<MultiRateMeterTemplate>('multiRateMeter/saveTemplate', {
      id: '',
      templateNo: '1',
      zoneTableNo: '2',
      name: 'TOU meter',
      rows: [
        { startTime: '08:00', period: 'peak' },
        { startTime: '00:00', period: 'valley' },
      ],
    });
    expect(saved.rows.map((r) => r.startTime)).toEqual(['00:00', '08:00']);
    expect(await get<MultiRateMeterTemplate[]>('multiRateMeter/list')).toHaveLength(1);
    const x = await apiCall<Buffer>(station.sim, 'multiRateMeter/exportTemplate', { token: station.admin });
    expect(x.headers.get('content-type')).toContain('spreadsheetml');
    await post(`multiRateMeter/delete/${saved.id}`);
    expect(await get<MultiRateMeterTemplate[]>('multiRateMeter/list')).toEqual([]);
  });

  it('continues a meter reading across changes without a jump', async () => {
    const a = await post<MeterChange>('changeMeterSchedule/save', {
      id: '',
      site: 'WZ001',
      meter: 'grid',
      changeTime: '2026-03-01 10:00',
      oldReading: 1000,
      newReading: 0,
      remark: '',
    });
    const b = await post<MeterChange>('changeMeterSchedule/save', {
      id: '',
      site: 'WZ001',
      meter: 'grid',
      changeTime: '2026-06-01 10:00',
      oldReading: 500,
      newReading: 10,
      remark: 'CT',
    });
    const list = await get<MeterChange[]>('changeMeterSchedule/list', { site: 'WZ001' });
    expect(list.map((c) => c.offset)).toEqual([1000, 1490]);
    // The second meter's last reading 500 reads 1500 continuous; the third starts at 10 → 1500.
    expect(500 + list[0].offset!).toBe(10 + list[1].offset!);
    await post('changeMeterSchedule/remove', undefined, { ids: `${a.id},${b.id}` });
    expect(await get<MeterChange[]>('changeMeterSchedule/list')).toEqual([]);
  });
});
