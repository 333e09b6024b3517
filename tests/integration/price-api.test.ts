import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_TEMPLATE } from '../../simulator/model/prices';
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
import { B, FOUR, priceCalls, prices } from './helpers/price-calls';
import { apiCall, apiData } from './helpers/sim-api';
import { useTestStation } from './helpers/test-station';

/* Price templates, their files and meter templates over HTTP; the fees they price: price-fees-api. */

describe('price templates over HTTP', () => {
  const station = useTestStation();
  const { get, post, refused } = priceCalls(station);

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
