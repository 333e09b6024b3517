import { noteRecordChanges } from '../oplog-recorder';
import type Database from 'better-sqlite3';
import type {
  BmsIndex,
  BmsState,
  ControlState,
  StrategyPlan,
  StrategyTemplate,
} from '../../../src/contract/api/strategy';
import type { z } from 'zod';
import {
  firstIssue,
  planSchema,
  strategyMessage,
  templateSchema,
} from '../../../src/contract/api/strategy-schema';
import { siteSoc } from '../../model/site';
import type { Site } from '../../model/site';
import { readSetting, writeSetting } from '../../store/model-schema';
import { createStrategyStore, type StrategyStore } from '../../store/strategy-store';
import { fieldError } from '../input-errors';
import { INPUT_LIMITS, issueField } from '../../../src/contract/input-rules';
import { createRevisions } from '../revisions';
import { LocalizedApiError, type RequestContext, type Router } from '../router';
import { badRequest, round, siteOf, type StationRoutesDeps } from './station-common';

/* Strategy templates, plans, the control state and the battery-system state (contract/api/strategy.ts). */

/** The body parsed by `schema`, or 400 with the first issue's message naming its field. */
function checked<T>(ctx: RequestContext, schema: z.ZodType<T>, body: unknown): T {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest(ctx, 'param');
  const r = schema.safeParse(body);
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  const texts = { zh: strategyMessage(issue.message, 'zh'), en: strategyMessage(issue.message, 'en') };
  throw fieldError(issueField(issue.path), texts);
}
/** 'Command send failed!', for a command whose parameter the station cannot take. */
const COMMAND_FAILED = { zh: '命令发送失败！', en: 'Command send failed!' };

const ID = /^[A-Za-z0-9_.-]{1,64}$/;

function ids(ctx: RequestContext): string[] {
  const field = ctx.query.has('ids') ? 'ids' : 'id';
  const list = (ctx.query.get(field) ?? '').split(',').filter(Boolean);
  if (list.length === 0 || list.length > INPUT_LIMITS.items || !list.every((id) => ID.test(id)))
    throw fieldError(field);
  return list;
}

/** Gives each site's model the plans with the copies of their templates last delivered. */
function loadRefs(store: StrategyStore, name: string, site: Site): void {
  site.strategy.refs = store
    .plans(name)
    .map((plan) => ({ plan, template: store.delivered(plan.templateId) ?? undefined }));
}

interface Saved {
  proxyKw: number | null;
  bmsState: 0 | 1;
  bmsIndex: 0 | 1 | 2;
}

export function registerStrategyRoutes(router: Router, deps: StationRoutesDeps, db: Database.Database): void {
  const { model } = deps;
  const store = createStrategyStore(db);
  const siteRt = (ctx: RequestContext) => {
    const name = siteOf(ctx, deps);
    return { name, site: model.runtime(name).site };
  };
  for (const [name, rt] of model.engine.sites) {
    loadRefs(store, name, rt.site);
    Object.assign(rt.site.strategy, readSetting<Partial<Saved>>(db, `strategy:${name}`, {}));
  }
  const persist = (name: string, site: Site) =>
    writeSetting(db, `strategy:${name}`, {
      proxyKw: site.strategy.proxyKw,
      bmsState: site.strategy.bmsState,
      bmsIndex: site.strategy.bmsIndex,
    } satisfies Saved);
  const ownTemplate = (id: string | null, name: string, field = 'id'): StrategyTemplate => {
    const t = id ? store.template(id) : null;
    if (!t || t.site !== name) throw fieldError(field);
    return t;
  };

  // Templates carry a version: a save over an older one answers 409 (issue 33).
  const revisions = createRevisions(db);
  const versioned = (t: StrategyTemplate) => revisions.decorate('strategyTemplate', t);
  router.get('strategy/template/list', (ctx) => store.templates(siteRt(ctx).name).map(versioned));
  router.get('strategy/template/detail', (ctx) =>
    versioned(ownTemplate(ctx.query.get('id'), siteRt(ctx).name)),
  );
  router.post('strategy/template/save', (ctx): StrategyTemplate => {
    const { name, site } = siteRt(ctx);
    const input = checked(ctx, templateSchema(site.pcsRatedKw), ctx.body);
    if (input.id) ownTemplate(input.id, name);
    revisions.check(ctx, 'strategyTemplate', input.id);
    const before = input.id ? ownTemplate(input.id, name) : undefined;
    const saved = store.saveTemplate(name, input);
    noteRecordChanges(ctx, before, saved);
    revisions.bump(ctx, 'strategyTemplate', saved.id);
    return versioned(saved);
  });
  router.post('strategy/template/remove', (ctx) => {
    const { name, site } = siteRt(ctx);
    const list = ids(ctx);
    list.forEach((id) => ownTemplate(id, name, 'ids'));
    const used = store.plans(name).find((p) => list.includes(p.templateId));
    if (used)
      throw new LocalizedApiError(400, {
        zh: `操作失败！模板正被计划“${used.name}”使用`,
        en: `Operation failed! The template is used by the plan "${used.name}"`,
      });
    store.removeTemplates(list);
    loadRefs(store, name, site);
    return true;
  });
  router.post('strategy/template/copy', (ctx): StrategyTemplate => {
    const { name } = siteRt(ctx);
    const t = ownTemplate(ctx.query.get('id'), name);
    const { id: _id, site: _s, updatedAt: _u, deliveredAt: _d, changedSinceDelivery: _c, ...input } = t;
    return store.saveTemplate(name, { ...input, name: `${t.name.slice(0, 6)}-1` });
  });
  router.post('strategy/template/deliver', (ctx): StrategyTemplate => {
    const { name, site } = siteRt(ctx);
    const t = ownTemplate(ctx.query.get('id'), name);
    if (firstIssue(templateSchema(site.pcsRatedKw), t) !== null)
      throw new LocalizedApiError(400, { zh: '策略下发失败！', en: 'Strategy delivery failed!' });
    const delivered = store.deliver(t.id);
    loadRefs(store, name, site);
    return delivered;
  });

  router.get('strategy/plan/list', (ctx) => store.plans(siteRt(ctx).name));
  router.post('strategy/plan/save', (ctx): StrategyPlan => {
    const { name, site } = siteRt(ctx);
    const input = checked(ctx, planSchema, ctx.body);
    ownTemplate(input.templateId, name, 'templateId');
    if (input.id && store.plan(input.id)?.site !== name) throw fieldError('id');
    const saved = store.savePlan(name, input);
    loadRefs(store, name, site);
    return saved;
  });
  router.post('strategy/plan/remove', (ctx) => {
    const { name, site } = siteRt(ctx);
    const list = ids(ctx);
    if (list.some((id) => store.plan(id)?.site !== name)) throw fieldError('ids');
    store.removePlans(list);
    loadRefs(store, name, site);
    return true;
  });

  router.get('strategy/active', (ctx): ControlState => {
    const { site } = siteRt(ctx);
    const w = site.strategy.why;
    return {
      mode: site.mode,
      manualKw: site.manualKw,
      pcsRatedKw: site.pcsRatedKw,
      capacityKwh: round(site.capacityKwh, 1),
      soc: round(siteSoc(site)),
      ...w,
      requestedKw: round(w.requestedKw),
      actualKw: round(w.actualKw),
      ts: model.engine.simMs,
    };
  });
  // The third party's set-point in proxy mode (a northbound caller's call).
  router.post('strategy/proxy/set', (ctx) => {
    const { name, site } = siteRt(ctx);
    const power = Number(ctx.query.get('power') ?? NaN);
    if (!Number.isFinite(power) || Math.abs(power) > site.pcsRatedKw) throw badRequest(ctx, 'power');
    site.strategy.proxyKw = power;
    persist(name, site);
    return { power };
  });

  router.get('bms/system/state', (ctx): BmsState => ({ state: siteRt(ctx).site.strategy.bmsState }));
  router.post('bms/system/state/set', (ctx): BmsState => {
    const { name, site } = siteRt(ctx);
    const state = Number(ctx.query.get('state'));
    if (state !== 0 && state !== 1) throw fieldError('state', COMMAND_FAILED);
    site.strategy.bmsState = state;
    persist(name, site);
    return { state };
  });
  router.get('bms/system/index', (ctx): BmsIndex => ({ index: siteRt(ctx).site.strategy.bmsIndex }));
  router.post('bms/system/index/set', (ctx): BmsIndex => {
    const { name, site } = siteRt(ctx);
    const index = Number(ctx.query.get('index'));
    if (index !== 0 && index !== 1 && index !== 2) throw fieldError('index', COMMAND_FAILED);
    site.strategy.bmsIndex = index;
    persist(name, site);
    return { index };
  });
}
