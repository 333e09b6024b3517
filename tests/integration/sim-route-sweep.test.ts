import { inflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AlarmRecord } from '../../src/contract/alarm';
import type { UserRecord } from '../../src/contract/api/user';
import type { Page, R } from '../../src/contract/envelope';
import { ADMIN_ONLY_CALLS } from '../../src/contract/permissions';
import type { SweepState } from './helpers/route-sweep-common';
import { HOSTILE_CASES } from './helpers/route-sweep-hostile';
import { routeSweepSamples } from './helpers/route-sweep-samples';
import { apiCall, apiData, login, simHook } from './helpers/sim-api';
import { useTestStation } from './helpers/test-station';

/*
 * Every /api/ route the simulator registers, called over HTTP: the envelope on every answer, the
 * BladeX page on paged calls, real xlsx on exports, base64 zlib JSON on the zip calls, 401 without
 * a bearer and 403 for operators on administrator-only calls. A route added without a sample here
 * fails the first test, so "every implemented call" stays true.
 * The table of samples, one per route: helpers/route-sweep-samples.ts (and the route-sweep-*.ts it
 * gathers); the hostile values: helpers/route-sweep-hostile.ts.
 */

let admin = '';
let operator = '';
const state: SweepState = {
  userId: '',
  alarmId: '',
  adminId: '',
  templateId: '',
  copyId: '',
  planId: '',
  resetPassword: '',
};

const isHook = (path: string) => path.startsWith('__sim/');
const TOKEN = 'blade-auth/oauth/token';
const station = useTestStation({ login: [] });
const SAMPLES = routeSweepSamples(() => ({ sim: station.sim, admin }), state);
beforeAll(async () => {
  const a = await login(station.sim, 'admin');
  admin = a.access_token;
  state.adminId = a.user_id;
  operator = (await login(station.sim, 'operator')).access_token;
  const alarm = await simHook(station.sim, 'alarm', {
    site: 'WZ001',
    level: 2,
    content: '巡检',
    contentEn: 'Sweep',
    type: 'system',
    deviceName: 'SYS',
  });
  state.alarmId = (alarm as AlarmRecord).id;
});

function expectEnvelope(body: unknown, where: string): asserts body is R<unknown> {
  expect(Object.keys(body as object).sort(), where).toEqual(['code', 'data', 'msg', 'success']);
  const r = body as R<unknown>;
  expect(typeof r.code, where).toBe('number');
  expect(r.success, where).toBe(r.code === 200);
  expect(typeof r.msg, where).toBe('string');
}

function expectPage(data: unknown, where: string): void {
  const page = data as Page<unknown>;
  expect(Object.keys(page).sort(), where).toEqual(['current', 'pages', 'records', 'size', 'total']);
  expect(Array.isArray(page.records), where).toBe(true);
  for (const k of ['total', 'size', 'current', 'pages'] as const)
    expect(Number.isInteger(page[k]), where).toBe(true);
  expect(page.pages, where).toBe(Math.ceil(page.total / page.size));
  expect(page.records.length, where).toBeLessThanOrEqual(page.size);
}

describe('every /api/ route', () => {
  it('has a sample here, and the server registers every sampled route', () => {
    const registered = station.sim.routes
      .filter((r) => !isHook(r.path) && r.path !== TOKEN)
      .map((r) => `${r.method} ${r.path}`);
    expect([...registered].sort()).toEqual(Object.keys(SAMPLES).sort());
  });

  it('answers in the envelope: pages as BladeX pages, exports as xlsx, zips as base64 zlib JSON', async () => {
    for (const [key, sample] of Object.entries(SAMPLES)) {
      const [method, path] = key.split(' ') as ['GET' | 'POST', string];
      const options = (await sample.request?.()) ?? {};
      // A sample may name the concrete path of a ':id' route.
      const target = (options as { path?: string }).path ?? path;
      const answer = await apiCall(station.sim, target, { method, token: admin, lang: 'en', ...options });
      expect(answer.status, key).toBe(200);
      if (sample.kind === 'file') {
        expect(answer.headers.get('content-type'), key).toContain('spreadsheetml');
        expect(answer.headers.get('content-disposition'), key).toMatch(/^attachment; .*\.xlsx/);
        expect((answer.body as unknown as Buffer).subarray(0, 2).toString(), key).toBe('PK');
        continue;
      }
      if (sample.kind === 'stream') {
        expect(answer.headers.get('content-disposition'), key).toMatch(/^attachment; /);
        expect((answer.body as unknown as Buffer).length, key).toBeGreaterThan(0);
        continue;
      }
      expectEnvelope(answer.body, key);
      if (sample.refused) {
        expect(answer.body, key).toMatchObject({ code: 400, success: false, data: null });
        expect(answer.body.msg.length, key).toBeGreaterThan(0);
        continue;
      }
      expect(answer.body, `${key}: ${answer.body.msg}`).toMatchObject({ code: 200, success: true });
      const data = answer.body.data;
      if (sample.kind === 'page') expectPage(data, key);
      else if (data !== null && typeof data === 'object')
        expect(data, `${key} looks paged`).not.toHaveProperty('records');
      if (sample.kind === 'zip') {
        expect(typeof data, key).toBe('string');
        const inflated: unknown = JSON.parse(inflateSync(Buffer.from(data as string, 'base64')).toString());
        expect(typeof inflated, key).toBe('object');
      }
      if (key === 'POST user/add') state.userId = (data as UserRecord).id;
      if (key === 'POST strategy/template/save') state.templateId = (data as { id: string }).id;
      if (key === 'POST strategy/template/copy') state.copyId = (data as { id: string }).id;
      if (key === 'POST strategy/plan/save') state.planId = (data as { id: string }).id;
      if (key === 'POST user/resetPassword') state.resetPassword = (data as { password: string }).password;
    }
  });

  it('answers 401 in the envelope to every route but the token call when the bearer is missing', async () => {
    for (const r of station.sim.routes.filter(
      (x) => !isHook(x.path) && x.path !== TOKEN && x.access !== 'public',
    )) {
      const answer = await apiCall(station.sim, r.path, { method: r.method, lang: 'en' });
      expect(answer.status, r.path).toBe(401);
      expect(answer.body, r.path).toEqual({
        code: 401,
        success: false,
        data: null,
        msg: 'Please Login Again!',
      });
    }
  });

  it('refuses every administrator-only route to an operator with code 403 and changes nothing', async () => {
    const adminOnly = station.sim.routes
      .filter((r) => r.access === 'admin')
      .map((r) => `${r.method} ${r.path}`);
    // The router takes every route's access from the one role table, and the table names no
    // call that does not exist.
    expect(adminOnly.sort()).toEqual([...new Set(Object.values(ADMIN_ONLY_CALLS).flat())].sort());
    const before = await apiData<Page<UserRecord>>(station.sim, 'user/list', {
      token: admin,
      query: { size: 100 },
    });
    for (const key of adminOnly) {
      const [method, path] = key.split(' ') as ['GET' | 'POST', string];
      const body = method === 'POST' ? { account: 'intruder', id: state.adminId, roleId: '1' } : undefined;
      const answer = await apiCall(station.sim, path, {
        method,
        token: operator,
        lang: 'en',
        body,
        query: { userId: state.adminId, userIds: state.adminId },
      });
      expect(answer.status, key).toBe(200);
      expectEnvelope(answer.body, key);
      expect(answer.body, key).toMatchObject({ code: 403, success: false, data: null });
      expect(answer.body.msg.length, key).toBeGreaterThan(0);
    }
    expect(await apiData(station.sim, 'user/list', { token: admin, query: { size: 100 } })).toEqual(before);
  });

  it('answers code 400 with a message in the envelope to an unknown site on every site-scoped GET', async () => {
    const siteFree =
      /^(user|log|traffic|subsystem)\/|^config\/(version|getList|restartOpenapi|globalAlarm|getAllEmmsVersion|getDiskSpace|system\/disk|getThreadMqttConfig)|^(dbBackup|historyClearing)\//;
    const scoped = station.sim.routes.filter(
      (r) => r.method === 'GET' && !isHook(r.path) && !siteFree.test(r.path),
    );
    expect(scoped.length).toBeGreaterThan(40);
    for (const r of scoped) {
      const sample = SAMPLES[`GET ${r.path}`];
      const options = (await sample.request?.()) ?? {};
      const answer = await apiCall(station.sim, r.path, {
        token: admin,
        lang: 'en',
        ...options,
        query: { ...options.query, site: 'XX' },
      });
      expect(answer.status, r.path).toBe(200);
      expectEnvelope(answer.body, r.path);
      expect(answer.body, r.path).toMatchObject({ code: 400, success: false, data: null });
      expect(answer.body.msg, r.path).toMatch(/^(Please enter the correct parameter!|Unknown site)$/);
    }
  });
});

describe('hostile parameter values', () => {
  it(`answers code 400 naming the parameter to each of ${HOSTILE_CASES.length} hostile values`, async () => {
    const wrong: string[] = [];
    for (const c of HOSTILE_CASES) {
      const [method, path] = c.call.split(' ') as ['GET' | 'POST', string];
      const answer = await apiCall<R<unknown>>(station.sim, path, {
        method,
        token: admin,
        lang: 'en',
        query: { ...c.base, [c.name]: c.value },
      });
      const body = answer.body;
      const ok =
        answer.status === 200 &&
        body.code === 400 &&
        body.data === null &&
        (c.name === 'site' ? body.msg === 'Please enter the correct parameter!' : body.msg.includes(c.name));
      if (!ok)
        wrong.push(
          `${c.type} ${c.call} ${c.name}=${JSON.stringify(c.value.slice(0, 40))}: ${JSON.stringify(body).slice(0, 160)}`,
        );
    }
    expect(wrong).toEqual([]);
    expect(HOSTILE_CASES.length).toBeGreaterThan(400);
  });

  it('says what was expected in the request language', async () => {
    const zh = await apiCall<R<null>>(station.sim, 'log/his/page', {
      token: admin,
      lang: 'zh',
      query: { startTime: "' OR '1'='1" },
    });
    expect(zh.body).toMatchObject({
      code: 400,
      msg: '时间选择错误！startTime 应为yyyy-MM-dd HH:mm:ss 格式的时间（或 yyyy-MM-dd）。',
    });
    const en = await apiCall<R<null>>(station.sim, 'user/list', {
      token: admin,
      lang: 'en',
      query: { size: '1e3' },
    });
    expect(en.body).toMatchObject({
      code: 400,
      msg: 'Please enter the correct parameter! size must be an integer from 1 to 1000.',
    });
  });

  it('treats an injection in a text filter as text: it matches nothing instead of every row', async () => {
    const all = await apiData<Page<unknown>>(station.sim, 'log/his/page', {
      token: admin,
      query: { size: 1 },
    });
    expect(all.total).toBeGreaterThan(0);
    const injected = await apiData<Page<unknown>>(station.sim, 'log/his/page', {
      token: admin,
      query: { account: "' OR '1'='1" },
    });
    expect(injected.total).toBe(0);
  });
});
