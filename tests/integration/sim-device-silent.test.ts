import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataCheck, DeviceRecord, DevicesRealtime, MultiRateMeterDevice } from '@/contract/api/devices';
import type { Page } from '@/contract/envelope';
import { topics } from '@/contract/topics';
import { apiData, simHook } from './helpers/sim-api';
import { connectBroker, nextMessage } from './helpers/sim-mqtt';
import { useTestStation } from './helpers/test-station';

/*
 * A PCS, PV inverter or meter that stops reporting (issue 27): the simulator sends nothing on its
 * topic (never frozen numbers) and the devices topic names it offline with its last-seen time,
 * which the console's PCS, PV and grid pages show (src/realtime/device-reporting.ts). The data
 * check and getMultiRateMeter (spec §7 Device management) read the same device health.
 */

let client: MqttClient;
const station = useTestStation({ clusters: 2, login: ['admin'] });
beforeAll(async () => {
  client = await connectBroker(station.sim.brokerUrl);
});
afterAll(async () => {
  await client?.endAsync();
});

const TYPE_TOPIC = { pcs: topics.pcs('WZ001'), pv: topics.pv('WZ001'), meter: topics.grid('WZ001') } as const;

/** Whether `topic` carries a message within 2.3 s (the station publishes at 1 Hz). */
async function seen(topic: string): Promise<boolean> {
  await client.subscribeAsync(topic);
  try {
    await nextMessage(client, topic, 2_300);
    return true;
  } catch {
    return false;
  } finally {
    await client.unsubscribeAsync(topic);
  }
}

describe.each(['pcs', 'pv', 'meter'] as const)('a silent %s', (type) => {
  it('sends no figures on its topic, is offline with its last-seen time, and comes back', async () => {
    const devices = await apiData<Page<DeviceRecord>>(station.sim, 'deviceManagement/list', {
      token: station.admin,
      query: { site: 'WZ001', type, size: 100 },
    }).then((p) => p.records);
    expect(devices.length).toBeGreaterThan(0);
    expect(await seen(TYPE_TOPIC[type])).toBe(true);
    for (const d of devices) await simHook(station.sim, 'device-offline', { id: d.id, offline: true });
    try {
      expect(await seen(TYPE_TOPIC[type])).toBe(false);
      await client.subscribeAsync(topics.devices('WZ001'));
      const live = JSON.parse(
        (await nextMessage(client, topics.devices('WZ001'))).payload.toString(),
      ) as DevicesRealtime;
      await client.unsubscribeAsync(topics.devices('WZ001'));
      const shown = live.devices.filter((d) => d.type === type);
      expect(shown.length).toBe(devices.length);
      for (const d of shown) {
        expect(d).toMatchObject({ online: false, values: null });
        expect(d.lastSeen).toBeLessThan(live.ts);
      }
      // The other types still report.
      const other = type === 'pcs' ? topics.pv('WZ001') : topics.pcs('WZ001');
      expect(await seen(other)).toBe(true);
    } finally {
      for (const d of devices) await simHook(station.sim, 'device-offline', { id: d.id, offline: false });
    }
    expect(await seen(TYPE_TOPIC[type])).toBe(true);
  });
});

const list = (type: string) =>
  apiData<Page<DeviceRecord>>(station.sim, 'deviceManagement/list', {
    token: station.admin,
    query: { site: 'WZ001', type, size: 100 },
  }).then((p) => p.records);

describe('the data check', () => {
  it('names a device that stopped reporting, with its last report, in the caller language', async () => {
    const [pcs] = await list('pcs');
    const before = await apiData<DataCheck>(station.sim, 'deviceManagement/dataCheck', {
      token: station.admin,
      query: { site: 'WZ001' },
    });
    expect(before.devices).toBeGreaterThan(5);
    expect(before.problems.filter((p) => p.kind === 'offline')).toEqual([]);
    await simHook(station.sim, 'device-offline', { id: pcs.id, offline: true });
    try {
      const zh = await apiData<DataCheck>(station.sim, 'deviceManagement/dataCheck', {
        token: station.admin,
        query: { site: 'WZ001' },
        lang: 'zh',
      });
      expect(zh.ok).toBe(false);
      const found = zh.problems.find((p) => p.deviceId === pcs.id)!;
      expect(found).toMatchObject({ name: pcs.name, type: 'pcs', kind: 'offline' });
      expect(found.message).toBe(`${pcs.name} 未上报：没有数据到达`);
      expect(found.lastSeen).not.toBeNull();
      expect(found.lastSeen!).toBeLessThanOrEqual(zh.checkedAt);
      const en = await apiData<DataCheck>(station.sim, 'deviceManagement/dataCheck', {
        token: station.admin,
        query: { site: 'WZ001' },
        lang: 'en',
      });
      expect(en.problems.find((p) => p.deviceId === pcs.id)!.message).toBe(
        `${pcs.name} does not report: no data arrives`,
      );
    } finally {
      await simHook(station.sim, 'device-offline', { id: pcs.id, offline: false });
    }
    const after = await apiData<DataCheck>(station.sim, 'deviceManagement/dataCheck', {
      token: station.admin,
      query: { site: 'WZ001' },
    });
    expect(after.problems.some((p) => p.deviceId === pcs.id)).toBe(false);
  });
});

describe('getMultiRateMeter', () => {
  it("answers the site's meters with their ratios and whether they report", async () => {
    const meters = await list('meter');
    expect(meters.length).toBeGreaterThan(0);
    const read = () =>
      apiData<MultiRateMeterDevice[]>(station.sim, 'deviceManagement/getMultiRateMeter', {
        token: station.admin,
        query: { site: 'WZ001' },
      });
    expect(await read()).toEqual(
      meters.map((m) => ({
        id: m.id,
        name: m.name,
        sn: m.sn,
        gatewayId: m.gatewayId,
        pt: m.pt,
        ct: m.ct,
        online: true,
      })),
    );
    await simHook(station.sim, 'device-offline', { id: meters[0].id, offline: true });
    try {
      expect((await read()).find((m) => m.id === meters[0].id)!.online).toBe(false);
    } finally {
      await simHook(station.sim, 'device-offline', { id: meters[0].id, offline: false });
    }
  });
});
