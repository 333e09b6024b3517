import ExcelJS from 'exceljs';
import { inflateSync } from 'node:zlib';
import { beforeAll } from 'vitest';
import { dayKey } from '../../../simulator/model/clock';
import { apiCall, apiData, simHook } from './sim-api';
import { useTestStation } from './test-station';

/*
 * The station of the report tests (reports-energy.test.ts, reports-profit-history.test.ts): a test
 * station whose clock is moved on 61 simulated days before the tests, so that 60 full days of
 * history exist before today, with the small readers those tests share.
 */

const DAY = 86_400_000;
export const r3 = (v: number) => Math.round(v * 1000) / 1000;
/** ISO 8601 with the station's offset (Asia/Shanghai has no DST). */
export const ISO_SH = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/;
export const sum = (xs: number[]) => r3(xs.reduce((a, b) => a + b, 0));
export const unzip = <T>(data: string): T =>
  JSON.parse(inflateSync(Buffer.from(data, 'base64')).toString('utf8')) as T;

export async function sheetOf(buffer: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  return wb.worksheets[0];
}

/** Registers the station's hooks; read its fields inside tests (the `beforeAll` fills them in). */
export function useReportsStation() {
  const station = useTestStation({ login: ['admin'] });
  const clock = { simNow: 0, today: '' };
  beforeAll(async () => {
    // 61 simulated days, so that 60 full days of history exist before today.
    const advanced = (await simHook(station.sim, 'advance', { seconds: 61 * 86_400 })) as {
      simTime: number;
    };
    clock.simNow = advanced.simTime;
    clock.today = dayKey(clock.simNow);
  }, 300_000);
  const get = <T>(path: string, query: Record<string, string | number> = {}) =>
    apiData<T>(station.sim, path, { token: station.admin, query });
  const daysAgo = (n: number) => dayKey(clock.simNow - n * DAY);
  async function refusal(
    path: string,
    query: Record<string, string>,
    lang: 'zh' | 'en',
    method: 'GET' | 'POST' = 'GET',
  ) {
    const a = await apiCall<{ code: number; msg: string }>(station.sim, path, {
      token: station.admin,
      query,
      lang,
      method,
    });
    return { status: a.status, code: a.body.code, msg: a.body.msg };
  }
  return { station, clock, get, daysAgo, refusal };
}
