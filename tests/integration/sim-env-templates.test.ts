import { gunzipSync } from 'node:zlib';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  EnvControlAck,
  EnvDeviceRef,
  EnvDeviceTemplate,
  EnvTemplateData,
  EnvTemplateInput,
  EnvTemplateRecord,
} from '@/contract/api/env-template';
import type { R } from '@/contract/envelope';
import type { OperationLog } from '@/contract/api/oplog';
import type { Page } from '@/contract/envelope';
import type { EnvRealtime } from '@/contract/realtime-payloads';
import { DEFAULT_RUNTIME_CONFIG as CFG } from '@/contract/runtime-config';
import { topics } from '@/contract/topics';
import { apiCall, apiData, simHook } from './helpers/sim-api';
import { useTestStation } from './helpers/test-station';

/*
 * Environment card templates (issue 27) against the real simulator: every environmentTemplate call,
 * roles, validation in the spec's words, the env-template topic following the templates, device
 * control with its read-back, a deaf device and the fire interlock. WZ001 has 6 clusters: 2 containers.
 */

let client: mqtt.MqttClient;
const latest = new Map<string, Buffer>();

const station = useTestStation({ clusters: 6 });
beforeAll(async () => {
  client = await mqtt.connectAsync(station.sim.brokerUrl, {
    username: CFG.brokerUsername,
    password: CFG.brokerPassword,
    reconnectPeriod: 0,
  });
  client.on('message', (topic, payload) => latest.set(topic, payload));
  await client.subscribeAsync(topics.allEnv('WZ001'));
});
afterAll(async () => {
  await client?.endAsync();
});

const B = 'environmentTemplate';
const get = <T>(path: string, query: Record<string, string | number> = {}) =>
  apiData<T>(station.sim, `${B}/${path}`, {
    token: station.admin,
    query: { site: 'WZ001', ...query },
    lang: 'en',
  });
const post = <T>(
  path: string,
  body: unknown,
  query: Record<string, string | number> = {},
  token = station.admin,
) =>
  apiCall<R<T>>(station.sim, `${B}/${path}`, {
    method: 'POST',
    token,
    body,
    query: { site: 'WZ001', ...query },
    lang: 'en',
  });

/** The env topic of a container after the next publish round. */
async function cards(containerNo: number): Promise<EnvRealtime> {
  latest.delete(topics.env('WZ001', containerNo));
  await simHook(station.sim, 'advance', { seconds: 1 });
  for (let i = 0; i < 50 && !latest.has(topics.env('WZ001', containerNo)); i++)
    await new Promise((r) => setTimeout(r, 20));
  const text = latest.get(topics.env('WZ001', containerNo))!.toString();
  return JSON.parse(gunzipSync(Buffer.from(text, 'base64')).toString()) as EnvRealtime;
}

const field = (over: Partial<EnvTemplateInput['fields'][number]> = {}) => ({
  name: '室内温度',
  nameEn: 'Indoor temperature',
  readService: 'acStatus',
  readIdentifier: 'indoorTemp',
  writeService: '-',
  writeIdentifier: '-',
  dictName: 'celsius' as const,
  buttonName: '-',
  commandValue: '-',
  keyValue: '-',
  ...over,
});

describe('environment templates', () => {
  it('ships the four templates, each bound to its devices, and builds the cards from them', async () => {
    const list = await get<EnvTemplateRecord[]>('list');
    expect(list.map((t) => [t.nameEn, t.kind, t.deviceIds.length])).toEqual([
      ['Air conditioner', 'airConditioner', 2],
      ['Fire protection', 'fire', 2],
      ['Flooding', 'flooding', 2],
      ['Liquid cooling', 'liquidCooling', 2],
    ]);
    const env = await cards(2);
    expect(env.cards.map((c) => [c.kind, c.nameZh])).toEqual([
      ['airConditioner', '空调'],
      ['fire', '消防'],
      ['flooding', '水浸'],
      ['liquidCooling', '液冷'],
    ]);
    const ac = env.cards[0];
    expect(ac.fields[0]).toMatchObject({
      nameEn: 'Running state',
      value: 1,
      control: { command: '1', key: '1' },
    });
    expect(typeof ac.fields[3].value).toBe('number');
    // Every seeded button is named in both languages (issue 30: zh-only buttons in an en console).
    const buttons = env.cards.flatMap((c) => c.fields.flatMap((f) => (f.control ? [f.control] : [])));
    expect(buttons.map((b) => [b.button, b.buttonEn])).toEqual([
      ['开机', 'Start'],
      ['关机', 'Stop'],
      ['制冷', 'Cool'],
      ['设为24℃', 'Set to 24 ℃'],
      ['启动水泵', 'Start pump'],
      ['启动风机', 'Start fan'],
    ]);
    expect(list[0].fields[0]).toMatchObject({ buttonName: '开机', buttonNameEn: 'Start' });
  });

  it('validates in the spec words, refuses operators and unknown points', async () => {
    const input = {
      id: 0,
      nameZh: '温湿度',
      nameEn: 'Climate',
      sort: 5,
      kind: 'airConditioner',
      fields: [field()],
    };
    expect((await post('save', { ...input, fields: [field({ buttonName: ' ' })] })).body.msg).toBe(
      'Please fill in relevant values! (fields[0].buttonName)',
    );
    expect((await post('save', { ...input, nameEn: '' })).body.msg).toBe(
      'Please fill in relevant values! (nameEn)',
    );
    expect((await post('save', { ...input, fields: [field({ readIdentifier: 'nope' })] })).body.msg).toBe(
      'The device has no such point: acStatus.nope (fields[0].readIdentifier)',
    );
    expect((await post('save', input, {}, station.operator)).body.code).toBe(403);
    expect((await post('deviceControl', {}, {}, station.operator)).body.code).toBe(403);
    const points = await get<EnvDeviceTemplate>('deviceTemplate', { kind: 'liquidCooling' });
    expect(points.points.filter((p) => p.writable).map((p) => p.identifier)).toEqual(['pump', 'fan']);
  });

  it('saves, binds, clones, exports and deletes; the cards follow', async () => {
    const saved = await post<EnvTemplateRecord>('save', {
      id: 0,
      nameZh: '温湿度',
      nameEn: 'Climate',
      sort: 0,
      kind: 'airConditioner',
      fields: [
        field(),
        field({ name: '湿度', nameEn: 'Humidity', readIdentifier: 'humidity', dictName: 'percent' }),
      ],
    });
    const t = saved.body.data;
    expect(t.deviceIds).toEqual([]);
    const free = await get<EnvDeviceRef[]>('device/unselect', { id: t.id });
    expect(free.map((d) => [d.name, d.containerNo])).toEqual([
      ['AC-1', 1],
      ['AC-2', 2],
    ]);
    expect(
      (await post('device/save', { id: t.id, deviceIds: [free[1].id, 'dev-WZ001-999'] })).body.code,
    ).toBe(400);
    const fire = (await get<EnvTemplateRecord[]>('list')).find((x) => x.kind === 'fire')!;
    expect((await post('device/save', { id: t.id, deviceIds: [fire.deviceIds[0]] })).body.msg).toBe(
      'The device is not of the template’s kind (deviceIds)',
    );
    await post('device/save', { id: t.id, deviceIds: [free[1].id] });
    expect((await get<EnvDeviceRef[]>('device/select', { id: t.id })).map((d) => d.name)).toEqual(['AC-2']);

    const two = await cards(2);
    expect(two.cards[0]).toMatchObject({ nameEn: 'Climate', templateId: t.id, deviceId: free[1].id });
    expect(two.cards[0].fields.map((f) => [f.nameEn, f.unit])).toEqual([
      ['Indoor temperature', '℃'],
      ['Humidity', '%'],
    ]);
    expect((await cards(1)).cards.map((c) => c.nameEn)).not.toContain('Climate');
    const data = await get<EnvTemplateData>('dataByTemplate', { id: t.id });
    expect(data.devices).toHaveLength(1);
    expect(data.devices[0].values.every((v) => typeof v === 'number')).toBe(true);

    const copy = (await post<EnvTemplateRecord>('clone', {}, { id: t.id })).body.data;
    expect([copy.nameEn, copy.deviceIds, copy.fields.length]).toEqual(['Climate (copy)', [], 2]);
    const file = await apiCall<Buffer>(station.sim, `${B}/export`, {
      token: station.admin,
      query: { site: 'WZ001' },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('spreadsheetml');

    expect(
      (await post<{ removed: number }>('delete', {}, { ids: `${t.id},${copy.id}` })).body.data.removed,
    ).toBe(2);
    expect((await cards(2)).cards.map((c) => c.nameEn)).not.toContain('Climate');
    expect(await get<EnvTemplateData | null>('dataByTemplate', { id: t.id }).catch(() => 'gone')).toBe(
      'gone',
    );

    const log = await apiData<Page<OperationLog>>(station.sim, 'log/his/page', {
      token: station.admin,
      query: { current: 1, size: 50 },
    });
    expect(log.records.map((r) => r.path)).toContain(`${B}/device/save`);
  });

  it('carries out a command a few seconds after acknowledging it, and a deaf device never does', async () => {
    const ac = (await get<EnvTemplateRecord[]>('list')).find((x) => x.kind === 'airConditioner')!;
    const dev = ac.deviceIds[0];
    const ack = await post<EnvControlAck>('deviceControl', {
      deviceId: dev,
      service: 'acControl',
      identifier: 'setTemp',
      value: 22,
    });
    expect(ack.body.data.deviceId).toBe(dev);
    const setTemp = async () =>
      (await get<EnvTemplateData>('dataByTemplate', { id: ac.id })).devices[0].values[5];
    expect(await setTemp()).toBe(25);
    await simHook(station.sim, 'advance', { seconds: 4 });
    expect(await setTemp()).toBe(22);

    await simHook(station.sim, 'env-deaf', { deviceId: dev });
    await post('deviceControl', { deviceId: dev, service: 'acControl', identifier: 'setTemp', value: 26 });
    await simHook(station.sim, 'advance', { seconds: 40 });
    expect(await setTemp()).toBe(22);
    await simHook(station.sim, 'env-deaf', { deviceId: dev, on: false });

    const bad = await post('deviceControl', {
      deviceId: dev,
      service: 'acControl',
      identifier: 'setTemp',
      value: 99,
    });
    expect(bad.body.msg).toBe('Please enter the correct parameter! (value)');
  });

  it('blocks a remote start while the container has a fire alarm, and refuses a silent device', async () => {
    const lc = (await get<EnvTemplateRecord[]>('list')).find((x) => x.kind === 'liquidCooling')!;
    const dev = lc.deviceIds[0];
    await simHook(station.sim, 'env-fire', { site: 'WZ001', containerNo: 1 });
    const start = await post('deviceControl', {
      deviceId: dev,
      service: 'lcControl',
      identifier: 'pump',
      value: 1,
    });
    expect(start.body.msg).toBe('Fire alarm active in container 1: remote start is blocked');
    const stop = await post('deviceControl', {
      deviceId: dev,
      service: 'lcControl',
      identifier: 'pump',
      value: 0,
    });
    expect(stop.body.code).toBe(200);
    await simHook(station.sim, 'env-fire', { site: 'WZ001', containerNo: 1, on: false });

    await simHook(station.sim, 'device-offline', { id: dev, offline: true });
    const off = await post('deviceControl', {
      deviceId: dev,
      service: 'lcControl',
      identifier: 'pump',
      value: 1,
    });
    expect(off.body.msg).toBe('Please make sure the device is turned on!');
    const card = (await cards(1)).cards.find((c) => c.deviceId === dev)!;
    expect(card.fields.every((f) => f.value === '')).toBe(true);
    await simHook(station.sim, 'device-offline', { id: dev, offline: false });
  });
});
