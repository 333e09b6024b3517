import mqtt from 'mqtt';
import { describe, expect, it } from 'vitest';
import type {
  BatchResult,
  DeviceInput,
  DeviceRecord,
  DevicesRealtime,
  DeviceTemplate,
  DeviceTypeInfo,
  GatewaysAndContainers,
  RelationCheck,
  TemplateConf,
  TemplateDelivery,
  TemplateDeliveryItem,
} from '@/contract/api/devices';
import type { OperationLog } from '@/contract/api/oplog';
import type { Page, R } from '@/contract/envelope';
import { DEFAULT_RUNTIME_CONFIG as CFG } from '@/contract/runtime-config';
import { topics } from '@/contract/topics';
import { apiCall, apiData, simHook } from './helpers/sim-api';
import { useTestStation } from './helpers/test-station';

/*
 * Device and gateway management (issue 27) against the real simulator: every call, the station
 * following its device table on the broker, gateway health and the 3-minute template delivery
 * on the simulated clock. The test station: WZ001 with 6 clusters (2 containers), WZ002 2.
 */

const B = 'deviceManagement';

const station = useTestStation({ clusters: 6 });

const get = <T>(path: string, query: Record<string, string | number> = {}) =>
  apiData<T>(station.sim, `${B}/${path}`, {
    token: station.admin,
    query: { site: 'WZ001', ...query },
    lang: 'en',
  });
const post = <T>(path: string, body: unknown, query: Record<string, string> = {}, token = station.admin) =>
  apiCall<R<T>>(station.sim, `${B}/${path}`, {
    method: 'POST',
    token,
    body,
    query: { site: 'WZ001', ...query },
    lang: 'en',
  });
const ok = async <T>(path: string, body: unknown, query: Record<string, string> = {}) => {
  const a = await post<T>(path, body, query);
  expect(a.body.msg, path).toBe('Operation successful');
  return a.body.data;
};
const all = (query: Record<string, string> = {}) =>
  get<Page<DeviceRecord>>('list', { size: 1000, ...query }).then((p) => p.records);

/** Collects the next messages of `topic` for `ms` and answers the decoded last one. */
async function lastOn<T>(topic: string, ms = 2_300): Promise<T | undefined> {
  const client = await mqtt.connectAsync(station.sim.brokerUrl, {
    username: CFG.brokerUsername,
    password: CFG.brokerPassword,
    reconnectPeriod: 0,
  });
  let last: Buffer | undefined;
  client.on('message', (t, payload) => {
    if (t === topic) last = payload;
  });
  await client.subscribeAsync(topic);
  await new Promise((r) => setTimeout(r, ms));
  await client.endAsync();
  return last ? (JSON.parse(last.toString()) as T) : undefined;
}
async function clusterTopicSeen(no: number): Promise<boolean> {
  const client = await mqtt.connectAsync(station.sim.brokerUrl, {
    username: CFG.brokerUsername,
    password: CFG.brokerPassword,
    reconnectPeriod: 0,
  });
  let seen = false;
  client.on('message', () => {
    seen = true;
  });
  await client.subscribeAsync(topics.cluster('WZ001', no));
  await new Promise((r) => setTimeout(r, 2_300));
  await client.endAsync();
  return seen;
}

const input = (over: Partial<DeviceInput>): DeviceInput => ({
  id: '',
  name: 'X',
  sn: 'SN-X',
  type: 'meter',
  gatewayId: 'gw-WZ001-0',
  containerId: '',
  groupNo: null,
  upDevice: '',
  subSystem: '',
  exdInfo: '',
  pt: 1,
  ct: 1,
  ...over,
});

describe('the device table', () => {
  it('is seeded from the station model: gateways, containers, a BMS per cluster bound to it', async () => {
    const gc = await get<GatewaysAndContainers>('gatewayAndContainerList');
    expect(gc.containers.map((c) => c.no)).toEqual([1, 2]);
    expect(gc.gateways.map((g) => g.name)).toEqual(['GW-0', 'GW-1', 'GW-2']);
    const bms = await all({ type: 'bms' });
    expect(bms.map((d) => [d.name, d.groupNo])).toEqual([1, 2, 3, 4, 5, 6].map((c) => [`BMS-${c}`, c]));
    expect(bms.every((d) => d.clusterParam?.racks === 2 && d.clusterParam.cellsPerRack === 4)).toBe(true);
    const types = await get<DeviceTypeInfo[]>('deviceTypeList');
    expect(types.find((t) => t.type === 'bms')).toMatchObject({ nameEn: 'BMS', clustered: true });
    const check = await get<RelationCheck>('bmsRelationCheck');
    expect(check).toEqual({ ok: true, clusters: 6, problems: [] });
  });

  it('pages and filters by type, gateway and container', async () => {
    const page = await get<Page<DeviceRecord>>('list', { size: 5, current: 2 });
    expect(page.records).toHaveLength(5);
    expect(page.total).toBeGreaterThan(20);
    const gw2 = await all({ gatewayId: 'gw-WZ001-2' });
    expect(gw2.map((d) => d.name)).toEqual(['BMS-5', 'BMS-6', 'PCS-2', 'AC-2', 'FIRE-2', 'FLOOD-2', 'LC-2']);
    expect((await all({ containerId: 'ct-WZ001-1', type: 'pcs' })).map((d) => d.name)).toEqual(['PCS-1']);
    const bad = await apiCall<R<null>>(station.sim, `${B}/list`, {
      token: station.admin,
      query: { type: 'toaster' },
      lang: 'en',
    });
    expect(bad.body).toMatchObject({ code: 400, msg: 'Please enter the correct parameter!' });
  });

  it('saves with every field required and references checked, and refuses operators', async () => {
    const empty = await post('save', input({ name: '', sn: '' }));
    expect(empty.body.msg).toBe('Please fill in relevant values! (name)');
    const taken = await post('save', input({ sn: 'WZ001-BMS-1' }));
    expect(taken.body.msg).toBe('Another device already has this serial number (sn)');
    const gw = await post('save', input({ gatewayId: 'gw-WZ002-0' }));
    expect(gw.body.msg).toBe('The gateway does not exist at this site (gatewayId)');
    const json = await post('save', input({ exdInfo: '[1]' }));
    expect(json.body.code).toBe(400);
    const denied = await post('save', input({ sn: 'SN-OP' }), {}, station.operator);
    expect(denied.body.code).toBe(403);
    const saved = await ok<DeviceRecord>('save', input({ name: 'METER-PV', sn: 'SN-PV' }));
    expect(saved).toMatchObject({ name: 'METER-PV', templateName: 'DLT645-Meter', site: 'WZ001' });
    const edited = await ok<DeviceRecord>('save', {
      ...input({ name: 'METER-PV2', sn: 'SN-PV' }),
      id: saved.id,
    });
    expect(edited.id).toBe(saved.id);
    const log = await apiData<Page<OperationLog>>(station.sim, 'log/his/page', {
      token: station.admin,
      query: { size: 5, site: 'WZ001' },
      lang: 'en',
    });
    expect(log.records.some((r) => r.path === `${B}/save`)).toBe(true);
  });
});

describe('the station follows the table', () => {
  it('stops a cluster topic when its BMS is removed and publishes it again once a BMS is added and bound', async () => {
    const bms6 = (await all({ type: 'bms' })).find((d) => d.name === 'BMS-6')!;
    expect(await clusterTopicSeen(6)).toBe(true);
    await ok('delete', undefined, { id: bms6.id });
    expect(await clusterTopicSeen(6)).toBe(false);
    const gone = await lastOn<DevicesRealtime>(topics.devices('WZ001'));
    expect(gone!.devices.some((d) => d.id === bms6.id)).toBe(false);
    const check = await get<RelationCheck>('bmsRelationCheck');
    expect(check.problems.map((p) => p.message)).toEqual(['Cluster 6 has no BMS: its data is not collected']);

    const added = await ok<DeviceRecord>(
      'save',
      input({
        name: 'BMS-6B',
        sn: 'SN-BMS-6B',
        type: 'bms',
        gatewayId: 'gw-WZ001-2',
        containerId: 'ct-WZ001-2',
      }),
    );
    const bound = await ok<BatchResult>('bindGroup/update', { selection: { ids: [added.id] }, groupNo: 6 });
    expect(bound.results).toEqual([{ id: added.id, name: 'BMS-6B', ok: true, message: '' }]);
    expect(await clusterTopicSeen(6)).toBe(true);
    const live = await lastOn<DevicesRealtime>(topics.devices('WZ001'));
    const row = live!.devices.find((d) => d.id === added.id)!;
    expect(row).toMatchObject({ online: true, groupNo: 6, type: 'bms' });
    expect(row.values?.maxCellMv).toBeGreaterThan(2500);
    expect((await get<RelationCheck>('bmsRelationCheck')).ok).toBe(true);
  });

  it('catches a wrong binding with a clear message', async () => {
    const bms2 = (await all({ type: 'bms' })).find((d) => d.name === 'BMS-2')!;
    await ok('bindGroup/update', { selection: { ids: [bms2.id] }, groupNo: 5 });
    const check = await get<RelationCheck>('bmsRelationCheck');
    expect(check.ok).toBe(false);
    expect(check.problems.map((p) => p.message)).toEqual([
      'BMS-2 is in container 1, but cluster 5 is in container 2',
      'Cluster 5 is bound to two BMS: BMS-5 and BMS-2',
      'Cluster 2 has no BMS: its data is not collected',
    ]);
    const zh = await apiData<RelationCheck>(station.sim, `${B}/bmsRelationCheck`, {
      token: station.admin,
      query: { site: 'WZ001' },
    });
    expect(zh.problems[1].message).toBe('第 5 簇绑定了两个BMS：BMS-5 和 BMS-2');
    await ok('clusterParam/update', { id: bms2.id, param: { racks: 3, cellsPerRack: 4 } });
    await ok('bindGroup/update', { selection: { ids: [bms2.id] }, groupNo: 2 });
    const racks = await get<RelationCheck>('bmsRelationCheck');
    expect(racks.problems.map((p) => p.message)).toEqual([
      'BMS-2 declares 3 racks × 4 cells, cluster 2 has 2 × 4',
    ]);
    await ok('clusterParam/update', { id: bms2.id, param: { racks: 2, cellsPerRack: 4 } });
    expect((await get<RelationCheck>('bmsRelationCheck')).ok).toBe(true);
  });

  it('shows a silent gateway offline with its last-seen time, and its devices without readings', async () => {
    await simHook(station.sim, 'device-offline', { id: 'gw-WZ001-1', offline: true });
    const first = await lastOn<DevicesRealtime>(topics.devices('WZ001'));
    const gw = first!.gateways.find((g) => g.id === 'gw-WZ001-1')!;
    expect(gw.online).toBe(false);
    expect(gw.lastSeen).toBeLessThan(first!.ts);
    const children = first!.devices.filter((d) => d.gatewayId === 'gw-WZ001-1');
    expect(children.length).toBeGreaterThan(4);
    expect(children.every((d) => !d.online && d.values === null && d.commErrors > 0)).toBe(true);
    expect(await clusterTopicSeen(1)).toBe(false);
    await simHook(station.sim, 'device-offline', { id: 'gw-WZ001-1', offline: false });
    expect(await clusterTopicSeen(1)).toBe(true);
  });
});

describe('a device that stops reporting', () => {
  it('is offline with null readings and growing errors while its gateway and neighbours report', async () => {
    const bms1 = (await all({ type: 'bms' })).find((d) => d.name === 'BMS-1')!;
    await simHook(station.sim, 'device-offline', { id: bms1.id, offline: true });
    try {
      const a = await lastOn<DevicesRealtime>(topics.devices('WZ001'));
      const b = await lastOn<DevicesRealtime>(topics.devices('WZ001'));
      const gw = b!.gateways.find((g) => g.id === bms1.gatewayId)!;
      expect(gw).toMatchObject({ online: true, lastSeen: b!.ts });
      const [before, after] = [a, b].map((m) => m!.devices.find((d) => d.id === bms1.id)!);
      expect(after).toMatchObject({ online: false, values: null, groupNo: 1 });
      expect(after.lastSeen).toBe(before.lastSeen);
      expect(after.lastSeen!).toBeLessThan(b!.ts);
      expect(after.commErrors).toBeGreaterThan(before.commErrors);
      const pcs = b!.devices.find((d) => d.gatewayId === bms1.gatewayId && d.type === 'pcs')!;
      expect(pcs.online && pcs.values !== null).toBe(true);
      expect(await clusterTopicSeen(1)).toBe(false);
      expect(await clusterTopicSeen(2)).toBe(true);
    } finally {
      await simHook(station.sim, 'device-offline', { id: bms1.id, offline: false });
    }
    expect(await clusterTopicSeen(1)).toBe(true);
  });
});

describe('batch operations', () => {
  it('report the result per device, for ids or everything matching a filter', async () => {
    // One after another: the list keeps the order devices were added in, and three saves sent at
    // once arrived as M-2, M-3, M-1 in a loaded CI run.
    const meters: DeviceRecord[] = [];
    for (const i of [1, 2, 3])
      meters.push(await ok<DeviceRecord>('save', input({ name: `M-${i}`, sn: `SN-M-${i}` })));
    const ids = meters.map((m) => m.id);
    const ptct = await ok<BatchResult>('setPTCTDB', {
      selection: { ids: [...ids, 'dev-none'] },
      pt: 10,
      ct: 50,
    });
    expect(ptct.results.map((r) => [r.name, r.ok, r.message])).toEqual([
      ['M-1', true, ''],
      ['M-2', true, ''],
      ['M-3', true, ''],
      ['dev-none', false, 'The device does not exist'],
    ]);
    const onPcs = await ok<BatchResult>('setPTCTDB', {
      selection: { filter: { type: 'pcs' } },
      pt: 2,
      ct: 2,
    });
    expect(onPcs.results.every((r) => !r.ok && r.message === 'PT/CT ratios belong to a meter')).toBe(true);
    const bind = await ok<BatchResult>('bindGroup/update', { selection: { ids }, groupNo: 1 });
    expect(bind.results.every((r) => r.message === 'This device type is not bound to a cluster')).toBe(true);
    const sub = await ok<BatchResult>('batchUpdate/subSystem', { selection: { ids }, value: 'PV' });
    expect(sub.results.every((r) => r.ok)).toBe(true);
    const up = await ok<BatchResult>('batchUpdate/upDevice', { selection: { ids: [ids[0]] }, value: ids[0] });
    expect(up.results[0].message).toBe('A device cannot be its own upper device');
    await ok('batchUpdate/upDevice', { selection: { ids: ids.slice(1) }, value: ids[0] });
    const ext = await ok<BatchResult>('batchUpdate/exdInfo', { selection: { ids }, value: '{"floor":2}' });
    expect(ext.results.every((r) => r.ok)).toBe(true);
    await ok('updateContainer', { selection: { ids }, containerId: 'ct-WZ001-1' });
    const moved = await all({ containerId: 'ct-WZ001-1', type: 'meter' });
    expect(moved.map((d) => [d.name, d.pt, d.ct, d.subSystem, d.exdInfo])).toEqual([
      ['M-1', 10, 50, 'PV', '{"floor":2}'],
      ['M-2', 10, 50, 'PV', '{"floor":2}'],
      ['M-3', 10, 50, 'PV', '{"floor":2}'],
    ]);
    expect(moved[1].upDevice).toBe(ids[0]);
    const del = await ok<BatchResult>('batchDelete', {
      selection: { filter: { keyword: 'M-', type: 'meter' } },
    });
    expect(del.results.map((r) => r.name).sort()).toEqual(['M-1', 'M-2', 'M-3']);
    expect(await all({ keyword: 'M-', type: 'meter' })).toEqual([]);
  });

  it('leave out the devices unticked from everything matching the filter', async () => {
    const meters = await Promise.all(
      [1, 2, 3, 4].map((i) => ok<DeviceRecord>('save', input({ name: `EX-${i}`, sn: `SN-EX-${i}` }))),
    );
    const selection = { filter: { keyword: 'EX-', type: 'meter' }, except: [meters[1].id, meters[3].id] };
    const sub = await ok<BatchResult>('batchUpdate/subSystem', { selection, value: 'Kept' });
    expect(sub.results.map((r) => r.name)).toEqual(['EX-1', 'EX-3']);
    const rows = await all({ keyword: 'EX-', type: 'meter' });
    expect(rows.map((d) => [d.name, d.subSystem])).toEqual([
      ['EX-1', 'Kept'],
      ['EX-2', ''],
      ['EX-3', 'Kept'],
      ['EX-4', ''],
    ]);
    const del = await ok<BatchResult>('batchDelete', { selection });
    expect(del.results.map((r) => r.name)).toEqual(['EX-1', 'EX-3']);
    expect((await all({ keyword: 'EX-', type: 'meter' })).map((d) => d.name)).toEqual(['EX-2', 'EX-4']);
    await ok('batchDelete', { selection: { filter: { keyword: 'EX-', type: 'meter' } } });
  });

  it('exports the filtered list as a spreadsheet', async () => {
    const a = await apiCall<Buffer>(station.sim, `${B}/export`, {
      token: station.admin,
      query: { site: 'WZ001', type: 'bms' },
    });
    expect(a.headers.get('content-type')).toContain('spreadsheetml');
    expect(a.body.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('template files', () => {
  it('read a device template and its configuration', async () => {
    const pcs = (await all({ type: 'pcs' }))[0];
    const tpl = await get<DeviceTemplate>(`getTemplate/${pcs.id}`);
    expect(tpl.templateName).toBe('PCS-Modbus-v1');
    expect(tpl.points.map((p) => p.identifier)).toContain('powerKw');
    const conf = await get<TemplateConf>(`getTemplateConf/${pcs.id}`);
    expect(conf).toMatchObject({ deliveredVersion: 0, delivery: { state: 'idle' } });
  });

  it('deliver to a gateway in 3 minutes of station time, one delivery at a time', async () => {
    const pcs = (await all({ type: 'pcs', gatewayId: 'gw-WZ001-2' }))[0];
    const started = await ok<TemplateDelivery>('setTemplate/gw-WZ001-2', undefined);
    expect(started).toMatchObject({ state: 'delivering', secondsLeft: 180, progress: 0 });
    const again = await post('setTemplateSingle/' + pcs.id, undefined);
    expect(again.body.msg).toBe('A template delivery to this gateway is already running');
    // The site's deliveries (for a user who left the page): the running one, with progress.
    const deliveries = () => get<TemplateDeliveryItem[]>('templateDelivery/list');
    expect(await deliveries()).toEqual([
      expect.objectContaining({
        scope: 'gateway',
        targetId: 'gw-WZ001-2',
        targetName: 'GW-2',
        devices: (await all({ gatewayId: 'gw-WZ001-2' })).length,
      }),
    ]);
    await simHook(station.sim, 'advance', { seconds: 90 });
    const [listed] = await deliveries();
    expect(listed).toMatchObject({ state: 'delivering', gatewayId: 'gw-WZ001-2' });
    expect(listed.progress).toBeGreaterThanOrEqual(50);
    expect(listed.secondsLeft).toBeLessThanOrEqual(90);
    expect(
      await apiData<TemplateDeliveryItem[]>(station.sim, `${B}/templateDelivery/list`, {
        token: station.admin,
        query: { site: 'WZ002' },
      }),
    ).toEqual([]);
    const half = await get<TemplateConf>(`getTemplateConf/${pcs.id}`);
    expect(half.delivery.state).toBe('delivering');
    expect(half.delivery.secondsLeft).toBeGreaterThan(80);
    expect(half.delivery.secondsLeft).toBeLessThanOrEqual(90);
    expect(half.delivery.progress).toBeGreaterThanOrEqual(50);
    await simHook(station.sim, 'advance', { seconds: 91 });
    const done = await get<TemplateConf>(`getTemplateConf/${pcs.id}`);
    expect(done).toMatchObject({
      deliveredVersion: 3,
      delivery: { state: 'success', progress: 100, secondsLeft: 0 },
    });
    expect(await deliveries()).toEqual([
      expect.objectContaining({ targetName: 'GW-2', state: 'success', progress: 100, secondsLeft: 0 }),
    ]);
  });

  it('fails a delivery when the gateway is offline at its end, with the reason', async () => {
    const ac = (await all({ type: 'airConditioner', gatewayId: 'gw-WZ001-1' }))[0];
    await ok('setTemplateSingle/' + ac.id, undefined);
    await simHook(station.sim, 'device-offline', { id: 'gw-WZ001-1', offline: true });
    await simHook(station.sim, 'advance', { seconds: 181 });
    const conf = await get<TemplateConf>(`getTemplateConf/${ac.id}`);
    expect(conf.delivery).toMatchObject({
      state: 'failed',
      message: 'The gateway is offline: the template file was not delivered',
    });
    expect(conf.deliveredVersion).toBe(0);
    // Reported in the site's list too, newest first.
    const listed = await get<TemplateDeliveryItem[]>('templateDelivery/list');
    expect(listed.map((d) => [d.scope, d.targetName, d.state, d.message])).toEqual([
      ['device', ac.name, 'failed', 'The gateway is offline: the template file was not delivered'],
      ['gateway', 'GW-2', 'success', ''],
    ]);
    await simHook(station.sim, 'device-offline', { id: 'gw-WZ001-1', offline: false });
  });
});
