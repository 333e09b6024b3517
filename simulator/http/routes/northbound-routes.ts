import { noteRecordChanges } from '../oplog-recorder';
import { fieldError, zodError } from '../input-errors';
import type Database from 'better-sqlite3';
import type { DataPushChange, PushPoint } from '../../../src/contract/api/datapush';
import { northboundSchema, type NorthboundState } from '../../../src/contract/api/northbound';
import { NORTHBOUND_MESSAGES } from '../../../src/contract/messages';
import type { StationModel } from '../../model/station';
import { readPoints, sitePoints } from '../../northbound/points';
import { createNorthboundService } from '../../northbound/service';
import { createNorthboundStore, publicConfig } from '../../northbound/store';
import { fileResult } from '../files';
import { bodyObject, param } from '../params';
import { LocalizedApiError, type RequestContext, type Router } from '../router';
import { xlsx } from './station-common';

const textsOf = (code: string) =>
  Object.hasOwn(NORTHBOUND_MESSAGES, code)
    ? NORTHBOUND_MESSAGES[code as keyof typeof NORTHBOUND_MESSAGES]
    : NORTHBOUND_MESSAGES.param;
const refuse = (code: string) => new LocalizedApiError(400, textsOf(code));

/**
 * The northbound interface (config/getThreadMqttConfig, config/updateThreadMqttConfig), data push
 * (datapush/*) and the point table export (config/exportPoint). Returns the service's restart
 * (called by config/restartOpenapi) and close.
 */
export function registerNorthboundRoutes(
  router: Router,
  deps: { db: Database.Database; model: StationModel },
): { restart(): void; close(): Promise<void> } {
  const { model } = deps;
  const store = createNorthboundStore(deps.db);
  const service = createNorthboundService(store, model);
  const sites = [...model.engine.sites.keys()];
  const siteOf = (ctx: RequestContext) => {
    const site = param(ctx, 'site') || sites[0];
    if (!sites.includes(site)) throw refuse('param');
    return site;
  };
  const state = (): NorthboundState => ({
    config: publicConfig(store.load()),
    link: service.link(),
    preview: service.previews(),
  });

  router.get('config/getThreadMqttConfig', state);
  router.post('config/updateThreadMqttConfig', (ctx) => {
    const parsed = northboundSchema.safeParse(bodyObject(ctx));
    // The schema's message key, naming the field (issue 33): '… 1 to 86400 (realtimeCycle)'.
    if (!parsed.success) throw zodError(parsed.error, textsOf);
    const before = publicConfig(store.load());
    store.save(parsed.data);
    noteRecordChanges(ctx, before, publicConfig(store.load()));
    return state();
  });

  const points = (site: string): PushPoint[] => {
    const pushed = new Set(store.pushed(site));
    return sitePoints(model, site).map(({ id, name, nameEn, unit }) => ({
      id,
      name,
      nameEn,
      unit,
      pushed: pushed.has(id),
    }));
  };
  const changeOf = (ctx: RequestContext, site: string): string[] => {
    const list = (bodyObject(ctx) as Partial<DataPushChange>).points ?? param(ctx, 'ids')?.split(',');
    const known = new Set(sitePoints(model, site).map((p) => p.id));
    if (
      !Array.isArray(list) ||
      list.length === 0 ||
      list.length > known.size ||
      list.some((p) => typeof p !== 'string')
    )
      throw fieldError('points', NORTHBOUND_MESSAGES.param);
    if (list.some((p) => !known.has(p))) throw fieldError('points', NORTHBOUND_MESSAGES.pointUnknown);
    return list;
  };
  router.get('datapush/getForPush', (ctx) => points(siteOf(ctx)));
  router.post('datapush/save', (ctx) => {
    const site = siteOf(ctx);
    const add = changeOf(ctx, site);
    const before = { points: store.pushed(site) };
    store.setPushed(site, [...new Set([...store.pushed(site), ...add])]);
    noteRecordChanges(ctx, before, { points: store.pushed(site) });
    return points(site);
  });
  router.post('datapush/deletePush', (ctx) => {
    const site = siteOf(ctx);
    const remove = new Set(changeOf(ctx, site));
    const before = { points: store.pushed(site) };
    store.setPushed(
      site,
      store.pushed(site).filter((p) => !remove.has(p)),
    );
    noteRecordChanges(ctx, before, { points: store.pushed(site) });
    return points(site);
  });

  router.get('config/exportPoint', async (ctx) => {
    const site = siteOf(ctx);
    const zh = ctx.lang === 'zh';
    const all = points(site);
    const values = readPoints(
      model,
      site,
      all.map((p) => p.id),
    );
    const name = zh ? '点表' : 'Point table';
    const body = await xlsx(
      name,
      [
        { header: zh ? '点号' : 'Point', key: 'id', width: 24 },
        { header: zh ? '名称' : 'Name', key: 'name', width: 28 },
        { header: zh ? '单位' : 'Unit', key: 'unit', width: 8 },
        { header: zh ? '北向推送' : 'Northbound', key: 'pushed', width: 12 },
        { header: zh ? '当前值' : 'Value now', key: 'value', width: 12 },
      ],
      all.map((p) => ({
        id: p.id,
        name: zh ? p.name : p.nameEn,
        unit: p.unit,
        pushed: p.pushed ? (zh ? '是' : 'yes') : zh ? '否' : 'no',
        value: values[p.id],
      })),
    );
    return fileResult(`${name}_${site}.xlsx`, body);
  });

  return { restart: () => service.restart(), close: () => service.close() };
}
