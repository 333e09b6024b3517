import { describe, expect, it } from 'vitest';
import { type DetectionResult, detectionResultSchema } from '@/contract/api/data-detection';
import type { TagException, TagIntegrity } from '@/contract/api/data-quality';
import type { R } from '@/contract/envelope';
import { apiCall, apiData, simHook } from './helpers/sim-api';
import { useTestStation } from './helpers/test-station';

/*
 * dataDetection/getResult and getModuleDetection (spec §7 Data, issue 28) against the same stored
 * history as tagintegrity and tagexceptiondata/query: the figures of a device's day are the sums
 * of tagintegrity's over its tags, its runs those of tagexceptiondata/query, and a lost stretch
 * is one gap with its times. Every answer is read with the contract's schema.
 */
const station = useTestStation({ speed: 0 });

type Q = Record<string, string | number>;
const get = <T>(path: string, query: Q = {}) =>
  apiData<T>(station.sim, path, { token: station.admin, query });
const detect = async (path: string, query: Q) =>
  detectionResultSchema.parse(await get<unknown>(`dataDetection/${path}`, query));

const pad = (n: number) => String(n).padStart(2, '0');
const localDay = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};
const simNow = async () =>
  ((await simHook(station.sim, 'advance', { seconds: 0.001 })) as { simTime: number }).simTime;

/** A device's day as tagintegrity gives it: expected and received summed over its tags. */
async function integrityOf(deviceId: string, date: string) {
  const r = await get<TagIntegrity>('tagintegrity', { deviceId, startDate: date, endDate: date });
  return {
    expected: r.tags.reduce((n, t) => n + t.days[0].expected, 0),
    received: r.tags.reduce((n, t) => n + t.days[0].received, 0),
    tagNos: r.tags.map((t) => t.tagNo),
  };
}

/** Each device's figures equal tagintegrity's, and its out-of-range and flat runs tagexceptiondata's. */
async function expectAgreement(result: DetectionResult) {
  for (const d of result.devices) {
    const integrity = await integrityOf(d.deviceId, result.date);
    expect({ id: d.deviceId, expected: d.expected, received: d.received, tags: d.tags }).toEqual({
      id: d.deviceId,
      expected: integrity.expected,
      received: integrity.received,
      tags: integrity.tagNos.length,
    });
    let outOfRange = 0;
    const flat: Array<{ tagNo: string; startTime: string }> = [];
    for (const tagNo of integrity.tagNos.slice(0, 6)) {
      const runs = await get<TagException[]>('tagexceptiondata/query', {
        deviceId: d.deviceId,
        tagNo,
        date: result.date,
      });
      outOfRange += runs.filter((r) => r.kind === 'outOfRange').length;
      for (const r of runs.filter((x) => x.kind === 'flat')) flat.push({ tagNo, startTime: r.startTime });
    }
    if (integrity.tagNos.length <= 6) {
      expect(d.outOfRange, d.deviceId).toBe(outOfRange);
      expect(d.flat.map((r) => ({ tagNo: r.tagNo, startTime: r.startTime })).sort(byStart)).toEqual(
        flat.sort(byStart),
      );
    }
  }
}
const byStart = (a: { tagNo: string; startTime: string }, b: { tagNo: string; startTime: string }) =>
  a.startTime.localeCompare(b.startTime) || a.tagNo.localeCompare(b.tagNo);

describe('dataDetection (spec §7 Data)', () => {
  it('gives every device of the station its day, agreeing with tagintegrity and tagexceptiondata', async () => {
    const now = await simNow();
    const yesterday = localDay(now - 86_400_000);
    const result = await detect('getResult', { date: yesterday });
    expect(result.date).toBe(yesterday);
    expect(result.deviceId).toBeNull();
    expect(result.devices.map((d) => d.deviceId)).toEqual([
      'station',
      'grid',
      'load',
      'pv',
      'gen',
      'pile',
      'cluster-1',
      'cluster-2',
    ]);
    const grid = result.devices.find((d) => d.deviceId === 'grid')!;
    expect(grid).toMatchObject({ expected: 288, received: 288, gaps: 0, longestGap: null });
    await expectAgreement(result);
  });

  it('a lost hour is one gap with its times, and the received points drop as tagintegrity’s do', async () => {
    const now = await simNow();
    const day = localDay(now - 2 * 86_400_000);
    await simHook(station.sim, 'history-gap', {
      deviceId: 'grid',
      startTime: `${day} 10:00:00`,
      minutes: 60,
    });
    await simHook(station.sim, 'history-gap', {
      deviceId: 'grid',
      startTime: `${day} 14:30:00`,
      minutes: 15,
    });
    const result = await detect('getResult', { date: day, deviceId: 'grid' });
    expect(result.deviceId).toBe('grid');
    expect(result.stepMs).toBe(300_000);
    expect(result.devices).toHaveLength(1);
    expect(result.devices[0]).toMatchObject({
      deviceId: 'grid',
      expected: 288,
      received: 273,
      gaps: 2,
      longestGap: {
        tagNo: 'GRID_P',
        startTime: `${day} 10:00:00`,
        endTime: `${day} 11:00:00`,
        points: 12,
        value: null,
      },
    });
    await expectAgreement(result);
  });

  it('gives each battery module of a cluster its day; a lost minute is a gap of each pack', async () => {
    for (let i = 0; i < 4; i++) await simHook(station.sim, 'advance', { seconds: 60 });
    const today = localDay(await simNow());
    const before = await detect('getModuleDetection', { deviceId: 'cluster-1', date: today });
    expect(before.stepMs).toBe(60_000);
    expect(before.devices.map((d) => d.deviceId)).toEqual(['rack-1-1', 'rack-1-2']);
    await expectAgreement(before);
    const rows = await get<{ records: Array<{ time: string }> }>('devicedata/page', {
      deviceId: 'rack-1-1',
      tagNos: 'CELL_V_01',
      startTime: `${today} 00:00:00`,
      endTime: `${today} 23:59:59`,
    });
    const lostAt = rows.records[1].time;
    await simHook(station.sim, 'history-gap', { deviceId: 'rack-1-1', startTime: lostAt, minutes: 1 });
    const after = await detect('getModuleDetection', { deviceId: 'cluster-1', date: today });
    for (const d of after.devices) {
      expect(d.gaps, d.deviceId).toBe(1);
      expect(d.longestGap, d.deviceId).toMatchObject({
        startTime: lostAt,
        endTime: rows.records[2].time,
        points: 1,
      });
    }
    await expectAgreement(after);
    const one = await detect('getModuleDetection', { deviceId: 'rack-1-2', date: today });
    expect(one.devices).toEqual([after.devices[1]]);
  });

  it('refuses an unknown device, a module of a site device and a bad day', async () => {
    const cases: Array<[string, Q]> = [
      ['getResult', { deviceId: 'rack-99-1' }],
      ['getResult', { date: 'yesterday' }],
      ['getModuleDetection', { deviceId: 'grid' }],
      ['getModuleDetection', { deviceId: 'cluster-9' }],
      ['getModuleDetection', {}],
    ];
    for (const [path, query] of cases) {
      const answer = await apiCall<R<unknown>>(station.sim, `dataDetection/${path}`, {
        token: station.admin,
        query,
      });
      expect(answer.body.code, `${path} ${JSON.stringify(query)}`).toBe(400);
    }
  });
});
