import { inflateSync } from 'node:zlib';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChargeData, ChargingPilesNow } from '@/contract/api/charging';
import type {
  EmsStatusZip,
  GeneratorData,
  GeneratorDevice,
  RackBalanceZip,
  RackMaxMinInfo,
  StackModel,
} from '@/contract/api/devicegroup';
import type { AirConditionerData, ContainerEnvData } from '@/contract/api/containers';
import type { DeviceRecord, DevicesRealtime } from '@/contract/api/devices';
import type { PvManualState } from '@/contract/api/pv';
import type { Page } from '@/contract/envelope';
import { topics } from '@/contract/topics';
import { apiData, simHook } from './helpers/sim-api';
import { connectBroker, nextMessage } from './helpers/sim-mqtt';
import { useTestStation } from './helpers/test-station';

/*
 * The generator, the charging piles, the environment devices, the PV inverters, the PCS and the
 * BMS that stop reporting (issue 27): their realtime topics stop (a container's env topic while
 * every card's device is silent; one silent pile is left out of the piles topic) and the REST
 * reads answer their last report with its time, never figures of now (simulator/model/reporting.ts):
 * fdj/getFdjData, chargingPile/realData, pvControl/manualState, ems/status/zip,
 * devicegroup/rackMaxMinInfo, rackBalance/zip and, while no cluster reports, getDuiModel.
 * Speed 0: only `advance` moves the simulated clock (the station still publishes each second).
 */

let client: MqttClient;
const station = useTestStation({ speed: 0, clusters: 2, login: ['admin'] });
beforeAll(async () => {
  client = await connectBroker(station.sim.brokerUrl);
});
afterAll(async () => {
  await client?.endAsync();
});

type Q = Record<string, string | number>;
const get = <T>(path: string, query: Q = {}) =>
  apiData<T>(station.sim, path, { token: station.admin, query: { site: 'WZ001', ...query } });
const unzip = async <T>(path: string, query: Q = {}) =>
  JSON.parse(inflateSync(Buffer.from(await get<string>(path, query), 'base64')).toString('utf8')) as T;
const advance = async (seconds: number) =>
  ((await simHook(station.sim, 'advance', { seconds })) as { simTime: number }).simTime;
const devicesOf = (type: string) =>
  get<Page<DeviceRecord>>('deviceManagement/list', { type, size: 100 }).then((p) => p.records);
const setSilent = async (devices: DeviceRecord[], offline: boolean) => {
  for (const d of devices) await simHook(station.sim, 'device-offline', { id: d.id, offline });
};

/** The messages of `topic` within 2.3 s (the station publishes at 1 Hz); none if it is silent. */
async function messages(topic: string): Promise<Buffer[]> {
  const got: Buffer[] = [];
  const on = (t: string, payload: Buffer) => {
    if (t === topic) got.push(payload);
  };
  client.on('message', on);
  await client.subscribeAsync(topic);
  await new Promise((r) => setTimeout(r, 2_300));
  await client.unsubscribeAsync(topic);
  client.off('message', on);
  return got;
}

describe('silent generator, piles and environment devices', () => {
  it('send nothing on their topics and come back', async () => {
    const generator = await devicesOf('generator');
    const piles = await devicesOf('chargingPile');
    const env = (
      await Promise.all(['airConditioner', 'fire', 'flooding', 'liquidCooling'].map(devicesOf))
    ).flat();
    const env1 = env.filter((d) => d.containerId === 'ct-WZ001-1');
    expect(generator.length).toBe(1);
    expect(piles.length).toBeGreaterThan(1);
    expect(env1.length).toBe(4);
    const envTopic = topics.env('WZ001', 1);
    expect((await messages(topics.generator('WZ001'))).length).toBeGreaterThan(0);
    expect((await messages(topics.chargingPiles('WZ001'))).length).toBeGreaterThan(0);
    expect((await messages(envTopic)).length).toBeGreaterThan(0);

    // One pile: left out of the piles topic, the others still there.
    const [first] = piles;
    await setSilent([first], true);
    const partly = await messages(topics.chargingPiles('WZ001'));
    expect(partly.length).toBeGreaterThan(0);
    const nos = (JSON.parse(partly.at(-1)!.toString()) as { piles: Array<{ no: number }> }).piles.map(
      (p) => p.no,
    );
    expect(nos).toHaveLength(piles.length - 1);
    expect(nos).not.toContain(Number(/(\d+)$/.exec(first.name)![1]));

    await setSilent([...generator, ...piles, ...env1], true);
    try {
      expect(await messages(topics.generator('WZ001'))).toEqual([]);
      expect(await messages(topics.chargingPiles('WZ001'))).toEqual([]);
      expect(await messages(envTopic)).toEqual([]);
      // The devices topic names them offline with their last-seen time.
      await client.subscribeAsync(topics.devices('WZ001'));
      const live = JSON.parse(
        (await nextMessage(client, topics.devices('WZ001'))).payload.toString(),
      ) as DevicesRealtime;
      await client.unsubscribeAsync(topics.devices('WZ001'));
      for (const d of [...generator, ...piles, ...env1]) {
        const shown = live.devices.find((x) => x.id === d.id)!;
        expect(shown).toMatchObject({ online: false, values: null });
        expect(shown.lastSeen).not.toBeNull();
      }
      // The station topic still goes out.
      expect((await messages(topics.station('WZ001'))).length).toBeGreaterThan(0);
    } finally {
      await setSilent([...generator, ...piles, ...env1], false);
    }
    expect((await messages(topics.generator('WZ001'))).length).toBeGreaterThan(0);
    expect((await messages(envTopic)).length).toBeGreaterThan(0);
    const back = await messages(topics.chargingPiles('WZ001'));
    expect((JSON.parse(back.at(-1)!.toString()) as { piles: unknown[] }).piles).toHaveLength(piles.length);
  });
});

describe('REST reads of silent devices', () => {
  it('answer the last report with its time, never figures of now, and read afresh once they report', async () => {
    const [fdj] = await get<GeneratorDevice[]>('device/group/fdj', { groupNo: 'WZ001-FDJ' });
    const reads = async () => ({
      fdj: await get<GeneratorData>('fdj/getFdjData', { fdjId: fdj.fdjId }),
      piles: await get<ChargingPilesNow>('chargingPile/realData'),
      pv: await get<PvManualState>('pvControl/manualState'),
      ems: await unzip<EmsStatusZip>('ems/status/zip', { no: 'WZ001-EMS-01' }),
      extremes: await get<RackMaxMinInfo[]>('devicegroup/rackMaxMinInfo'),
      balance: await unzip<RackBalanceZip>('devicegroup/rackBalance/zip'),
      stack: await get<StackModel>('devicegroup/getDuiModel'),
    });
    const silent = [
      ...(await devicesOf('generator')),
      ...(await devicesOf('chargingPile')),
      ...(await devicesOf('pv')),
      ...(await devicesOf('pcs')),
      ...(await devicesOf('bms')),
    ];
    // Noon: the PV produces and the storage works, so a frozen figure cannot pass for a fresh one.
    const start = await advance(0.001);
    const noon = new Date(start).setHours(12, 0, 0, 0);
    await advance(((noon > start ? noon : noon + 86_400_000) - start) / 1000 + 600);
    // And the battery discharges: left to its strategy it was full and idle at noon on some days
    // (SOC 95, power 0), so its stack read the same before and after (a clean-clone run failed).
    await simHook(station.sim, 'storage', { site: 'WZ001', powerKw: 10_000 });
    await advance(60);
    await setSilent(silent, true);
    const last = await reads();
    const silentFrom = await advance(0.001);
    const now = await advance(1800);
    try {
      const kept = await reads();
      for (const k of Object.keys(last) as Array<keyof typeof last>) expect(kept[k], k).toEqual(last[k]);
      for (const ts of [kept.fdj.ts, kept.piles.ts, kept.pv.ts, kept.ems.ts])
        expect(ts).toBeLessThanOrEqual(silentFrom);
      expect(now - silentFrom).toBeGreaterThanOrEqual(1_799_000);
    } finally {
      await setSilent(silent, false);
    }
    const back = await advance(1800);
    const again = await reads();
    expect(again.fdj.ts).toBe(back);
    expect(again.piles.ts).toBe(back);
    expect(again.pv.ts).toBe(back);
    expect(again.ems.ts).toBe(back);
    expect(again.extremes).not.toEqual(last.extremes);
    expect(again.balance).not.toEqual(last.balance);
    expect(again.stack).not.toEqual(last.stack);
    await simHook(station.sim, 'storage', { site: 'WZ001', powerKw: null });
  });

  it('a silent cluster among reporting ones: its own last report, the others afresh', async () => {
    const bms1 = (await devicesOf('bms')).filter((d) => d.groupNo === 1);
    await setSilent(bms1, true);
    try {
      const last = {
        extremes: await get<RackMaxMinInfo[]>('devicegroup/rackMaxMinInfo'),
        balance: await unzip<RackBalanceZip>('devicegroup/rackBalance/zip'),
        ems: await unzip<EmsStatusZip>('ems/status/zip', { no: 'WZ001-EMS-01' }),
      };
      const silentFrom = await advance(0.001);
      await advance(1800);
      const one = await get<RackMaxMinInfo[]>('devicegroup/rackMaxMinInfo', { no: 1 });
      expect(one).toEqual([last.extremes[0]]);
      const extremes = await get<RackMaxMinInfo[]>('devicegroup/rackMaxMinInfo');
      expect(extremes[0]).toEqual(last.extremes[0]);
      expect(extremes[1]).not.toEqual(last.extremes[1]);
      const balance = await unzip<RackBalanceZip>('devicegroup/rackBalance/zip');
      expect(balance.clusters[0]).toEqual(last.balance.clusters[0]);
      expect(balance.clusters[1]).not.toEqual(last.balance.clusters[1]);
      const ems = await unzip<EmsStatusZip>('ems/status/zip', { no: 'WZ001-EMS-01' });
      expect(ems.clusters[0]).toEqual(last.ems.clusters[0]);
      // The answer is as of its oldest part: cluster 1's last report.
      expect(ems.ts).toBeLessThanOrEqual(silentFrom);
    } finally {
      await setSilent(bms1, false);
    }
  });

  it('a silent pile among reporting ones: its last report with its time, the others afresh, totals as reported', async () => {
    const piles = await devicesOf('chargingPile');
    const noOf = (d: DeviceRecord) => Number(/(\d+)$/.exec(d.name)![1]);
    // A pile charging a vehicle: its figures move, so a frozen entry cannot pass for a fresh one.
    let now = await get<ChargingPilesNow>('chargingPile/realData');
    for (let i = 0; i < 80 && !now.piles.some((p) => p.state === 'charging'); i++) {
      await advance(120);
      now = await get<ChargingPilesNow>('chargingPile/realData');
    }
    const charging = now.piles.find((p) => p.state === 'charging')!;
    const device = piles.find((d) => noOf(d) === charging.no)!;
    await setSilent([device], true);
    try {
      const last = await get<ChargingPilesNow>('chargingPile/realData');
      const silentFrom = await advance(0.001);
      const later = await advance(1800);
      const kept = await get<ChargingPilesNow>('chargingPile/realData');
      const entry = kept.piles.find((p) => p.no === charging.no)!;
      const { ts, ...figures } = entry;
      const { ts: _lastTs, ...lastFigures } = last.piles.find((p) => p.no === charging.no)!;
      expect(figures).toEqual(lastFigures);
      expect(ts).toBeLessThanOrEqual(silentFrom);
      expect(kept.ts).toBe(later);
      // The reporting piles: afresh, with no time of their own.
      for (const p of kept.piles.filter((x) => x.no !== charging.no)) expect(p.ts).toBeUndefined();
      // Today's totals: the silent pile's running session counts what it had measured then.
      const session = (r: ChargingPilesNow) => r.piles.find((p) => p.no === charging.no)!.sessionEnergyKwh;
      expect(session(kept)).toBe(session(last));
      // Today's energy: the finished sessions, less those the silent pile finished after its last
      // report, plus every running session as reported (the silent pile's as of its last report).
      const day = new Date(later);
      const today = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
      const done = (
        await get<Page<ChargeData>>('emsChargeData/select', { startTime: today, endTime: today, size: 1000 })
      ).records.filter(
        (r) => r.pileNo !== charging.no || new Date(r.endTime.replace(' ', 'T')).getTime() <= ts!,
      );
      const running = kept.piles.reduce((a, p) => a + p.sessionEnergyKwh, 0);
      expect(kept.today.energyKwh).toBeCloseTo(done.reduce((a, r) => a + r.energyKwh, 0) + running, 1);
    } finally {
      await setSilent([device], false);
    }
    const back = await get<ChargingPilesNow>('chargingPile/realData');
    expect(back.piles.find((p) => p.no === charging.no)!.ts).toBeUndefined();
  });

  it("a container's silent air conditioner, fire and flooding devices: their last report in its environment data", async () => {
    const env1 = (await Promise.all(['airConditioner', 'fire', 'flooding'].map(devicesOf)))
      .flat()
      .filter((d) => d.containerId === 'ct-WZ001-1');
    expect(env1).toHaveLength(3);
    const q = { containerNo: 1 };
    // A fire in container 1 while its fire device is silent: the data keeps the device's last report.
    await setSilent(env1, true);
    try {
      const last = {
        env: await get<ContainerEnvData>('container/environment/data', q),
        ac: await get<AirConditionerData>('container/airConditioner/data', q),
      };
      const silentFrom = await advance(0.001);
      await simHook(station.sim, 'env-fire', { site: 'WZ001', containerNo: 1, on: true });
      await advance(1800);
      const env = await get<ContainerEnvData>('container/environment/data', q);
      const ac = await get<AirConditionerData>('container/airConditioner/data', q);
      expect(ac).toEqual(last.ac);
      expect(env).toMatchObject({
        fire: last.env.fire,
        smoke: last.env.smoke,
        flooding: last.env.flooding,
        insideTempC: last.env.insideTempC,
      });
      expect(env.ts).toBeLessThanOrEqual(silentFrom);
      // What no silent device measures is read afresh (the CH4 sensor is not in the table).
      expect(env.ch4ThresholdPpm).toBe(last.env.ch4ThresholdPpm);
    } finally {
      await setSilent(env1, false);
    }
    await advance(2);
    const back = await get<ContainerEnvData>('container/environment/data', q);
    expect(back.fire).toBe(1);
    await simHook(station.sim, 'env-fire', { site: 'WZ001', containerNo: 1, on: false });
  });
});
