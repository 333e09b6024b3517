import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type {
  ThresholdImportResult,
  ThresholdReplayAnswer,
  ThresholdRow,
} from '../../src/contract/api/threshold';
import type { R } from '../../src/contract/envelope';
import { defaultRule, type ThresholdRule } from '../../src/contract/threshold-rules';
import { apiCall, apiData, simHook } from './helpers/sim-api';
import { useTestStation } from './helpers/test-station';

const station = useTestStation();

const socRule = (expr: string): ThresholdRule => ({
  ...defaultRule('soc'),
  levels: [
    { level: 1, enabled: true, expr, reset: '' },
    { level: 2, enabled: false, expr: '', reset: '' },
    { level: 3, enabled: false, expr: '', reset: '' },
  ],
  onDelayS: 0,
});
const replay = (rule: unknown, token = station.operator) =>
  apiCall<R<ThresholdReplayAnswer | null>>(station.sim, 'deviceThreshold/replay', {
    token,
    lang: 'en',
    query: { rule: JSON.stringify(rule) },
  });

async function importBook(rows: unknown[][], token = station.admin) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('t');
  ws.addRow(['Point', 'Name', 'Unit', 'Level', 'Enabled', 'Expression', 'Reset', 'On', 'Off', 'NoData']);
  for (const r of rows) ws.addRow(r);
  const content = Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
  return apiCall<R<ThresholdImportResult | null>>(station.sim, 'deviceThreshold/template/import', {
    method: 'POST',
    token,
    lang: 'en',
    body: { fileName: 't.xlsx', content },
  });
}

describe('rule tester replay (deviceThreshold/replay, extension)', () => {
  it("replays the point's stored 24 h: a rule true for every SOC raises once, one false for all never", async () => {
    const always = (await replay(socRule('x>=0'))).body;
    expect(always.code).toBe(200);
    const a = always.data!;
    expect(a.toMs - a.fromMs).toBe(86_400_000);
    expect(a.stepS).toBe(300);
    // The stored 5-minute station history covers the whole day before the simulator started.
    expect(a.points.length).toBeGreaterThanOrEqual(280);
    expect(a.raised).toEqual([0, 1, 0, 0]);
    expect(a.points.every((p) => p[2] === 1)).toBe(true);
    const never = (await replay(socRule('x<-1'))).body.data!;
    expect(never.raised).toEqual([0, 0, 0, 0]);
    expect(never.points.every((p) => p[2] === 0)).toBe(true);
  });

  it('records the cell points every 5 minutes as the station runs', async () => {
    await simHook(station.sim, 'advance', { seconds: 600 });
    const cell = (await replay({ ...socRule('x>=0'), point: 'cellVoltage' })).body.data!;
    expect(cell.points.length).toBeGreaterThanOrEqual(1);
    expect(cell.points[0][1]).toBeGreaterThan(2000);
  });

  it('refuses an invalid rule with the level, the field and the position', async () => {
    const answer = (await replay(socRule('x>=1 &'))).body;
    expect(answer).toMatchObject({ code: 400, success: false });
    expect(answer.msg).toMatch(/levels\.0\.expr: L1 expression, position 6 \(unexpectedToken\)/);
    expect((await replay('not json')).body.code).toBe(400);
  });
});

describe('threshold template import (deviceThreshold/template/import)', () => {
  it('reads the exported workbook back: the rules come back as they were', async () => {
    const rule = { ...socRule('x<=8'), onDelayS: 30 };
    await apiCall(station.sim, 'deviceThreshold/value/set', {
      method: 'POST',
      token: station.admin,
      body: rule,
    });
    const file = await apiCall<Buffer>(station.sim, 'deviceThreshold/template/export', {
      token: station.admin,
      lang: 'en',
    });
    await apiCall(station.sim, 'deviceThreshold/value/set', {
      method: 'POST',
      token: station.admin,
      body: defaultRule('soc'),
    });
    const answer = (
      await apiCall<R<ThresholdImportResult>>(station.sim, 'deviceThreshold/template/import', {
        method: 'POST',
        token: station.admin,
        body: {
          fileName: 'x.xlsx',
          content: Buffer.from(file.body as unknown as ArrayBuffer).toString('base64'),
        },
      })
    ).body;
    expect(answer.data.points).toHaveLength(6);
    const soc = await apiData<ThresholdRow>(station.sim, 'deviceThreshold/value/get', {
      token: station.admin,
      query: { point: 'soc' },
    });
    expect(soc).toMatchObject({ levels: rule.levels, onDelayS: 30 });
    await apiCall(station.sim, 'deviceThreshold/value/set', {
      method: 'POST',
      token: station.admin,
      body: defaultRule('soc'),
    });
  });

  it('refuses a bad row (naming it) and changes nothing; refuses operators, non-workbooks and too much', async () => {
    const bad = (
      await importBook([
        ['soc', '', '%', 'L1', 1, 'x<=5', '', 0, 0, 0],
        ['soc', '', '%', 'L2', 1, 'x<=(10', '', 0, 0, 0],
      ])
    ).body;
    expect(bad).toMatchObject({ code: 400 });
    expect(bad.msg).toMatch(/^Row 3: .*L2 expression, position 4 \(unexpectedToken\)/);
    expect((await importBook([['nope', '', '', 'L1', 1, 'x>1', '', 0, 0, 0]])).body.msg).toMatch(
      /Row 2: unknown point/,
    );
    const soc = await apiData<ThresholdRow>(station.sim, 'deviceThreshold/value/get', {
      token: station.admin,
      query: { point: 'soc' },
    });
    expect(soc.levels[0].enabled).toBe(false);
    expect((await importBook([], station.operator)).body.code).toBe(403);
    const notXlsx = await apiCall<R<null>>(station.sim, 'deviceThreshold/template/import', {
      method: 'POST',
      token: station.admin,
      lang: 'en',
      body: { fileName: 'a.xlsx', content: Buffer.from('hello').toString('base64') },
    });
    expect(notXlsx.body.msg).toBe('The file is not a valid Excel workbook (content)');
    const many = Array.from({ length: 201 }, () => ['soc', '', '', 'L1', 0, '', '', 0, 0, 0]);
    expect((await importBook(many)).body.msg).toMatch(/at most 200 rows/);
    const huge = await apiCall<R<null>>(station.sim, 'deviceThreshold/template/import', {
      method: 'POST',
      token: station.admin,
      lang: 'en',
      body: { fileName: 'a.xlsx', content: 'A'.repeat(800_000) },
    });
    expect(huge.body.msg).toMatch(/at most 512 KB/);
  });
});
