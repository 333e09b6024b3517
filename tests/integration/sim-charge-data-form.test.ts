import { describe, expect, it } from 'vitest';
import type { R, Page } from '@/contract/envelope';
import type { ChargeData, ChargeDataLog, ChargeDataLogDetail } from '@/contract/api/charging';
import type { OperationLog } from '@/contract/api/oplog';
import { apiCall, apiData, simHook } from './helpers/sim-api';
import { useTestStation } from './helpers/test-station';

/* emsChargeData/add and /update as the charging-data dialog sends them, against the real simulator. */

const station = useTestStation();

const get = <T>(path: string, query: Record<string, string | number> = {}) =>
  apiData<T>(station.sim, path, { token: station.admin, query });
const post = (
  path: string,
  body: unknown,
  opts: { site?: string; lang?: 'zh' | 'en'; token?: string } = {},
) =>
  apiCall<R<ChargeData | null>>(station.sim, path, {
    method: 'POST',
    token: opts.token ?? station.admin,
    query: { site: opts.site ?? 'WZ001' },
    body,
    lang: opts.lang ?? 'en',
  });

const valid = {
  pileNo: 3,
  startTime: '2026-02-03 08:00:00',
  endTime: '2026-02-03 09:30:00',
  meterStart: 100.5,
  meterStop: 142.25,
  rate: 1.2,
};

describe('charging data add and update (the dialog)', () => {
  it('refuses bad input with the spec message in the request language, and operators with 403', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ rate: -1 }, 'Please enter the correct parameter!'],
      [{ rate: 'abc' }, 'Please enter the correct parameter!'],
      [{ meterStart: 'x' }, 'Please enter the correct parameter!'],
      [{ meterStart: -5 }, 'Please enter the correct parameter!'],
      [{ meterStop: 90 }, 'Please enter the correct parameter!'],
      [{ pileNo: 7 }, 'Please enter the correct parameter!'], // WZ001 has six piles
      [{ startTime: '2026-02-03 10:00:00' }, 'Time choose error!'],
      [{ startTime: 'yesterday' }, 'Time choose error!'],
    ];
    for (const [patch, message] of cases) {
      const a = await post('emsChargeData/add', { ...valid, ...patch });
      expect(a.body.code, JSON.stringify(patch)).toBe(400);
      expect(a.body.msg, JSON.stringify(patch)).toContain(message);
    }
    const zh = await post(
      'emsChargeData/add',
      { ...valid, startTime: '2026-02-03 10:00:00' },
      { lang: 'zh' },
    );
    expect(zh.body.msg).toBe('时间选择错误！（endTime）');
    // A body naming another site than the call's is refused, not booked at either.
    expect((await post('emsChargeData/add', { ...valid, site: 'WZ002' })).body.msg).toContain(
      'Please enter the correct parameter!',
    );
    expect((await post('emsChargeData/add', valid, { token: station.operator })).body.code).toBe(403);
  });

  it('adds a record with energy = stop − start and amount = energy × rate, logged in both logs', async () => {
    const added = (await post('emsChargeData/add', valid)).body.data!;
    expect(added).toMatchObject({ site: 'WZ001', pileNo: 3, source: 'manual' });
    expect(added.energyKwh).toBe(41.75);
    expect(added.amount).toBe(50.1);
    const logs = await get<Page<ChargeDataLog>>('emsChargeDataLog/abstractPage', { dataId: added.id });
    expect(logs.records.map((l) => [l.action, l.account])).toEqual([['add', 'admin']]);
    const detail = await get<ChargeDataLogDetail>('emsChargeDataLog/selectLogDetail', {
      id: logs.records[0].id,
    });
    expect(detail.changes).toContainEqual({ field: 'amount', oldValue: null, newValue: 50.1 });
    const ops = await get<Page<OperationLog>>('log/his/page', { size: 20 });
    const op = ops.records.find((r) => r.path === 'emsChargeData/add' && r.result === 'success');
    expect(op?.summary).toContain('新增充电数据'); // the log reads in the reader's language (zh)
    expect(op?.summary).not.toContain('site=WZ001&site=WZ001');
    expect(op?.account).toBe('admin');
  });

  it('updates a record: the amount is recalculated, the change log has old and new values', async () => {
    const added = (await post('emsChargeData/add', { ...valid, pileNo: 2 }, { site: 'WZ002' })).body.data!;
    const updated = (
      await post(
        'emsChargeData/update',
        { ...valid, id: added.id, site: 'WZ002', pileNo: 1, meterStop: 160.5, rate: 1.5 },
        { site: 'WZ002' },
      )
    ).body.data!;
    expect(updated.id).toBe(added.id);
    expect(updated.energyKwh).toBe(60);
    expect(updated.amount).toBe(90);
    const logs = await get<Page<ChargeDataLog>>('emsChargeDataLog/abstractPage', {
      site: 'WZ002',
      dataId: added.id,
    });
    expect(logs.records.map((l) => l.action)).toEqual(['update', 'add']);
    const detail = await get<ChargeDataLogDetail>('emsChargeDataLog/selectLogDetail', {
      site: 'WZ002',
      id: logs.records[0].id,
    });
    const byField = Object.fromEntries(detail.changes.map((c) => [c.field, [c.oldValue, c.newValue]]));
    expect(byField).toEqual({
      pileNo: [2, 1],
      meterStop: [142.25, 160.5],
      energyKwh: [41.75, 60],
      rate: [1.2, 1.5],
      amount: [50.1, 90],
    });
    const ops = await get<Page<OperationLog>>('log/his/page', { size: 20 });
    expect(ops.records.some((r) => r.path === 'emsChargeData/update' && r.result === 'success')).toBe(true);
    // A bad update changes nothing and adds no change-log entry.
    const bad = await post(
      'emsChargeData/update',
      { ...valid, id: added.id, site: 'WZ002', pileNo: 1, rate: -2 },
      { site: 'WZ002' },
    );
    expect(bad.body.msg).toContain('Please enter the correct parameter! (rate)');
    expect(await get<ChargeData>('emsChargeData/detail', { site: 'WZ002', id: added.id })).toMatchObject({
      rate: 1.5,
      amount: 90,
    });
    expect(
      (await get<Page<ChargeDataLog>>('emsChargeDataLog/abstractPage', { site: 'WZ002', dataId: added.id }))
        .total,
    ).toBe(2);
  });

  it('an update that keeps the meters keeps the booked energy (a changeEnergy correction survives)', async () => {
    await simHook(station.sim, 'advance', { seconds: 3 * 3600 });
    const row = (await get<Page<ChargeData>>('emsChargeData/select', { size: 1 })).records[0];
    const corrected = (await post('emsChargeData/changeEnergy', { id: row.id, energy: 12.5 })).body.data!;
    expect(corrected.meterStop).toBeCloseTo(corrected.meterStart + 12.5, 3);
    const updated = (await post('emsChargeData/update', { ...corrected, rate: 2 })).body.data!;
    expect(updated.energyKwh).toBe(12.5);
    expect(updated.amount).toBe(25);
    expect((await post('emsChargeData/update', { ...corrected, id: 'nope' })).body.msg).toContain(
      'Please enter the correct parameter!',
    );
  });
});
