import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type {
  DeviceRecord,
  GatewaysAndContainers,
  TemplateConf,
  TemplateDelivery,
  TemplateDeliveryItem,
} from '@/contract/api/devices';
import type { Page } from '@/contract/envelope';
import type { RunningSimulator } from '../../simulator/server';
import { apiData, loginToken, simHook, startTestSimulator } from './helpers/sim-api';

/*
 * Template deliveries survive a simulator restart (issue 27): they live in its SQLite. A finished
 * delivery keeps its result and the devices their delivered template version; one still running
 * when the simulator stopped ends as failed, saying why (the transfer was cut with the service and
 * nothing confirmed the file), and the gateway can be delivered to again.
 */

const dir = mkdtempSync(path.join(tmpdir(), 'sim-delivery-'));
const db = path.join(dir, 'station.db');
const B = 'deviceManagement';
let sim: RunningSimulator | null = null;
afterAll(async () => {
  await sim?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('template deliveries across a restart', () => {
  it('keep finished results, and a running one ends as failed with the reason', async () => {
    sim = await startTestSimulator({ db });
    let token = await loginToken(sim, 'admin');
    const call = <T>(s: RunningSimulator, p: string, method: 'GET' | 'POST' = 'GET') =>
      apiData<T>(s, `${B}/${p}`, { token, method, query: { site: 'WZ001' }, lang: 'en' });
    const pcs = (
      await apiData<Page<DeviceRecord>>(sim, `${B}/list`, {
        token,
        query: { site: 'WZ001', type: 'pcs', gatewayId: 'gw-WZ001-1', size: 10 },
      })
    ).records[0];
    // Another gateway than the PCS's: the station-level one (meter, PV, generator, ...).
    const { gateways } = await call<GatewaysAndContainers>(sim, 'gatewayAndContainerList');
    const gw = gateways.find((g) => g.id !== pcs.gatewayId)!.id;
    await call<TemplateDelivery>(sim, `setTemplateSingle/${pcs.id}`, 'POST');
    await simHook(sim, 'advance', { seconds: 181 });
    expect((await call<TemplateConf>(sim, `getTemplateConf/${pcs.id}`)).delivery.state).toBe('success');
    const running = await call<TemplateDelivery>(sim, `setTemplate/${gw}`, 'POST');
    expect(running.state).toBe('delivering');

    await sim.close();
    sim = await startTestSimulator({ db });
    token = await loginToken(sim, 'admin');

    const listed = await call<TemplateDeliveryItem[]>(sim, 'templateDelivery/list');
    expect(listed.find((d) => d.targetId === pcs.id)).toMatchObject({ state: 'success', message: '' });
    expect(listed.find((d) => d.targetId === gw)).toMatchObject({
      state: 'failed',
      secondsLeft: 0,
      message:
        'The station service restarted during the delivery: the gateway did not confirm the template file. Deliver it again.',
    });
    const conf = await call<TemplateConf>(sim, `getTemplateConf/${pcs.id}`);
    expect(conf.deliveredVersion).toBe(conf.version);
    expect(conf.delivery.state).toBe('success');
    const zh = await apiData<TemplateDeliveryItem[]>(sim, `${B}/templateDelivery/list`, {
      token,
      query: { site: 'WZ001' },
      lang: 'zh',
    });
    expect(zh.find((d) => d.targetId === gw)!.message).toBe(
      '下发过程中站端服务重启：网关未确认模板文件，请重新下发。',
    );
    // The cut delivery does not block the gateway: it can be delivered to again, and finishes.
    expect((await call<TemplateDelivery>(sim, `setTemplate/${gw}`, 'POST')).state).toBe('delivering');
    await simHook(sim, 'advance', { seconds: 181 });
    const again = await call<TemplateDeliveryItem[]>(sim, 'templateDelivery/list');
    expect(again.find((d) => d.targetId === gw)!.state).toBe('success');
  });
});
