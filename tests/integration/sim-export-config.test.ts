import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { DeviceDataRow, ExportTask } from '@/contract/api/data';
import type { DisplayColumns, ExportConfig, ExportTitle } from '@/contract/api/data-export-config';
import type { OperationLog } from '@/contract/api/oplog';
import type { Page, R } from '@/contract/envelope';
import { apiCall, apiData, simHook } from './helpers/sim-api';
import { useTestStation } from './helpers/test-station';

/*
 * dataexportconfig (src/contract/api/data-export-config.ts): one configuration per device type,
 * the columns a tag-data export writes; the exported .xlsx follows it. And devicedata/realData
 * against the stored rows. Speed 0: the cells keep their values, so a stored minute is what
 * realData read.
 */
const station = useTestStation({ speed: 0 });

type Q = Record<string, string | number>;
const get = <T>(path: string, query: Q = {}, token = station.admin, lang: 'zh' | 'en' = 'en') =>
  apiData<T>(station.sim, path, { token, query, lang });
const post = <T = unknown>(path: string, body: unknown, token = station.admin, lang: 'zh' | 'en' = 'en') =>
  apiCall<R<T>>(station.sim, path, { method: 'POST', token, body, lang });
const raw = (path: string, query: Q) =>
  apiCall<R<unknown>>(station.sim, path, { token: station.admin, query });

const pad = (n: number) => String(n).padStart(2, '0');
/** Station-local `yyyy-MM-dd HH:mm:ss` (the simulator runs in the station's zone). */
const local = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};

/** The station type's columns, changed: ST_P first and retitled, ST_AUX left out. */
const changedColumns = (config: ExportConfig) => {
  const byNo = new Map(config.columns.map((c) => [c.tagNo, c]));
  return [
    { ...byNo.get('ST_P')!, title: '充放电功率', titleEn: 'Charge power' },
    byNo.get('ST_SOC')!,
    { ...byNo.get('ST_AUX')!, include: false },
  ].map(({ tagNo, include, title, titleEn }) => ({ tagNo, include, title, titleEn }));
};

describe('dataexportconfig', () => {
  it('lists a seeded configuration per device type, in both languages, paged and filtered', async () => {
    const all = await get<Page<ExportConfig>>('dataexportconfig/page', { size: 100 });
    expect(all.records.map((c) => c.dictKey)).toEqual([
      'station',
      'grid',
      'load',
      'pv',
      'gen',
      'pile',
      'cluster',
      'rack',
    ]);
    const one = await get<Page<ExportConfig>>('dataexportconfig/page', { dictKey: 'cluster' });
    expect(one.total).toBe(1);
    expect(one.records[0].columns[0]).toEqual({
      tagNo: 'CLU_SOC',
      include: true,
      title: '簇SOC',
      titleEn: 'Cluster SOC',
      unit: '%',
    });
    const detail = await get<ExportConfig>('dataexportconfig/detail', { dictKey: 'station' });
    expect(detail).toMatchObject({ id: 'station', dictName: '储能系统', version: 0, updateTime: '' });
    expect(detail.columns.map((c) => c.tagNo)).toEqual(['ST_SOC', 'ST_P', 'ST_AUX']);
    const titles = await get<ExportTitle[]>(
      'dataexportconfig/getTitles',
      { deviceId: 'rack-1-1' },
      station.operator,
    );
    expect(titles[0]).toEqual({
      tagNo: 'CELL_V_01',
      title: 'Cell 1 voltage',
      unit: 'mV',
      header: 'Cell 1 voltage (mV)',
    });
    const zh = await get<ExportTitle[]>(
      'dataexportconfig/getTitles',
      { dictKey: 'rack' },
      station.admin,
      'zh',
    );
    expect(zh[0].header).toBe('单体1电压 (mV)');
    expect((await raw('dataexportconfig/detail', { dictKey: 'nothing' })).body.code).toBe(400);
    expect((await raw('dataexportconfig/getTitles', { deviceId: 'rack-9-9' })).body.code).toBe(400);
  });

  it('saves a type’s columns for administrators only, refuses stale and bad saves, and logs the save', async () => {
    const detail = await get<ExportConfig>('dataexportconfig/detail', { dictKey: 'station' });
    const body = { dictKey: 'station', columns: changedColumns(detail), version: detail.version };
    const refused = await post('dataexportconfig/update', body, station.operator);
    expect(refused.body.code).toBe(403);
    const saved = await post<ExportConfig>('dataexportconfig/update', body);
    expect(saved.body.code).toBe(200);
    expect(saved.body.data.version).toBe(1);
    expect(saved.body.data.updateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(saved.body.data.columns.map((c) => [c.tagNo, c.include, c.unit])).toEqual([
      ['ST_P', true, 'kW'],
      ['ST_SOC', true, '%'],
      ['ST_AUX', false, 'kW'],
    ]);
    const stale = await post('dataexportconfig/update', {
      ...body,
      columns: detail.columns.map(({ unit: _u, ...c }) => c),
    });
    expect(stale.body.code).toBe(409);
    expect(stale.body.data).toMatchObject({ changedBy: 'admin', version: 1 });
    const titles = await get<ExportTitle[]>('dataexportconfig/getTitles', { dictKey: 'station' });
    expect(titles.map((t) => t.header)).toEqual(['Charge power (kW)', 'Storage SOC (%)']);

    const bad = async (over: Record<string, unknown>, field: string) => {
      const answer = await post('dataexportconfig/update', { ...body, version: 1, ...over });
      expect(answer.body.code, JSON.stringify(over)).toBe(400);
      expect(answer.body.msg).toContain(field);
    };
    await bad(
      { columns: body.columns.map((c, i) => (i === 0 ? { ...c, title: ' ' } : c)) },
      'columns.0.title',
    );
    await bad({ columns: body.columns.map((c) => ({ ...c, include: false })) }, 'columns');
    await bad({ columns: body.columns.slice(1) }, 'columns');
    await bad({ columns: [...body.columns, { ...body.columns[0], tagNo: 'GRID_P' }] }, 'columns');
    await bad({ columns: [body.columns[0], body.columns[0], body.columns[1]] }, 'columns');
    await bad({ dictKey: 'nothing' }, 'dictKey');
    await bad({ version: 2 ** 31 }, 'version');
    expect((await get<ExportConfig>('dataexportconfig/detail', { dictKey: 'station' })).version).toBe(1);

    for (const lang of ['zh', 'en'] as const) {
      const log = await get<Page<OperationLog>>('log/his/page', { size: 50 }, station.admin, lang);
      const op = log.records.find((r) => r.path === 'dataexportconfig/update' && r.result === 'success');
      expect(op?.summary).toContain(lang === 'zh' ? '修改数据导出配置' : 'Edit data export configuration');
      expect(op?.account).toBe('admin');
    }
  });

  it('writes the .xlsx with the configured columns, order and titles', async () => {
    await simHook(station.sim, 'export-pace', { rowsPerSlice: 500, delayMs: 1 });
    const day = local(Date.now() - 2 * 86_400_000).slice(0, 10);
    const range = { startTime: `${day} 00:00:00`, endTime: `${day} 06:00:00` };
    const request = { deviceIds: ['station'], tagNos: ['ST_SOC', 'ST_P', 'ST_AUX'], ...range };
    const started = await post<ExportTask>('devicedata/export', request, station.admin, 'zh');
    expect(started.body.data.tagNos).toEqual(['ST_P', 'ST_SOC']);
    const onlyExcluded = await post('devicedata/export', { ...request, tagNos: ['ST_AUX'] });
    expect(onlyExcluded.body.code).toBe(400);
    let task = started.body.data;
    for (const deadline = Date.now() + 30_000; task.status !== 'success';) {
      if (Date.now() > deadline) throw new Error(`task stuck: ${JSON.stringify(task)}`);
      await new Promise((r) => setTimeout(r, 100));
      const tasks = await get<Page<ExportTask>>('task/page', { size: 50 });
      task = tasks.records.find((x) => x.id === task.id)!;
    }
    const file = await apiCall<Buffer>(station.sim, 'devicedata/download', {
      token: station.admin,
      query: { id: task.id },
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.body as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, '时间', '充放电功率 (kW)', '储能SOC (%)']);
    const page = await get<Page<DeviceDataRow>>('devicedata/page', {
      deviceId: 'station',
      tagNos: 'ST_P,ST_SOC',
      ...range,
      size: 5,
    });
    const row = sheet.getRow(2).values as unknown[];
    expect([row[2], row[3]]).toEqual([page.records[0].values.ST_P, page.records[0].values.ST_SOC]);
  });

  it('keeps each user’s preview columns', async () => {
    const initial = await get<DisplayColumns>('dataexportconfig/getForDisplay', { dictKey: 'cluster' });
    expect(initial.tagNos).toEqual(['CLU_SOC', 'CLU_P', 'CLU_T', 'CLU_SOH']);
    const set = await post<DisplayColumns>(
      'dataexportconfig/setDisplay',
      { dictKey: 'cluster', tagNos: ['CLU_T', 'CLU_SOC'] },
      station.operator,
    );
    expect(set.body.data.tagNos).toEqual(['CLU_SOC', 'CLU_T']);
    expect(
      (
        await get<DisplayColumns>(
          'dataexportconfig/getForDisplay',
          { deviceId: 'cluster-1' },
          station.operator,
        )
      ).tagNos,
    ).toEqual(['CLU_SOC', 'CLU_T']);
    expect(
      (await get<DisplayColumns>('dataexportconfig/getForDisplay', { dictKey: 'cluster' })).tagNos,
    ).toHaveLength(4);
    const wrong = await post('dataexportconfig/setDisplay', { dictKey: 'cluster', tagNos: ['ST_SOC'] });
    expect(wrong.body.code).toBe(400);
    expect((await post('dataexportconfig/setDisplay', { dictKey: 'cluster' })).body.code).toBe(400);
    const log = await get<Page<OperationLog>>('log/his/page', { size: 50 }, station.operator);
    expect(log.records.some((r) => r.path === 'dataexportconfig/setDisplay' && r.result === 'success')).toBe(
      true,
    );
  });
});

describe('devicedata/realData', () => {
  it('reads the values of the picked tags now: what the latest stored row then holds', async () => {
    await simHook(station.sim, 'advance', { seconds: 60 });
    const query = { deviceId: 'rack-2-1', tagNos: 'CELL_V_05,CELL_T_05' };
    const live = await get<DeviceDataRow>('devicedata/realData', query, station.operator);
    expect(Object.keys(live.values)).toEqual(['CELL_V_05', 'CELL_T_05']);
    expect(live.time).toBe(local(live.ts));
    await simHook(station.sim, 'advance', { seconds: 60 });
    const page = await get<Page<DeviceDataRow>>('devicedata/page', {
      ...query,
      startTime: local(live.ts - 30 * 60_000),
      endTime: local(live.ts + 59_000),
      size: 100,
    });
    const latest = page.records.at(-1)!;
    expect(latest.values.CELL_V_05).toBe(live.values.CELL_V_05);
    expect(latest.values.CELL_T_05).toBeCloseTo(live.values.CELL_T_05!, 1);
  });
});
