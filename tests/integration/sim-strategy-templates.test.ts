import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type {
  ControlState,
  PlanRow,
  StrategyPlan,
  StrategyTemplate,
  TemplateInput,
} from '@/contract/api/strategy';
import { apiCall, apiData, loginToken, simHook, startTestSimulator } from './helpers/sim-api';
import { hourly, plan, strategyCalls, template } from './helpers/strategy-calls';
import { useTestStation } from './helpers/test-station';

/* Strategy templates over HTTP and what the station keeps across a restart; plans: sim-strategy-plans. */

const station = useTestStation();
const { get, post, refused, active } = strategyCalls(station);

describe('strategy templates', () => {
  it('refuses what the form refuses, with the spec words in the request language', async () => {
    const { pcsRatedKw } = await active();
    const bad = (rows: PlanRow[], over: Partial<TemplateInput> = {}) => template(rows, over);
    const r = (start: string, end: string, powerKw = -1): PlanRow => ({
      start,
      end,
      strategy: 'charge',
      powerKw,
    });
    expect(await refused('strategy/template/save', {}, bad([]))).toContain('Please improve the data!');
    expect(
      await refused('strategy/template/save', {}, bad([r('00:00', '04:00'), r('03:00', '05:00')])),
    ).toContain('Repeat with the following time range: 00:00-04:00');
    expect(
      await refused('strategy/template/save', {}, bad([r('00:00', '04:00'), r('03:00', '05:00')]), 'zh'),
    ).toBe('与以下时间段重复：00:00-04:00（rows[1].start）');
    expect(await refused('strategy/template/save', {}, bad([r('05:00', '04:00')]))).toContain(
      'Time choose error!',
    );
    expect(
      await refused('strategy/template/save', {}, bad([r('00:00', '04:00', -(pcsRatedKw + 1))])),
    ).toContain('Please enter the correct power!');
    expect(
      await refused('strategy/template/save', {}, bad([r('00:00', '24:00')], { acEarlyOpenMin: 20 })),
    ).toContain('The air-conditioner times must be multiples of 15');
    expect(
      await refused('strategy/template/save', {}, bad([r('00:00', '24:00')], { name: '123456789' })),
    ).toContain('The name may have at most 8 characters');
  });

  it('saves, lists, edits, copies, delivers and removes; operators are refused with 403', async () => {
    const { pcsRatedKw } = await active();
    const saved = await post<StrategyTemplate>(
      'strategy/template/save',
      {},
      template(hourly(pcsRatedKw / 10)),
    );
    expect(saved).toMatchObject({ name: 'Test', deliveredAt: null, site: 'WZ001' });
    const edited = await post<StrategyTemplate>('strategy/template/save', {}, { ...saved, name: 'Edited' });
    expect(edited.id).toBe(saved.id);
    expect((await get<StrategyTemplate>('strategy/template/detail', { id: saved.id })).name).toBe('Edited');
    const copy = await post<StrategyTemplate>('strategy/template/copy', { id: saved.id });
    expect(copy.name).toBe('Edited-1');
    expect(copy.rows).toEqual(saved.rows);
    const delivered = await post<StrategyTemplate>('strategy/template/deliver', { id: copy.id });
    expect(delivered.deliveredAt).not.toBeNull();
    expect(delivered.changedSinceDelivery).toBe(false);
    const list = await get<StrategyTemplate[]>('strategy/template/list');
    expect(list.map((t) => t.id).sort()).toEqual([saved.id, copy.id].sort());
    const denied = await apiCall(station.sim, 'strategy/template/remove', {
      method: 'POST',
      token: station.operator,
      query: { ids: copy.id },
    });
    expect(denied.body.code).toBe(403);
    expect(await post('strategy/template/remove', { ids: `${saved.id},${copy.id}` })).toBe(true);
    const log = await apiData<{ records: Array<{ path: string; summary: string; result: string }> }>(
      station.sim,
      'log/his/page',
      {
        token: station.admin,
        lang: 'en',
        query: { current: 1, size: 50 },
      },
    );
    const summaries = log.records
      .filter((r) => r.path.startsWith('strategy/'))
      .map((r) => r.summary.replace(/ \(.*$/, ''));
    for (const label of [
      'Save strategy template',
      'Copy strategy template',
      'Deliver strategy',
      'Delete strategy templates',
    ])
      expect(summaries).toContain(label);
    expect(await get<StrategyTemplate[]>('strategy/template/list')).toEqual([]);
    expect(await get<StrategyTemplate[]>('strategy/template/list', { site: 'WZ002' })).toEqual([]);
  });
});

describe('persistence', () => {
  it('keeps templates, deliveries, plans and the battery-system state across a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sim-strategy-'));
    const db = join(dir, 'station.db');
    try {
      let s = await startTestSimulator({ db });
      let token = await loginToken(s);
      const call = <T>(path: string, query: Record<string, string> = {}) =>
        apiData<T>(s, path, { method: 'GET', token, query });
      const send = <T>(path: string, query: Record<string, string | number> = {}, body?: unknown) =>
        apiData<T>(s, path, { method: 'POST', token, query, body });
      const st = await call<ControlState>('strategy/active');
      const t = await send<StrategyTemplate>(
        'strategy/template/save',
        {},
        template(hourly(1), { name: 'Keep' }),
      );
      await send('strategy/template/deliver', { id: t.id });
      await send('strategy/plan/save', {}, plan(t.id, st.ts, { name: 'KeepP' }));
      await send('bms/system/index/set', { index: 2 });
      await s.close();
      s = await startTestSimulator({ db });
      token = await loginToken(s);
      expect(
        (await call<StrategyTemplate[]>('strategy/template/list')).map((x) => [
          x.name,
          x.deliveredAt !== null,
        ]),
      ).toEqual([['Keep', true]]);
      expect((await call<StrategyPlan[]>('strategy/plan/list')).map((x) => x.name)).toEqual(['KeepP']);
      expect(await call('bms/system/index')).toEqual({ index: 2 });
      await simHook(s, 'advance', { seconds: 2 });
      expect(await call<ControlState>('strategy/active')).toMatchObject({
        source: 'plan',
        planName: 'KeepP',
        reason: 'bmsStopped',
      });
      await s.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
