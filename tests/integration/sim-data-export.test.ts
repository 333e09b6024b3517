import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Page, R } from '@/contract/envelope';
import type { DeviceDataRow, ExportTask } from '@/contract/api/data';
import type { RunningSimulator } from '../../simulator/server';
import { apiCall, apiData, loginToken, simHook, startTestSimulator } from './helpers/sim-api';
import { useTestStation } from './helpers/test-station';

const station = useTestStation({ login: ['operator'] });

const pad = (n: number) => String(n).padStart(2, '0');
const local = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};
const twoDaysAgo = () => {
  const day = local(Date.now() - 3 * 86_400_000).slice(0, 10);
  const end = local(Date.now() - 2 * 86_400_000).slice(0, 10);
  return { startTime: `${day} 00:00:00`, endTime: `${end} 00:00:00` };
};
const request = (over: Record<string, unknown> = {}) => ({
  deviceIds: ['station', 'cluster-1'],
  tagNos: ['ST_SOC', 'ST_P', 'CLU_SOC'],
  ...twoDaysAgo(),
  ...over,
});

async function start(s: RunningSimulator, token: string, body: unknown, lang: 'zh' | 'en' = 'en') {
  return apiCall<R<ExportTask>>(s, 'devicedata/export', { method: 'POST', token, body, lang });
}
async function task(s: RunningSimulator, token: string, id: string): Promise<ExportTask> {
  const page = await apiData<Page<ExportTask>>(s, 'task/page', { token, query: { size: 100 } });
  return page.records.find((t) => t.id === id)!;
}
/** Polls the task until `until` holds; returns every status seen on the way. */
async function follow(s: RunningSimulator, token: string, id: string, until: (t: ExportTask) => boolean) {
  const seen: ExportTask[] = [];
  const deadline = Date.now() + 60_000;
  for (;;) {
    const t = await task(s, token, id);
    seen.push(t);
    if (until(t)) return seen;
    if (Date.now() > deadline) throw new Error(`task ${id} stuck: ${JSON.stringify(t)}`);
    await new Promise((r) => setTimeout(r, 40));
  }
}
async function workbook(s: RunningSimulator, token: string, id: string) {
  const file = await apiCall<Buffer>(s, 'devicedata/download', { token, query: { id }, lang: 'en' });
  expect(file.headers.get('content-type')).toContain('spreadsheet');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(file.body as unknown as ArrayBuffer);
  return wb;
}

describe('tag data export tasks', () => {
  it('goes not started → running → success and writes one sheet per device that matches devicedata/page', async () => {
    await simHook(station.sim, 'export-pace', { rowsPerSlice: 60, delayMs: 30 });
    const estimate = await apiData<{ rows: number }>(station.sim, 'devicedata/estimate', {
      token: station.operator,
      query: { ...twoDaysAgo(), deviceIds: 'station,cluster-1', tagNos: 'ST_SOC,ST_P,CLU_SOC' },
    });
    expect(estimate.rows).toBe(2 * 289); // 24 h of 5-minute points, both ends included, per device
    const answer = await start(station.sim, station.operator, request());
    expect(answer.body.data).toMatchObject({
      status: 'notStarted',
      estimatedRows: 578,
      searchStart: twoDaysAgo().startTime,
    });
    const seen = await follow(
      station.sim,
      station.operator,
      answer.body.data.id,
      (t) => t.status === 'success',
    );
    expect(seen.some((t) => t.status === 'running' && t.progress > 0 && t.progress < 100)).toBe(true);
    const done = seen.at(-1)!;
    expect(done).toMatchObject({ progress: 100, writtenRows: 578, fileName: `Data export ${done.id}.xlsx` });
    expect(done.taskStart).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const wb = await workbook(station.sim, station.operator, done.id);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['1 Storage system', '2 Cluster 1']);
    const stationSheet = wb.worksheets[0];
    expect(stationSheet.getRow(1).values).toEqual([
      undefined,
      'Time',
      'Storage SOC (%)',
      'Storage power (kW)',
    ]);
    expect(stationSheet.rowCount - 1).toBe(289);
    const page = await apiData<Page<DeviceDataRow>>(station.sim, 'devicedata/page', {
      token: station.operator,
      query: { deviceId: 'station', tagNos: 'ST_SOC,ST_P', ...twoDaysAgo(), current: 11, size: 10 },
    });
    const row = stationSheet.getRow(102).values as unknown[]; // page 11 record 0 = record 100 = data row 101, after the header
    expect(row[1]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+08:00$/);
    expect(new Date(row[1] as string).getTime()).toBe(page.records[0].ts);
    expect(row[2]).toBe(page.records[0].values.ST_SOC);
    expect(wb.worksheets[1].getRow(1).values).toEqual([undefined, 'Time', 'Cluster SOC (%)']);
  });

  it('an error task is retried and resumes where it stopped, without duplicate rows', async () => {
    await simHook(station.sim, 'export-pace', { rowsPerSlice: 50, delayMs: 20, failAfterRows: 200 });
    const answer = await start(station.sim, station.operator, request(), 'zh');
    const failed = (
      await follow(station.sim, station.operator, answer.body.data.id, (t) => t.status === 'error')
    ).at(-1)!;
    expect(failed.error).toBe('导出中断（测试故障）');
    expect(failed.writtenRows).toBe(200);
    const retried = await apiCall<R<ExportTask>>(station.sim, 'devicedata/retry', {
      method: 'POST',
      token: station.operator,
      query: { id: failed.id },
    });
    expect(retried.body.data.status).toBe('notStarted');
    const seen = await follow(station.sim, station.operator, failed.id, (t) => t.status === 'success');
    expect(Math.min(...seen.map((t) => t.writtenRows))).toBeGreaterThanOrEqual(200);
    const wb = await workbook(station.sim, station.operator, failed.id);
    expect(wb.worksheets.map((w) => w.rowCount - 1)).toEqual([289, 289]);
    expect(wb.worksheets[0].name).toBe('1 储能系统');
    const again = await apiCall<R<unknown>>(station.sim, 'devicedata/retry', {
      method: 'POST',
      token: station.operator,
      query: { id: failed.id },
    });
    expect(again.body.code).toBe(400);
  });

  it('refuses ranges beyond the device limits with the spec messages', async () => {
    const now = Date.now();
    const rack = await start(
      station.sim,
      station.operator,
      request({
        deviceIds: ['rack-1-1'],
        tagNos: ['CELL_V_01'],
        startTime: local(now - 2 * 86_400_000),
        endTime: local(now),
      }),
    );
    expect(rack.body.msg).toBe('This device does not support time ranges longer than one day!');
    const long = await start(
      station.sim,
      station.operator,
      request({ startTime: local(now - 40 * 86_400_000), endTime: local(now) }),
      'zh',
    );
    expect(long.body.msg).toBe('该设备不支持超过一个月的时间范围！');
    const wrongTag = await start(station.sim, station.operator, request({ tagNos: ['ST_SOC'] }));
    expect(wrongTag.body.code).toBe(400); // cluster-1 has none of the tags
  });
});

describe('export tasks across a simulator restart', () => {
  it('a task running when the simulator stops finishes after it starts again', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'export-restart-'));
    const db = path.join(dir, 'station.db');
    let first: RunningSimulator | null = await startTestSimulator({ db });
    try {
      const token = await loginToken(first, 'admin');
      await simHook(first, 'export-pace', { rowsPerSlice: 20, delayMs: 100 });
      const id = (await start(first, token, request())).body.data.id;
      const before = (await follow(first, token, id, (t) => t.writtenRows >= 40)).at(-1)!;
      expect(before.status).toBe('running');
      await first.close();
      first = await startTestSimulator({ db });
      const again = await loginToken(first, 'admin');
      const done = (await follow(first, again, id, (t) => t.status === 'success')).at(-1)!;
      expect(done.writtenRows).toBe(578);
      const wb = await workbook(first, again, id);
      expect(wb.worksheets.map((w) => w.rowCount - 1)).toEqual([289, 289]);
    } finally {
      await first?.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
