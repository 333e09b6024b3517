import { describe, expect, it } from 'vitest';
import type {
  BatchResult,
  DeviceRecord,
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
import { B, deviceCalls, input } from './helpers/device-manage';
import { apiCall, apiData, simHook } from './helpers/sim-api';
import { useTestStation } from './helpers/test-station';

/*
 * Device and gateway management (issue 27) against the real simulator: the device table, batch
 * operations and the 3-minute template delivery on the simulated clock (the station following
 * its table on the broker: sim-device-follows). The test station: WZ001 with 6 clusters (2
 * containers), WZ002 2.
 */

const station = useTestStation({ clusters: 6 });
const { get, post, ok, all } = deviceCalls(station);

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
    const taken = await post('save', input({ sn: (await all({ type: 'bms' }))[0].sn }));
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
