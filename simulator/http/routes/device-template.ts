import { DEVICE_MESSAGES } from '../../../src/contract/api/device-messages';
import {
  type DeviceRecord,
  type DeviceTemplate,
  type DeviceType,
  TEMPLATE_DELIVERY_SECONDS,
  type TemplateConf,
  type TemplateDelivery,
  type TemplateDeliveryItem,
  type TemplatePoint,
} from '../../../src/contract/api/devices';
import type Database from 'better-sqlite3';
import { createDeliveryStore, type DeliveryJob } from '../../store/delivery-store';
import type { RequestContext, Router } from '../router';
import { refuse } from './device-common';
import type { DeviceRouteDeps } from './device-management';
import { siteOf } from './station-common';

type P = [string, string, string, string];
/** The points each device type's template file reads (identifier, zh, en, unit). */
const POINTS: Record<DeviceType, P[]> = {
  bms: [
    ['soc', 'SOC', 'SOC', '%'],
    ['voltage', '簇电压', 'Cluster voltage', 'V'],
    ['current', '簇电流', 'Cluster current', 'A'],
    ['maxCellMv', '最高单体电压', 'Highest cell voltage', 'mV'],
    ['minCellMv', '最低单体电压', 'Lowest cell voltage', 'mV'],
    ['maxTempC', '最高温度', 'Highest temperature', '℃'],
  ],
  pcs: [
    ['powerKw', '有功功率', 'Active power', 'kW'],
    ['reactiveKvar', '无功功率', 'Reactive power', 'kvar'],
    ['runState', '运行状态', 'Running state', ''],
  ],
  meter: [
    ['powerKw', '有功功率', 'Active power', 'kW'],
    ['importKwh', '正向有功电能', 'Import energy', 'kWh'],
    ['exportKwh', '反向有功电能', 'Export energy', 'kWh'],
  ],
  pv: [
    ['powerKw', '有功功率', 'Active power', 'kW'],
    ['dayKwh', '日发电量', 'Energy today', 'kWh'],
  ],
  airConditioner: [
    ['runState', '运行状态', 'Running state', ''],
    ['indoorTemp', '室内温度', 'Indoor temperature', '℃'],
    ['setTemp', '设定温度', 'Set temperature', '℃'],
  ],
  fire: [
    ['fireAlarm', '火警', 'Fire alarm', ''],
    ['smoke', '烟感', 'Smoke detector', ''],
  ],
  flooding: [['flooding', '水浸状态', 'Flooding state', '']],
  liquidCooling: [
    ['runState', '运行状态', 'Running state', ''],
    ['supplyTemp', '供液温度', 'Supply temperature', '℃'],
    ['returnTemp', '回液温度', 'Return temperature', '℃'],
  ],
  chargingPile: [
    ['powerKw', '充电功率', 'Charging power', 'kW'],
    ['state', '状态', 'State', ''],
  ],
  generator: [
    ['powerKw', '有功功率', 'Active power', 'kW'],
    ['fuelPercent', '油位', 'Fuel level', '%'],
  ],
};

const TEMPLATE_VERSION = 3;
/** How many deliveries `templateDelivery/list` answers (running ones and the latest results). */
const DELIVERIES_LISTED = 10;

function templateOf(d: DeviceRecord): DeviceTemplate {
  const points: TemplatePoint[] = POINTS[d.type].map(([identifier, nameZh, nameEn, unit], i) => ({
    identifier,
    nameZh,
    nameEn,
    unit,
    register: 40_001 + i * 2,
  }));
  return { deviceId: d.id, templateName: d.templateName, version: TEMPLATE_VERSION, points };
}

type Job = DeliveryJob;

/**
 * Template-file delivery (`setTemplate/{gatewayId}`: every device of a gateway;
 * `setTemplateSingle/{deviceId}`: one device): 3 minutes on the station's clock (spec §4, §9),
 * then success, or failure when the gateway is offline at the end. The state lives on the
 * server, in SQLite (delivery-store.ts), so the page may be left and opened again and a restart
 * keeps the results (a delivery cut by the restart ends as failed); `getTemplateConf/{id}`
 * reports it.
 */
export function registerDeviceTemplateRoutes(
  router: Router,
  deps: DeviceRouteDeps & { db: Database.Database },
): void {
  const B = 'deviceManagement';
  const { devices: store, live, model } = deps;
  const saved = createDeliveryStore(deps.db);
  const jobs = new Map<string, Job>(saved.load().map((j) => [j.targetId, j]));
  const delivered = saved.delivered();
  const simNow = () => model.engine.simMs;

  const settle = (job: Job) => {
    if (job.state !== 'delivering' || simNow() < job.endsAt) return;
    if (!live.online(job.gatewayId)) {
      job.state = 'failed';
      job.failed = 'gatewayOffline';
      saved.save(job);
      return;
    }
    job.state = 'success';
    saved.save(job);
    for (const id of job.deviceIds) {
      delivered.set(id, TEMPLATE_VERSION);
      saved.setDelivered(id, TEMPLATE_VERSION);
    }
  };
  const view = (ctx: RequestContext, job: Job | undefined): TemplateDelivery => {
    if (!job)
      return {
        state: 'idle',
        targetId: '',
        startedAt: null,
        endsAt: null,
        secondsLeft: 0,
        progress: 0,
        message: '',
      };
    settle(job);
    const total = job.endsAt - job.startedAt;
    const left = job.state === 'delivering' ? Math.max(0, job.endsAt - simNow()) : 0;
    return {
      state: job.state,
      targetId: job.targetId,
      startedAt: job.startedAt,
      endsAt: job.endsAt,
      secondsLeft: Math.ceil(left / 1000),
      progress: Math.round(((total - left) / total) * 100),
      message: job.failed ? DEVICE_MESSAGES[job.failed][ctx.lang] : '',
    };
  };
  /** The newest job that covers a device (its own or its gateway's). */
  const jobOf = (d: DeviceRecord): Job | undefined => {
    const own = jobs.get(d.id);
    const gw = jobs.get(d.gatewayId);
    const covers = gw?.deviceIds.includes(d.id) ? gw : undefined;
    if (!own) return covers;
    if (!covers) return own;
    return own.startedAt >= covers.startedAt ? own : covers;
  };
  const device = (ctx: RequestContext, id: string): DeviceRecord => {
    const site = siteOf(ctx, deps);
    const d = store.get(id);
    if (!d || d.site !== site) throw refuse(DEVICE_MESSAGES.notFound, 'id');
    return d;
  };
  const start = (
    target: Pick<Job, 'site' | 'scope' | 'targetName' | 'targetId'>,
    gatewayId: string,
    deviceIds: string[],
  ): Job => {
    const running = [...jobs.values()].find(
      (j) => j.gatewayId === gatewayId && (settle(j), j.state === 'delivering'),
    );
    if (running) throw refuse(DEVICE_MESSAGES.deliveryRunning);
    const startedAt = simNow();
    const job: Job = {
      ...target,
      gatewayId,
      deviceIds,
      startedAt,
      endsAt: startedAt + TEMPLATE_DELIVERY_SECONDS * 1000,
      state: 'delivering',
      failed: null,
    };
    jobs.set(target.targetId, job);
    saved.save(job);
    return job;
  };

  router.get(`${B}/getTemplate/:id`, (ctx) => templateOf(device(ctx, ctx.params.id)));
  router.get(`${B}/getTemplateConf/:id`, (ctx): TemplateConf => {
    const d = device(ctx, ctx.params.id);
    const delivery = view(ctx, jobOf(d));
    return {
      deviceId: d.id,
      gatewayId: d.gatewayId,
      templateName: d.templateName,
      version: TEMPLATE_VERSION,
      deliveredVersion: delivered.get(d.id) ?? 0,
      delivery,
    };
  });
  router.post(`${B}/setTemplate/:id`, (ctx) => {
    const site = siteOf(ctx, deps);
    const gateway = store.gateways(site).find((g) => g.id === ctx.params.id);
    if (!gateway) throw refuse(DEVICE_MESSAGES.gatewayUnknown, 'id');
    const ids = store.list(site, { gatewayId: gateway.id }).map((d) => d.id);
    const target = { site, scope: 'gateway' as const, targetName: gateway.name, targetId: gateway.id };
    return view(ctx, start(target, gateway.id, ids));
  });
  router.post(`${B}/setTemplateSingle/:id`, (ctx) => {
    const d = device(ctx, ctx.params.id);
    const target = { site: d.site, scope: 'device' as const, targetName: d.name, targetId: d.id };
    return view(ctx, start(target, d.gatewayId, [d.id]));
  });
  // The site's deliveries (an extension): running first, then the latest results, newest first.
  router.get(`${B}/templateDelivery/list`, (ctx): TemplateDeliveryItem[] => {
    const site = siteOf(ctx, deps);
    return [...jobs.values()]
      .filter((j) => j.site === site)
      .map((j) => ({
        ...view(ctx, j),
        scope: j.scope,
        targetName: j.targetName,
        gatewayId: j.gatewayId,
        devices: j.deviceIds.length,
      }))
      .sort(
        (a, b) =>
          Number(b.state === 'delivering') - Number(a.state === 'delivering') || b.startedAt! - a.startedAt!,
      )
      .slice(0, DELIVERIES_LISTED);
  });
}
