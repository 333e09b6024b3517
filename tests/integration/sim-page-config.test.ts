import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningSimulator } from '../../simulator/server';
import type { RestartAnswer } from '../../src/contract/api/config';
import type { R } from '../../src/contract/envelope';
import { DEFAULT_RUNTIME_CONFIG } from '../../src/contract/runtime-config';
import { apiCall, loginToken, startTestSimulator } from './helpers/sim-api';

let sim: RunningSimulator | null = null;
afterEach(async () => {
  await sim?.close();
  sim = null;
});

function distWith(config: unknown): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sim-dist-'));
  fs.writeFileSync(path.join(dir, 'config.json'), JSON.stringify(config));
  return dir;
}

describe('/config.json', () => {
  it('serves the deployment file in dist over the defaults, dropping invalid values', async () => {
    const distDir = distWith({ autoLogoutMinutes: 0, tenantId: 42, brokerUrl: 'wss://broker.example/mqtt' });
    sim = await startTestSimulator({ distDir });
    const body = (await (await fetch(`${sim.url}/config.json`)).json()) as typeof DEFAULT_RUNTIME_CONFIG;
    expect(body.autoLogoutMinutes).toBe(0);
    expect(body.brokerUrl).toBe('wss://broker.example/mqtt');
    expect(body.tenantId).toBe(DEFAULT_RUNTIME_CONFIG.tenantId);
  });

  it('serves the defaults when dist has no config.json', async () => {
    sim = await startTestSimulator({ distDir: fs.mkdtempSync(path.join(os.tmpdir(), 'sim-empty-')) });
    const body: unknown = await (await fetch(`${sim.url}/config.json`)).json();
    expect(body).toEqual(DEFAULT_RUNTIME_CONFIG);
  });
});

describe('config/restartOpenapi', () => {
  it('accepts a restart from an administrator and refuses an operator', async () => {
    sim = await startTestSimulator();
    const admin = await loginToken(sim, 'admin');
    const operator = await loginToken(sim, 'operator');
    const ok = await apiCall<R<RestartAnswer>>(sim, 'config/restartOpenapi', { token: admin });
    expect(ok.body).toMatchObject({ code: 200, success: true, data: { accepted: true } });
    expect(ok.body.data.expectedSeconds).toEqual({ min: 180, max: 300 });
    const refused = await apiCall<R<null>>(sim, 'config/restartOpenapi', { token: operator });
    expect(refused.body.code).toBe(403);
  });
});
