import { gunzipSync, inflateSync } from 'node:zlib';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClusterRealtime, EnvRealtime, StationRealtime } from '@/contract/realtime-payloads';
import { DEFAULT_RUNTIME_CONFIG as CFG } from '@/contract/runtime-config';
import { topics } from '@/contract/topics';
import { startSimulator } from '../../simulator/server';

type Sim = Awaited<ReturnType<typeof startSimulator>>;
let sim: Sim;

beforeAll(async () => {
  sim = await startSimulator({
    port: 0,
    host: '127.0.0.1',
    db: ':memory:',
    clusters: 6,
    racks: 4,
    cells: 10,
    speed: 60,
    seed: 5,
    testHooks: true,
  });
});
afterAll(async () => {
  await sim?.close();
});

describe('real-time topics', () => {
  it('publishes every topic of both sites at 1 Hz in the documented encodings', async () => {
    const client = await mqtt.connectAsync(sim.brokerUrl, {
      username: CFG.brokerUsername,
      password: CFG.brokerPassword,
      reconnectPeriod: 0,
    });
    const seen = new Map<string, Buffer[]>();
    client.on('message', (topic, payload) => {
      const list = seen.get(topic) ?? [];
      list.push(payload);
      seen.set(topic, list);
    });
    await client.subscribeAsync(['iot/WZ001/#', 'iot/WZ002/#']);
    await new Promise((r) => setTimeout(r, 4300));
    await client.endAsync();

    const expected = (site: string, clusters: number, containers: number) => [
      topics.station(site),
      ...Array.from({ length: clusters }, (_, i) => topics.cluster(site, i + 1)),
      topics.pcs(site),
      topics.grid(site),
      topics.pv(site),
      topics.generator(site),
      topics.chargingPiles(site),
      ...Array.from({ length: containers }, (_, i) => topics.env(site, i + 1)),
      topics.alarm(site),
      topics.devices(site),
    ];
    const all = [...expected('WZ001', 6, 2), ...expected('WZ002', 2, 1)];
    expect([...seen.keys()].sort()).toEqual([...all].sort());
    for (const t of all) {
      const n = seen.get(t)!.length;
      expect(n, t).toBeGreaterThanOrEqual(3);
      expect(n, t).toBeLessThanOrEqual(6);
    }

    const stations = seen
      .get(topics.station('WZ001'))!
      .map((b) => JSON.parse(b.toString()) as StationRealtime);
    expect(Math.abs(stations[1].ts - stations[0].ts - 60_000)).toBeLessThan(10_000);
    const s = stations[stations.length - 1];
    expect(s.gridPowerKw).toBeCloseTo(
      s.loadPowerKw - s.pvPowerKw - s.storagePowerKw - s.generatorPowerKw + s.auxPowerKw!,
      1,
    );

    const cluster = JSON.parse(
      inflateSync(seen.get(topics.cluster('WZ001', 2))!.at(-1)!).toString(),
    ) as ClusterRealtime;
    expect(cluster).toMatchObject({
      site: 'WZ001',
      clusterNo: 2,
      containerNo: 1,
      racks: 4,
      cellsPerRack: 10,
    });
    expect(cluster.cellVoltageMv).toHaveLength(40);
    expect(cluster.cellTempDeciC).toHaveLength(40);
    expect(cluster.rackVoltage).toHaveLength(4);
    expect(Math.min(...cluster.cellVoltageMv)).toBeGreaterThan(2800);
    const sum = cluster.cellVoltageMv.reduce((a, b) => a + b, 0) / 1000;
    expect(cluster.voltage).toBeCloseTo(sum, 0);

    const envText = seen.get(topics.env('WZ001', 2))!.at(-1)!.toString();
    const env = JSON.parse(gunzipSync(Buffer.from(envText, 'base64')).toString()) as EnvRealtime;
    expect(env.containerNo).toBe(2);
    expect(env.cards.map((c) => c.kind)).toEqual(['airConditioner', 'fire', 'flooding', 'liquidCooling']);
    expect(JSON.parse(seen.get(topics.alarm('WZ001'))!.at(-1)!.toString())).toHaveProperty('active');
  });

  it('publishes a hook alarm at once', async () => {
    const client = await mqtt.connectAsync(sim.brokerUrl, {
      username: CFG.brokerUsername,
      password: CFG.brokerPassword,
      reconnectPeriod: 0,
    });
    await client.subscribeAsync(topics.alarm('WZ002'));
    // Fire the hook just after a regular tick, so the next tick is about a second away.
    await new Promise((resolve) => client.once('message', resolve));
    const got = new Promise<string>((resolve) => {
      client.on('message', (_t, payload) => {
        const text = payload.toString();
        if (text.includes('hook-now')) resolve(text);
      });
    });
    const t0 = Date.now();
    await fetch(`${sim.url}/api/__sim/alarm`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        site: 'WZ002',
        level: 2,
        content: 'hook-now',
        contentEn: 'hook-now',
        type: 'system',
        deviceName: 'SYS',
      }),
    });
    await got;
    expect(Date.now() - t0).toBeLessThan(500);
    await client.endAsync();
  });
});
