import { fieldError } from '../input-errors';
import type Database from 'better-sqlite3';
import { DEVICE_MESSAGES } from '../../../src/contract/api/device-messages';
import { CH4_LIMITS, type ContainerRecord, containerInputSchema } from '../../../src/contract/api/containers';
import type { DeviceStore } from '../../store/device-store';
import type { Revisions } from '../revisions';
import { ApiError, type RequestContext, type Router } from '../router';
import { intParam } from '../query-params';
import { parseBody, refuse } from './device-common';
import type { DeviceLiveModel } from './device-live';
import { createContainerEnv } from './container-env';
import { createContainerEnvReports } from './container-env-reports';
import { registerEnvHooks } from './env-hooks';
import { containerCamera } from '../camera-media';
import { badRequest, siteOf, type StationRoutesDeps } from './station-common';
import { noteChanges, noteRecordChanges } from '../oplog-recorder';

export interface ContainerRouteDeps extends StationRoutesDeps {
  devices: DeviceStore;
  live: DeviceLiveModel;
  db: Database.Database;
  testHooks: boolean;
  /** Each container carries a version: an edit over an older one answers 409 (issue 33). */
  revisions: Revisions;
}

const CONTAINER_MESSAGES = {
  noTaken: { en: 'Another container already has this number', zh: '已有储能舱使用此编号' },
  ch4: {
    en: `The CH4 threshold must be ${CH4_LIMITS.min}–${CH4_LIMITS.max} ppm`,
    zh: `CH4阈值须为 ${CH4_LIMITS.min}–${CH4_LIMITS.max} ppm`,
  },
};

/** Containers (list, submit, remove), their CH4 threshold, environment and air-conditioner data. */
export function registerContainerRoutes(router: Router, deps: ContainerRouteDeps): void {
  const { devices: store } = deps;
  const env = createContainerEnv(deps.model, deps.db, store);
  // What silent environment devices measure: their last report (issue 27).
  const reported = createContainerEnvReports(env, store, deps.live);
  deps.live.onRound((site) => {
    env.evaluate(site);
    reported.round(site);
  });
  const list = (site: string): ContainerRecord[] =>
    store.containers(site).map((c) => ({ streamUrl: '', ...c }));
  /** The `containerNo` query: a container of the station model. */
  const containerNo = (ctx: RequestContext, site: string) => {
    const no = intParam(ctx, 'containerNo', { min: 1, max: 1000 });
    if (no === null || no > env.containers(site)) throw badRequest(ctx, 'param');
    return no;
  };

  const versioned = (c: ContainerRecord) => deps.revisions.decorate('container', c);
  router.get('container/list', (ctx) => list(siteOf(ctx, deps)).map(versioned));
  router.post('container/submit', (ctx) => {
    const site = siteOf(ctx, deps);
    const input = parseBody(ctx, containerInputSchema);
    const all = list(site);
    if (input.id && !all.some((c) => c.id === input.id)) throw refuse(DEVICE_MESSAGES.containerUnknown, 'id');
    if (all.some((c) => c.no === input.no && c.id !== input.id))
      throw refuse(CONTAINER_MESSAGES.noTaken, 'no');
    deps.revisions.check(ctx, 'container', input.id);
    const record: ContainerRecord = {
      ...input,
      id: input.id || `ct-${site}-n${input.no}-${Date.now()}`,
      site,
    };
    const before = all.find((c) => c.id === input.id);
    store.putContainer(record);
    noteRecordChanges(ctx, before, record);
    deps.revisions.bump(ctx, 'container', record.id);
    return versioned(record);
  });
  router.post('container/remove', (ctx) => {
    const site = siteOf(ctx, deps);
    const ids = (ctx.query.get('ids') ?? '').split(',').filter(Boolean);
    if (ids.length === 0 || ids.length > 1000 || ids.some((id) => !/^[A-Za-z0-9_.-]{1,64}$/.test(id)))
      throw fieldError('ids');
    const mine = new Set(list(site).map((c) => c.id));
    const used = (id: string) =>
      store.list(site, { containerId: id }).length > 0 ||
      store.gateways(site).some((g) => g.containerId === id);
    if (ids.some((id) => mine.has(id) && used(id))) throw refuse(DEVICE_MESSAGES.containerInUse);
    let removed = 0;
    for (const id of ids)
      if (mine.has(id)) {
        store.removeContainer(id);
        deps.revisions.forget('container', id);
        removed++;
      }
    return { removed };
  });
  router.get('container/ch4/get', (ctx) => {
    const site = siteOf(ctx, deps);
    return {
      ch4: env.threshold(site),
      readings: Array.from({ length: env.containers(site) }, (_, i) => ({
        containerNo: i + 1,
        ppm: env.ch4(site, i + 1),
      })),
    };
  });
  router.post('container/ch4/set', (ctx) => {
    const site = siteOf(ctx, deps);
    const raw = Number(ctx.query.get('ch4') ?? (ctx.body as { ch4?: unknown } | undefined)?.ch4);
    if (!Number.isFinite(raw) || raw < CH4_LIMITS.min || raw > CH4_LIMITS.max)
      throw refuse(CONTAINER_MESSAGES.ch4, 'ch4');
    const before = env.threshold(site);
    env.setThreshold(site, Math.round(raw));
    noteChanges(ctx, { ch4: before }, { ch4: env.threshold(site) });
    return { ch4: env.threshold(site) };
  });
  router.get('container/environment/data', (ctx) => {
    const site = siteOf(ctx, deps);
    return reported.env(site, containerNo(ctx, site));
  });
  router.get('container/airConditioner/data', (ctx) => {
    const site = siteOf(ctx, deps);
    return reported.airConditioner(site, containerNo(ctx, site));
  });
  router.get('container/camera', (ctx) => {
    const site = siteOf(ctx, deps);
    const no = intParam(ctx, 'containerNo', { min: 1, max: 1000 });
    if (no === null) throw badRequest(ctx, 'param');
    return containerCamera(no, list(site).find((c) => c.no === no)?.streamUrl ?? '');
  });

  if (deps.testHooks) registerEnvHooks(router, deps.model);
  if (deps.testHooks)
    router.post(
      '__sim/ch4-leak',
      (ctx) => {
        const b = (ctx.body ?? {}) as { site?: unknown; containerNo?: unknown; ppm?: unknown };
        if (typeof b.site !== 'string' || !deps.sites.includes(b.site) || typeof b.containerNo !== 'number')
          throw new ApiError(400, 'site and containerNo required');
        if (b.ppm !== null && typeof b.ppm !== 'number') throw new ApiError(400, 'ppm: number or null');
        env.force(b.site, b.containerNo, b.ppm);
        return true;
      },
      'public',
    );
}
