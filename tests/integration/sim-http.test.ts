import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSimulator } from '../../simulator/server';
import type { TrafficReport } from '../../src/contract/realtime-api';
import { DEFAULT_RUNTIME_CONFIG } from '../../src/contract/runtime-config';
import type { R } from '../../src/contract/envelope';
import { apiCall, apiData, loginToken, simHook, startTestSimulator } from './helpers/sim-api';

let sim: RunningSimulator;
let bare: RunningSimulator;
let token: string;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sim-dist-'));

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(
    path.join(dist, 'assets', 'index-Bx7kQ2aZ.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))});`,
  );
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  sim = await startTestSimulator({ distDir: dist });
  bare = await startTestSimulator({ distDir: path.join(dist, 'missing'), testHooks: false });
  token = await loginToken(sim);
});
afterAll(async () => {
  await sim.close();
  await bare.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('console files', () => {
  it('serves /config.json with the default runtime configuration', async () => {
    const res = await fetch(`${sim.url}/config.json`);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual(DEFAULT_RUNTIME_CONFIG);
  });

  it('serves files with MIME types, immutable hashed assets and gzip', async () => {
    const js = await fetch(`${sim.url}/assets/index-Bx7kQ2aZ.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.headers.get('cache-control')).toContain('immutable');
    expect(js.headers.get('content-encoding')).toBe('gzip');
    expect(await js.text()).toContain('xxxx');
    const svg = await fetch(`${sim.url}/favicon.svg`);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(svg.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a revalidation of an unchanged file 304 without a body, a changed one in full', async () => {
    const first = await fetch(`${sim.url}/favicon.svg`);
    const modified = first.headers.get('last-modified')!;
    const again = await fetch(`${sim.url}/favicon.svg`, { headers: { 'If-Modified-Since': modified } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const file = path.join(dist, 'favicon.svg');
    const later = new Date(Date.parse(modified) + 5_000);
    fs.utimesSync(file, later, later);
    const changed = await fetch(`${sim.url}/favicon.svg`, { headers: { 'If-Modified-Since': modified } });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain('<svg');
  });

  it('answers index.html for client routes and 404 for missing files', async () => {
    for (const route of ['/', '/login', '/index/powerSys', '/no/such/page']) {
      const res = await fetch(`${sim.url}${route}`);
      expect(res.status, route).toBe(200);
      expect(await res.text()).toContain('id="root"');
    }
    expect((await fetch(`${sim.url}/assets/missing-12345678.js`)).status).toBe(404);
    expect((await fetch(`${sim.url}/..%2F..%2Fetc%2Fpasswd`)).status).not.toBe(500);
  });

  it('says to run npm run build when dist/ is missing', async () => {
    const res = await fetch(`${bare.url}/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('npm run build');
  });
});

describe('envelope and transport', () => {
  it('envelopes answers and answers 405 for a wrong method', async () => {
    const answer = await apiCall<R<unknown>>(sim, 'user/role/list', { token });
    expect(Object.keys(answer.body).sort()).toEqual(['code', 'data', 'msg', 'success']);
    expect(answer.body).toMatchObject({ code: 200, success: true, msg: '操作成功' });
    const en = await apiCall<R<unknown>>(sim, 'user/role/list', { token, lang: 'en' });
    expect(en.body.msg).toBe('Operation successful');
    const wrong = await apiCall<R<null>>(sim, 'user/role/list', { token, method: 'POST', lang: 'en' });
    expect(wrong.status).toBe(405);
    expect(wrong.body).toMatchObject({ code: 405, success: false, msg: 'Method not allowed' });
  });

  it('answers code 400 for a body that is not JSON', async () => {
    const res = await fetch(`${sim.url}/api/user/add`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`,
        'Blade-Auth': `bearer ${token}`,
        'Content-Type': 'application/json',
        'Accept-Language': 'en-US',
      },
      body: '{oops',
    });
    expect(await res.json()).toMatchObject({ code: 400, msg: 'The request body is not valid JSON' });
  });

  it('does not expose the test hooks without testHooks', async () => {
    const answer = await apiCall(bare, '__sim/token-502', { method: 'POST', token: await loginToken(bare) });
    expect(answer.status).toBe(404);
  });
});

describe('traffic report', () => {
  it('stores reports for traffic/list and validates them', async () => {
    const report: TrafficReport = {
      sendDetail: { bytesIn: 2048, bytesOut: 512, periodMs: 20000, clientId: 'web-1', at: 1 },
    };
    const stored = await apiCall<R<null>>(sim, 'traffic/report', { token, body: report });
    expect(stored.body).toMatchObject({ code: 200, success: true, data: null });
    const list = await apiData<(TrafficReport & { account: string })[]>(sim, 'traffic/list', { token });
    expect(list.at(-1)).toMatchObject({ ...report, account: 'admin' });
    const bad = await apiCall<R<null>>(sim, 'traffic/report', {
      token,
      lang: 'en',
      body: { sendDetail: { bytesIn: -1 } },
    });
    expect(bad.body).toMatchObject({ code: 400, msg: 'Invalid traffic report (sendDetail.bytesIn)' });
  });
});

describe('API fault hooks', () => {
  it('slows and fails matching calls, counts them down and clears', async () => {
    await simHook(sim, 'slow', { match: 'user/role', delayMs: 300, times: 1 });
    let started = Date.now();
    await apiData(sim, 'user/role/list', { token });
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
    started = Date.now();
    await apiData(sim, 'user/role/list', { token });
    expect(Date.now() - started).toBeLessThan(280);

    await simHook(sim, 'fail', { match: 'user/', code: 500 });
    const failed = await apiCall<R<null>>(sim, 'user/role/list', { token, lang: 'en' });
    expect(failed.status).toBe(500);
    expect(failed.body).toMatchObject({ code: 500, success: false, msg: 'Injected failure' });
    expect((await apiCall(sim, 'config/version', { token })).status).toBe(200);
    await simHook(sim, 'fail', { match: 'config/version', code: 0, times: 1 });
    await expect(apiCall(sim, 'config/version', { token })).rejects.toThrow();
    await simHook(sim, 'clear-faults');
    expect((await apiCall(sim, 'user/role/list', { token })).status).toBe(200);
  });

  it('exposes the same faults as methods', async () => {
    sim.faults.fail('config/getList', 503, 1);
    expect((await apiCall(sim, 'config/getList', { token })).status).toBe(503);
    expect((await apiCall(sim, 'config/getList', { token })).status).toBe(200);
  });
});
