import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { AlarmRecord } from '../../src/contract/alarm';
import type { ThresholdRow } from '../../src/contract/api/threshold';
import type { OperationLog } from '../../src/contract/api/oplog';
import type { Page, R } from '../../src/contract/envelope';
import { defaultRule, type ThresholdRule } from '../../src/contract/threshold-rules';
import { apiCall, apiData, simHook } from './helpers/sim-api';
import { useTestStation } from './helpers/test-station';

const station = useTestStation();

const CELL = { site: 'WZ001', clusterNo: 1, rack: 1, cell: 2 };
const hold = (voltageMv: number) => simHook(station.sim, 'cell', { ...CELL, voltageMv });
const advance = (seconds: number) => simHook(station.sim, 'advance', { seconds });
/** A real tick of the running station samples the held value (the delays count from there). */
const tick = () => new Promise((r) => setTimeout(r, 1500));
const ruleAlarms = async () =>
  (
    await apiData<AlarmRecord[]>(station.sim, 'devicealarm/selectTop20', {
      token: station.operator,
      query: { site: 'WZ001' },
    })
  )
    .filter((a) => a.serviceId === 'threshold.cellVoltage' && a.deviceName === 'BMS-1')
    .map((a) => a.level);

const voltageRule: ThresholdRule = {
  point: 'cellVoltage',
  levels: [
    { level: 1, enabled: true, expr: 'x>=3700', reset: '' },
    { level: 2, enabled: true, expr: 'x>=3500 && x<3700', reset: 'x<3450' },
    { level: 3, enabled: false, expr: '', reset: '' },
  ],
  onDelayS: 60,
  offDelayS: 30,
  noDataS: 0,
};
const set = (body: unknown, token = station.admin, lang: 'zh' | 'en' = 'en') =>
  apiCall<R<ThresholdRow | null>>(station.sim, 'deviceThreshold/value/set', {
    method: 'POST',
    token,
    lang,
    body,
  });

describe('threshold rules per point (deviceThreshold page, list, value/get and value/set with a point)', () => {
  it('lists every measured point with its default rule, all levels off', async () => {
    const list = await apiData<ThresholdRow[]>(station.sim, 'deviceThreshold/list', {
      token: station.operator,
    });
    expect(list.map((r) => r.point)).toEqual([
      'cellVoltage',
      'cellTemp',
      'cellTempDiff',
      'soc',
      'rackCurrent',
      'pcsTemp',
    ]);
    expect(list.every((r) => r.levels.every((l) => !l.enabled))).toBe(true);
    const page = await apiData<Page<ThresholdRow>>(station.sim, 'deviceThreshold/page', {
      token: station.operator,
      query: { current: 2, size: 4 },
    });
    expect(page).toMatchObject({ total: 6, current: 2 });
    expect(page.records.map((r) => r.point)).toEqual(['rackCurrent', 'pcsTemp']);
    expect(
      await apiData<ThresholdRow>(station.sim, 'deviceThreshold/value/get', {
        token: station.operator,
        query: { point: 'soc' },
      }),
    ).toMatchObject({ ...defaultRule('soc'), unit: '%', nameEn: 'Cluster SOC' });
  });

  it('refuses an operator (403) and an invalid expression (400 naming the field and position), keeping the rule', async () => {
    expect((await set(voltageRule, station.operator)).body).toMatchObject({ code: 403, success: false });
    const bad = structuredClone(voltageRule);
    bad.levels[1].expr = 'x>=3500 & x<3700';
    const answer = (await set(bad)).body;
    expect(answer).toMatchObject({ code: 400, success: false });
    expect(answer.msg).toBe(
      'Please enter the correct parameter! levels.1.expr: L2 expression, position 9 (unexpectedToken)',
    );
    const zh = (await set(bad, station.admin, 'zh')).body.msg;
    expect(zh).toBe('请输入正确的参数！ levels.1.expr: L2 表达式，第 9 位（unexpectedToken）');
    const hostile = structuredClone(voltageRule);
    hostile.levels[0].expr = "constructor.constructor('return process')()";
    expect((await set(hostile)).body.msg).toMatch(/levels\.0\.expr: L1 expression, position 1/);
    hostile.levels[0].expr = '('.repeat(1 << 20);
    expect((await set(hostile)).body.msg).toMatch(/levels\.0\.expr: L1 expression, position 201 \(tooLong\)/);
    expect(
      await apiData<ThresholdRow>(station.sim, 'deviceThreshold/value/get', {
        token: station.admin,
        query: { point: 'cellVoltage' },
      }),
    ).toMatchObject(defaultRule('cellVoltage'));
  });

  it('raises at the right level only after the on-delay, holds until the reset limit, recovers after the off-delay', async () => {
    try {
      expect((await set(voltageRule)).body).toMatchObject({ code: 200, data: { point: 'cellVoltage' } });
      const log = await apiData<Page<OperationLog>>(station.sim, 'log/his/page', {
        token: station.admin,
        lang: 'en',
        query: { size: 3 },
      });
      expect(log.records[0]).toMatchObject({ path: 'deviceThreshold/value/set' });

      await hold(3550);
      await new Promise((r) => setTimeout(r, 2500));
      expect(await ruleAlarms()).toEqual([]); // held for a few seconds of a 60 s on-delay
      await advance(61);
      expect(await ruleAlarms()).toEqual([2]);

      // Between the reset limit and the raise level: the alarm stays up.
      await hold(3470);
      await tick();
      await advance(120);
      expect(await ruleAlarms()).toEqual([2]);

      // Below the reset limit: recovered only once the 30 s off-delay has passed.
      await hold(3400);
      await tick();
      await advance(10);
      expect(await ruleAlarms()).toEqual([2]);
      await advance(22);
      expect(await ruleAlarms()).toEqual([]);
      const history = await apiData<Page<AlarmRecord>>(station.sim, 'devicealarmhis/list', {
        token: station.admin,
        query: { site: 'WZ001', current: 1, size: 50 },
      });
      const recovered = history.records.filter((a) => a.serviceId === 'threshold.cellVoltage');
      expect(recovered.map((a) => [a.level, a.status])).toEqual([[2, 'recovered']]);
      expect(recovered[0].contentEn).toMatch(/BMS-1 Cell voltage L2 alarm 3550 mV/);
    } finally {
      await simHook(station.sim, 'cell-release', { site: 'WZ001', clusterNo: 1 });
      await set(defaultRule('cellVoltage'));
    }
  });

  it("keeps each site's rules apart and raises a site's rule only on that site's devices", async () => {
    const socRule: ThresholdRule = {
      ...defaultRule('soc'),
      levels: [
        { level: 1, enabled: false, expr: '', reset: '' },
        { level: 2, enabled: false, expr: '', reset: '' },
        { level: 3, enabled: true, expr: 'x>=0', reset: '' },
      ],
      onDelayS: 0,
    };
    const socAlarms = async (site: string) =>
      (
        await apiData<AlarmRecord[]>(station.sim, 'devicealarm/selectTop20', {
          token: station.operator,
          query: { site },
        })
      )
        .filter((a) => a.serviceId === 'threshold.soc')
        .map((a) => a.deviceName);
    const ruleOf = (site: string) =>
      apiData<ThresholdRow>(station.sim, 'deviceThreshold/value/get', {
        token: station.operator,
        query: { site, point: 'soc' },
      });
    const setOn = (site: string, rule: ThresholdRule) =>
      apiCall<R<ThresholdRow | null>>(station.sim, 'deviceThreshold/value/set', {
        method: 'POST',
        token: station.admin,
        query: { site },
        body: rule,
      });
    try {
      expect((await setOn('WZ002', socRule)).body).toMatchObject({ code: 200, data: { point: 'soc' } });
      expect((await ruleOf('WZ002')).levels[2]).toMatchObject({ enabled: true, expr: 'x>=0' });
      expect((await ruleOf('WZ001')).levels[2].enabled).toBe(false);
      const list = await apiData<ThresholdRow[]>(station.sim, 'deviceThreshold/list', {
        token: station.operator,
        query: { site: 'WZ001' },
      });
      expect(list.find((r) => r.point === 'soc')!.levels.every((l) => !l.enabled)).toBe(true);
      await advance(1);
      expect((await socAlarms('WZ002')).sort()).toEqual(['BMS-1', 'BMS-2']);
      expect(await socAlarms('WZ001')).toEqual([]);
      expect((await setOn('WZ003', socRule)).body.code).toBe(400);
    } finally {
      await setOn('WZ002', defaultRule('soc'));
    }
    await advance(1);
    expect(await socAlarms('WZ002')).toEqual([]);
  });

  it('exports the rules and downloads the blank template as real workbooks', async () => {
    for (const [path, expr] of [
      ['deviceThreshold/template/export', 'x>=3700'],
      ['deviceThreshold/template/download', defaultRule('cellVoltage').levels[0].expr],
    ] as const) {
      if (path.endsWith('export')) await set(voltageRule);
      const res = await apiCall<Buffer>(station.sim, path, { token: station.operator, lang: 'en' });
      expect(res.headers.get('content-type')).toMatch(/spreadsheetml/);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.body as unknown as ArrayBuffer);
      const ws = wb.worksheets[0];
      expect(ws.getRow(1).getCell(6).value).toBe('Expression');
      expect(ws.rowCount).toBe(1 + 6 * 3);
      expect(ws.getRow(2).getCell(1).value).toBe('cellVoltage');
      expect(ws.getRow(2).getCell(6).value).toBe(expr);
    }
    await set(defaultRule('cellVoltage'));
  });
});
