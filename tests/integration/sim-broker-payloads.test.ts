import { gunzipSync, inflateSync } from 'node:zlib';
import mqtt from 'mqtt';
import { afterAll, describe, expect, it } from 'vitest';
import type { RunningSimulator } from '../../simulator/server';
import type {
  AlarmRealtime,
  ChargingPileRealtime,
  ClusterRealtime,
  EnvRealtime,
  GeneratorRealtime,
  GridRealtime,
  PcsRealtime,
  PvRealtime,
  StationRealtime,
} from '../../src/contract/realtime-payloads';
import { DEFAULT_RUNTIME_CONFIG as CFG } from '../../src/contract/runtime-config';
import { isCompressedTopic, topics } from '../../src/contract/topics';
import { apiData, loginToken, startTestSimulator } from './helpers/sim-api';

/*
 * Every topic's payload against the documented contract type, key for key: the key lists below
 * are checked by the compiler to name exactly the keys of each type (`satisfies Record<keyof T,
 * true>`), and at run time against what the broker delivers.
 */

const keys = <T>(k: Record<keyof T, true>) => Object.keys(k).sort();
type Item<A> = A extends Array<infer U> ? U : never;

// chargingPilesReporting/-Total (extension) only while some charging pile is silent (issue 27).
const STATION = keys<Omit<StationRealtime, 'chargingPilesReporting' | 'chargingPilesTotal'>>({
  ts: true,
  site: true,
  mode: true,
  gridState: true,
  pvPowerKw: true,
  loadPowerKw: true,
  gridPowerKw: true,
  storagePowerKw: true,
  generatorPowerKw: true,
  chargingPowerKw: true,
  auxPowerKw: true,
  soc: true,
  socUpperLimit: true,
  socLowerLimit: true,
  capacityKwh: true,
  todayChargeKwh: true,
  todayDischargeKwh: true,
  todayPvKwh: true,
  todayRevenue: true,
  activeAlarms: true,
});
const CLUSTER = keys<ClusterRealtime>({
  ts: true,
  site: true,
  containerNo: true,
  clusterNo: true,
  racks: true,
  cellsPerRack: true,
  cellsPerPack: true,
  soc: true,
  soh: true,
  voltage: true,
  current: true,
  power: true,
  status: true,
  rackVoltage: true,
  rackCurrent: true,
  rackSoc: true,
  cellVoltageMv: true,
  cellTempDeciC: true,
});
const PCS_UNIT = keys<Item<PcsRealtime['units']>>({
  pcsNo: true,
  activePowerKw: true,
  reactivePowerKvar: true,
  status: true,
  dcVoltage: true,
  dcCurrent: true,
  acVoltage: true,
  frequencyHz: true,
  temperatureC: true,
});
const GRID = keys<GridRealtime>({
  ts: true,
  gridState: true,
  gridPowerKw: true,
  reactivePowerKvar: true,
  loadPowerKw: true,
  voltage: true,
  current: true,
  frequencyHz: true,
  powerFactor: true,
  todayImportKwh: true,
  todayExportKwh: true,
  todayLoadKwh: true,
});
const PV = keys<PvRealtime>({
  ts: true,
  powerKw: true,
  capacityKw: true,
  irradianceWm2: true,
  todayEnergyKwh: true,
  inverters: true,
});
const GENERATOR_UNIT = keys<Item<GeneratorRealtime['units']>>({
  fdjId: true,
  status: true,
  powerKw: true,
  fuelPercent: true,
  runHours: true,
});
const PILE = keys<Item<ChargingPileRealtime['piles']>>({
  no: true,
  state: true,
  powerKw: true,
  sessionEnergyKwh: true,
  vehicleSoc: true,
});
const ENV_CARD = keys<Item<EnvRealtime['cards']>>({
  envId: true,
  kind: true,
  nameZh: true,
  nameEn: true,
  templateId: true,
  deviceId: true,
  fields: true,
});

type EnvField = Item<Item<EnvRealtime['cards']>['fields']>;
const ENV_FIELD_ALL = keys<EnvField>({
  identifier: true,
  nameZh: true,
  nameEn: true,
  value: true,
  unit: true,
  dict: true,
  control: true,
});
/** `unit` and `dict` are optional. */
const ENV_FIELD_REQUIRED = ENV_FIELD_ALL.filter((k) => k !== 'unit' && k !== 'dict' && k !== 'control');

async function collect(sim: RunningSimulator, filters: string[], ms: number) {
  const client = await mqtt.connectAsync(sim.brokerUrl, {
    username: CFG.brokerUsername,
    password: CFG.brokerPassword,
    reconnectPeriod: 0,
  });
  const seen = new Map<string, Buffer[]>();
  client.on('message', (topic, payload) => seen.set(topic, [...(seen.get(topic) ?? []), payload]));
  await client.subscribeAsync(filters);
  await new Promise((r) => setTimeout(r, ms));
  await client.endAsync();
  return seen;
}

/** Decodes as documented in topics.ts: clusters binary zlib, env base64 gzip text, the rest JSON. */
function decode(topic: string, payload: Buffer): unknown {
  if (!isCompressedTopic(topic)) return JSON.parse(payload.toString('utf8'));
  const raw = topic.includes('clusterAndRackListData')
    ? inflateSync(payload)
    : gunzipSync(Buffer.from(payload.toString('ascii'), 'base64'));
  return JSON.parse(raw.toString('utf8'));
}

const sortedKeys = (o: unknown) => Object.keys(o as object).sort();

function parsesAsJson(payload: Buffer): boolean {
  try {
    JSON.parse(payload.toString('utf8'));
    return true;
  } catch {
    return false;
  }
}

describe('topic payloads', () => {
  let sim: RunningSimulator;
  afterAll(() => sim?.close());

  it('carry exactly the documented fields, compressed only where the contract says', async () => {
    sim = await startTestSimulator({ clusters: 5, racks: 3, cells: 6 });
    const seen = await collect(sim, ['iot/WZ001/#'], 2_300);
    const last = (topic: string) => {
      const list = seen.get(topic);
      expect(list, topic).toBeDefined();
      return decode(topic, list!.at(-1)!);
    };
    for (const [topic, list] of seen) {
      // Plain topics are JSON text; compressed ones are not readable as JSON.
      expect(parsesAsJson(list[0]), topic).toBe(!isCompressedTopic(topic));
    }

    const station = last(topics.station('WZ001')) as StationRealtime;
    expect(sortedKeys(station)).toEqual(STATION);
    expect(sortedKeys(station.activeAlarms)).toEqual(['l1', 'l2', 'l3']);
    for (let c = 1; c <= 5; c++) {
      const cluster = last(topics.cluster('WZ001', c)) as ClusterRealtime;
      expect(sortedKeys(cluster)).toEqual(CLUSTER);
      expect(cluster.clusterNo).toBe(c);
      expect(cluster.cellVoltageMv).toHaveLength(18);
      expect(cluster.cellTempDeciC).toHaveLength(18);
      for (const k of ['rackVoltage', 'rackCurrent', 'rackSoc'] as const) expect(cluster[k]).toHaveLength(3);
    }
    const pcs = last(topics.pcs('WZ001')) as PcsRealtime;
    expect(pcs.units).toHaveLength(2);
    for (const u of pcs.units) expect(sortedKeys(u)).toEqual(PCS_UNIT);
    expect(sortedKeys(last(topics.grid('WZ001')))).toEqual(GRID);
    const pv = last(topics.pv('WZ001')) as PvRealtime;
    expect(sortedKeys(pv)).toEqual(PV);
    for (const inv of pv.inverters) expect(sortedKeys(inv)).toEqual(['no', 'powerKw', 'status']);
    const gen = last(topics.generator('WZ001')) as GeneratorRealtime;
    expect(sortedKeys(gen)).toEqual(['ts', 'units']);
    for (const u of gen.units) expect(sortedKeys(u)).toEqual(GENERATOR_UNIT);
    const piles = last(topics.chargingPiles('WZ001')) as ChargingPileRealtime;
    expect(sortedKeys(piles)).toEqual(['piles', 'ts']);
    for (const p of piles.piles) expect(sortedKeys(p)).toEqual(PILE);
    for (const k of [1, 2]) {
      const env = last(topics.env('WZ001', k)) as EnvRealtime;
      expect(sortedKeys(env)).toEqual(['cards', 'containerNo', 'ts']);
      for (const card of env.cards) {
        expect(sortedKeys(card)).toEqual(ENV_CARD);
        for (const f of card.fields) {
          const fieldKeys = sortedKeys(f);
          expect(fieldKeys).toEqual(expect.arrayContaining(ENV_FIELD_REQUIRED));
          expect(ENV_FIELD_ALL).toEqual(expect.arrayContaining(fieldKeys));
        }
      }
    }
    expect(sortedKeys(last(topics.alarm('WZ001')) as AlarmRealtime)).toEqual(['active', 'ts']);
  });
});

describe('full scale', () => {
  let sim: RunningSimulator;
  afterAll(() => sim?.close());

  it('publishes 100 clusters × 12 racks × 24 cells at 1 Hz and keeps answering calls', async () => {
    sim = await startTestSimulator({ clusters: 100, racks: 12, cells: 24 });
    const token = await loginToken(sim);
    const pending = collect(sim, [topics.allClusters('WZ001'), topics.station('WZ001')], 3_500);
    await new Promise((r) => setTimeout(r, 1_500));
    const t0 = Date.now();
    await apiData(sim, 'devicegroup/getRealPower', { token });
    const callMs = Date.now() - t0;
    const seen = await pending;
    for (let c = 1; c <= 100; c++) {
      const n = seen.get(topics.cluster('WZ001', c))?.length ?? 0;
      expect(n, `cluster ${c}`).toBeGreaterThanOrEqual(2);
      expect(n, `cluster ${c}`).toBeLessThanOrEqual(5);
    }
    const cluster = decode(
      topics.cluster('WZ001', 100),
      seen.get(topics.cluster('WZ001', 100))!.at(-1)!,
    ) as ClusterRealtime;
    expect(cluster.cellVoltageMv).toHaveLength(288);
    const ts = seen
      .get(topics.station('WZ001'))!
      .map((b) => (JSON.parse(b.toString()) as StationRealtime).ts);
    // Station time steps by the real time between ticks: about a second, with slack for a busy CI.
    for (let i = 1; i < ts.length; i++) {
      expect(ts[i] - ts[i - 1]).toBeGreaterThan(500);
      expect(ts[i] - ts[i - 1]).toBeLessThan(2_000);
    }
    expect(callMs).toBeLessThan(2_000);
  });
});
