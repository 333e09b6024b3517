import { noteRecordChanges } from '../oplog-recorder';
import { z } from 'zod';
import { DEVICE_MESSAGES } from '../../../src/contract/api/device-messages';
import type { Bilingual } from '../../../src/contract/messages';
import {
  BATCH_FIELDS,
  batchValueSchema,
  bindGroupSchema,
  clusterParamUpdateSchema,
  DEVICE_TYPES,
  type DeviceFilter,
  deviceInputSchema,
  type DeviceRecord,
  type DeviceSelection,
  type DeviceType,
  type GatewaysAndContainers,
  ptctSchema,
  selectionSchema,
  updateContainerSchema,
} from '../../../src/contract/api/devices';
import type { DeviceStore } from '../../store/device-store';
import { fileResult } from '../files';
import { pageOf } from '../paging';
import type { Revisions } from '../revisions';
import { ApiError, type RequestContext, type Router } from '../router';
import { batch, DEVICE_TYPE_INFO, isClustered, parseBody, refuse } from './device-common';
import type { DeviceLiveModel } from './device-live';
import { checkBmsRelations } from './device-relation';
import { siteOf, type StationRoutesDeps, tr, xlsx } from './station-common';

export interface DeviceRouteDeps extends StationRoutesDeps {
  devices: DeviceStore;
  live: DeviceLiveModel;
  testHooks: boolean;
  /** Each device carries a version: an edit over an older one answers 409 (issue 33). */
  revisions: Revisions;
}

/** The list filter from the query; an unknown type answers 400. */
function filterOf(ctx: RequestContext): DeviceFilter {
  const q = ctx.query;
  const type = q.get('type') || undefined;
  if (type && !DEVICE_TYPES.includes(type as DeviceType)) throw refuse(DEVICE_MESSAGES.param);
  return {
    type: type as DeviceType | undefined,
    gatewayId: q.get('gatewayId') || undefined,
    containerId: q.get('containerId') || undefined,
    keyword: q.get('keyword') || undefined,
  };
}

/** `deviceManagement/*`: the device and gateway table the simulated station is built from. */
export function registerDeviceManagementRoutes(router: Router, deps: DeviceRouteDeps): void {
  const { devices: store, revisions } = deps;
  const B = 'deviceManagement';
  const versioned = (d: DeviceRecord) => revisions.decorate('device', d);
  /** A batch over the selection; each device it changed gets a new version. */
  const batchOf = (
    ctx: RequestContext,
    site: string,
    selection: DeviceSelection,
    apply: Parameters<typeof batch>[4],
  ) =>
    batch(ctx, store, site, selection, (d) => {
      const why = apply(d);
      if (why === null) revisions.bump(ctx, 'device', d.id);
      return why;
    });

  /** Checks a device's references at `site`: the field and the reason it cannot be stored, or null. */
  const refusal = (
    site: string,
    d: Omit<DeviceRecord, 'site' | 'updateTime' | 'clusterParam' | 'templateName'>,
  ) => {
    const why = (field: keyof DeviceRecord, texts: Bilingual) => ({ field, texts });
    if (!store.gateways(site).some((g) => g.id === d.gatewayId))
      return why('gatewayId', DEVICE_MESSAGES.gatewayUnknown);
    if (d.containerId && !store.containers(site).some((c) => c.id === d.containerId))
      return why('containerId', DEVICE_MESSAGES.containerUnknown);
    if (d.groupNo !== null && !isClustered(d.type)) return why('groupNo', DEVICE_MESSAGES.notClustered);
    if (d.upDevice === d.id && d.id) return why('upDevice', DEVICE_MESSAGES.upDeviceSelf);
    if (d.upDevice && !store.list(site).some((x) => x.id === d.upDevice))
      return why('upDevice', DEVICE_MESSAGES.upDeviceUnknown);
    const sn = d.sn.trim().toLowerCase();
    if (store.list(site).some((x) => x.id !== d.id && x.sn.toLowerCase() === sn))
      return why('sn', DEVICE_MESSAGES.snTaken);
    return null;
  };

  router.get(`${B}/list`, (ctx) =>
    pageOf(store.list(siteOf(ctx, deps), filterOf(ctx)).map(versioned), ctx.query),
  );
  router.get(`${B}/deviceTypeList`, (ctx) => {
    siteOf(ctx, deps);
    return DEVICE_TYPE_INFO;
  });
  router.get(`${B}/gatewayAndContainerList`, (ctx): GatewaysAndContainers => {
    const site = siteOf(ctx, deps);
    return { gateways: store.gateways(site), containers: store.containers(site) };
  });
  router.get(`${B}/bmsRelationCheck`, (ctx) =>
    checkBmsRelations(store, deps.model, siteOf(ctx, deps), ctx.lang),
  );
  router.get(`${B}/export`, async (ctx) => {
    const site = siteOf(ctx, deps);
    const gateways = new Map(store.gateways(site).map((g) => [g.id, g.name]));
    const containers = new Map(store.containers(site).map((c) => [c.id, c.name]));
    const types = new Map(DEVICE_TYPE_INFO.map((t) => [t.type, tr(ctx, t.nameZh, t.nameEn)]));
    const rows = store.list(site, filterOf(ctx)).map((d) => ({
      ...d,
      type: types.get(d.type),
      gatewayId: gateways.get(d.gatewayId) ?? d.gatewayId,
      containerId: containers.get(d.containerId) ?? '',
      groupNo: d.groupNo ?? '',
    }));
    const file = tr(ctx, '设备列表', 'Devices');
    const body = await xlsx(
      file,
      [
        { header: tr(ctx, '名称', 'Name'), key: 'name' },
        { header: tr(ctx, '序列号', 'Serial number'), key: 'sn', width: 22 },
        { header: tr(ctx, '类型', 'Type'), key: 'type' },
        { header: tr(ctx, '网关', 'Gateway'), key: 'gatewayId' },
        { header: tr(ctx, '储能舱', 'Container'), key: 'containerId' },
        { header: tr(ctx, '电池簇', 'Cluster'), key: 'groupNo', width: 10 },
        { header: tr(ctx, '上级设备', 'Upper device'), key: 'upDevice' },
        { header: tr(ctx, '子系统', 'Subsystem'), key: 'subSystem' },
        { header: 'PT', key: 'pt', width: 8 },
        { header: 'CT', key: 'ct', width: 8 },
        { header: tr(ctx, '点表模板', 'Point template'), key: 'templateName', width: 20 },
        { header: tr(ctx, '更新时间', 'Updated'), key: 'updateTime', width: 20 },
      ],
      rows,
    );
    return fileResult(`${file}.xlsx`, body);
  });

  router.post(`${B}/save`, (ctx) => {
    const site = siteOf(ctx, deps);
    const input = parseBody(ctx, deviceInputSchema);
    if (input.id) {
      const old = store.get(input.id);
      if (!old || old.site !== site) throw refuse(DEVICE_MESSAGES.notFound, 'id');
    }
    const why = refusal(site, input);
    if (why) throw refuse(why.texts, why.field);
    revisions.check(ctx, 'device', input.id);
    const before = input.id ? store.get(input.id) : undefined;
    const saved = store.save(site, input);
    noteRecordChanges(ctx, before, saved);
    revisions.bump(ctx, 'device', saved.id);
    return versioned(saved);
  });
  router.post(`${B}/delete`, (ctx) => {
    const site = siteOf(ctx, deps);
    const id = ctx.query.get('id') ?? '';
    const d = store.get(id);
    if (!d || d.site !== site) throw refuse(DEVICE_MESSAGES.notFound, 'id');
    store.remove([id]);
    revisions.forget('device', id);
    return true;
  });
  router.post(`${B}/batchDelete`, (ctx) => {
    const site = siteOf(ctx, deps);
    const { selection } = parseBody(ctx, z.object({ selection: selectionSchema }));
    return batch(ctx, store, site, selection, (d) => {
      store.remove([d.id]);
      revisions.forget('device', d.id);
      return null;
    });
  });
  router.post(`${B}/updateContainer`, (ctx) => {
    const site = siteOf(ctx, deps);
    const { selection, containerId } = parseBody(ctx, updateContainerSchema);
    if (containerId && !store.containers(site).some((c) => c.id === containerId))
      throw refuse(DEVICE_MESSAGES.containerUnknown, 'containerId');
    return batchOf(ctx, site, selection, (d) => {
      store.update(d.id, { containerId });
      return null;
    });
  });
  for (const field of BATCH_FIELDS)
    router.post(`${B}/batchUpdate/${field}`, (ctx) => {
      const site = siteOf(ctx, deps);
      const { selection, value } = parseBody(ctx, batchValueSchema);
      return batchOf(ctx, site, selection, (d) => {
        const why = refusal(site, { ...d, [field]: value.trim() });
        if (why) return why.texts;
        store.update(d.id, { [field]: value.trim() });
        return null;
      });
    });
  router.post(`${B}/bindGroup/update`, (ctx) => {
    const site = siteOf(ctx, deps);
    const { selection, groupNo } = parseBody(ctx, bindGroupSchema);
    return batchOf(ctx, site, selection, (d) => {
      if (groupNo !== null && !isClustered(d.type)) return DEVICE_MESSAGES.notClustered;
      store.update(d.id, { groupNo });
      return null;
    });
  });
  router.post(`${B}/setPTCTDB`, (ctx) => {
    const site = siteOf(ctx, deps);
    const { selection, pt, ct } = parseBody(ctx, ptctSchema);
    return batchOf(ctx, site, selection, (d) => {
      if (d.type !== 'meter') return DEVICE_MESSAGES.notMeter;
      store.update(d.id, { pt, ct });
      return null;
    });
  });
  router.post(`${B}/clusterParam/update`, (ctx) => {
    const site = siteOf(ctx, deps);
    const { id, param } = parseBody(ctx, clusterParamUpdateSchema);
    const d = store.get(id);
    if (!d || d.site !== site) throw refuse(DEVICE_MESSAGES.notFound, 'id');
    if (d.type !== 'bms') throw refuse(DEVICE_MESSAGES.notBms, 'id');
    const updated = store.update(id, { clusterParam: param });
    revisions.bump(ctx, 'device', id);
    return updated && versioned(updated);
  });

  if (deps.testHooks)
    router.post(
      '__sim/device-offline',
      (ctx) => {
        const b = (ctx.body ?? {}) as { id?: unknown; offline?: unknown };
        if (typeof b.id !== 'string' || typeof b.offline !== 'boolean')
          throw new ApiError(400, 'id (string) and offline (boolean) required');
        deps.live.setSilent(b.id, b.offline);
        return true;
      },
      'public',
    );
}
