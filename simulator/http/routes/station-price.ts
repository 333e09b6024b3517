import { noteRecordChanges } from '../oplog-recorder';
import type {
  CurrentTariff,
  DayTariff,
  PriceRelation,
  PriceTimeline,
  PriceUnit,
  SpecialRelation,
  UnitImportResult,
} from '../../../src/contract/api/price';
import {
  parsePrice,
  priceIssueText,
  relationListSchema,
  specialOverlapIssues,
  specialSchema,
  timelineIssues,
  timelineSchema,
  unitSchema,
} from '../../../src/contract/api/price-validation';
import { dayKey, parseDay } from '../../model/clock';
import type Database from 'better-sqlite3';
import { fileResult } from '../files';
import { fieldError } from '../input-errors';
import { createRevisions } from '../revisions';
import { type Handler, type RequestContext, type Router } from '../router';
import { badRequest, refusal, siteOf, type StationRoutesDeps, tr } from './station-common';
import { priceWorkbook, readUnitWorkbook, unitWorkbook } from './station-price-xlsx';
import { registerMeterRoutes } from './station-meter';
import { idsOf, invalid } from './station-price-common';
import { shownName } from '../../store/tariff-store';

const BASE = 'electricprice/template';

/** `electricprice/template/*`: timelines, units, month relations, special days, exports, the price in force. */
export function registerPriceRoutes(router: Router, deps: StationRoutesDeps, db: Database.Database): void {
  const { tariff } = deps.model;
  // Timelines and units carry a version: a save over an older one answers 409 (issue 33).
  const revisions = createRevisions(db);
  // One price configuration for the station: the site is only checked, as on every station GET.
  const get = (path: string, handler: Handler) =>
    router.get(path, (ctx) => {
      siteOf(ctx, deps);
      return handler(ctx);
    });
  const { store } = tariff;
  const monthsText = (ctx: RequestContext, r: PriceRelation) =>
    `${r.name || tr(ctx, '月份关系', 'Months')} (${r.months.join(', ')}${tr(ctx, '月', '')})`;
  /** Where a timeline or unit is used; empty when free. */
  const usesOf = (ctx: RequestContext, key: 'timelineId' | 'unitId', id: string): string[] => [
    ...store
      .relations(ctx.lang)
      .filter((r) => r[key] === id)
      .map((r) => monthsText(ctx, r)),
    ...store
      .specials()
      .filter((s) => s[key] === id)
      .map((s) => `${tr(ctx, '特殊日', 'special days')} "${s.name}" (${s.startDate} ~ ${s.endDate})`),
  ];
  const refuseInUse = (
    ctx: RequestContext,
    key: 'timelineId' | 'unitId',
    ids: string[],
    /** The records' names in a request's language. */
    namesIn: (c: RequestContext) => Map<string, string>,
  ) => {
    for (const id of ids) {
      if (usesOf(ctx, key, id).length)
        throw refusal(ctx, 400, (c) => {
          const uses = usesOf(c, key, id);
          const names = namesIn(c);
          const what =
            key === 'timelineId' ? tr(c, '时段模板', 'The timeline') : tr(c, '电价单元', 'The price unit');
          return tr(
            c,
            `${what}“${names.get(id) ?? id}”正在使用中，不能删除：${uses.join('，')}`,
            `${what} "${names.get(id) ?? id}" is in use and cannot be removed: ${uses.join(', ')}`,
          );
        });
    }
  };
  const saved = <T>(
    entity: string,
    id: string,
    ctx: RequestContext,
    list: () => Array<T & { id: string }>,
  ): T => {
    if (!id) throw badRequest(ctx, 'param');
    revisions.bump(ctx, entity, id);
    tariff.changed();
    return revisions.decorate(
      entity,
      list().find((x) => x.id === id)!,
    );
  };
  /** Refuses a save over a newer version than the one it was edited from (409). */
  const current = (ctx: RequestContext, entity: string) =>
    revisions.check(ctx, entity, (ctx.body as { id?: unknown } | undefined)?.id as string | undefined);
  const refsExist = (ctx: RequestContext, refs: Array<{ timelineId: string; unitId: string }>) => {
    const tl = new Set(store.timelines().map((t) => t.id));
    const un = new Set(store.units().map((u) => u.id));
    if (refs.some((r) => !tl.has(r.timelineId) || !un.has(r.unitId)))
      throw invalid(ctx, [{ path: [], key: 'unknownRef', params: {} }]);
  };

  // Names in the caller's language: the seeded ones have both (issue 30).
  get(`${BASE}/timeline/list`, (ctx): PriceTimeline[] =>
    store.timelines(ctx.lang).map((t) => revisions.decorate('priceTimeline', t)),
  );
  router.post(`${BASE}/timeline/save`, (ctx): PriceTimeline => {
    const body = (ctx.body ?? {}) as PriceTimeline;
    const found = timelineIssues({
      name: String(body.name ?? ''),
      rows: Array.isArray(body.rows) ? body.rows : [],
    });
    if (found.length) throw invalid(ctx, found);
    const parsed = parsePrice(timelineSchema, body);
    if (!parsed.ok) throw invalid(ctx, parsed.issues);
    current(ctx, 'priceTimeline');
    const before = store.timelines().find((t) => t.id === parsed.value.id);
    const id = store.saveTimeline(parsed.value);
    noteRecordChanges(ctx, before, store.timelines().find((t) => t.id === id) ?? {});
    return saved('priceTimeline', id, ctx, () => store.timelines(ctx.lang));
  });
  router.post(`${BASE}/timeline/remove`, (ctx) => {
    const ids = idsOf(ctx);
    refuseInUse(ctx, 'timelineId', ids, (c) => new Map(store.timelines(c.lang).map((t) => [t.id, t.name])));
    store.removeTimelines(ids);
    for (const id of ids) revisions.forget('priceTimeline', id);
    tariff.changed();
    return true;
  });

  get(`${BASE}/unit/list`, (ctx): PriceUnit[] =>
    store.units(ctx.lang).map((u) => revisions.decorate('priceUnit', u)),
  );
  router.post(`${BASE}/unit/save`, (ctx): PriceUnit => {
    const parsed = parsePrice(unitSchema, ctx.body ?? {});
    if (!parsed.ok) throw invalid(ctx, parsed.issues);
    current(ctx, 'priceUnit');
    const before = store.units().find((u) => u.id === parsed.value.id);
    const id = store.saveUnit(parsed.value);
    noteRecordChanges(ctx, before, store.units().find((u) => u.id === id) ?? {});
    return saved('priceUnit', id, ctx, () => store.units(ctx.lang));
  });
  router.post(`${BASE}/unit/remove`, (ctx) => {
    const ids = idsOf(ctx);
    refuseInUse(ctx, 'unitId', ids, (c) => new Map(store.units(c.lang).map((u) => [u.id, u.name])));
    store.removeUnits(ids);
    for (const id of ids) revisions.forget('priceUnit', id);
    tariff.changed();
    return true;
  });
  get(`${BASE}/unit/export`, async (ctx) =>
    fileResult(tr(ctx, '电价单元.xlsx', 'Price units.xlsx'), await unitWorkbook(ctx, store.units())),
  );
  get(`${BASE}/unit/download`, async (ctx) =>
    fileResult(
      tr(ctx, '电价单元导入模板.xlsx', 'Price unit import template.xlsx'),
      await unitWorkbook(ctx, null),
    ),
  );
  router.post(`${BASE}/unit/import`, async (ctx): Promise<UnitImportResult> => {
    const content = (ctx.body as { content?: unknown } | undefined)?.content;
    if (typeof content !== 'string' || !content) throw fieldError('content');
    const rows = await readUnitWorkbook(ctx, content);
    const stored = new Map(store.units().map((u) => [u.id, u]));
    const known = new Set(stored.keys());
    const result = { added: 0, updated: 0 };
    // All rows are checked first: a file with one bad row changes nothing.
    const units = rows.map((r, i) => {
      const parsed = parsePrice(unitSchema, r);
      if (!parsed.ok)
        throw refusal(
          ctx,
          400,
          (c) => `${tr(c, `第${i + 2}行：`, `Row ${i + 2}: `)}${priceIssueText(parsed.issues[0], c.lang)}`,
        );
      return { ...parsed.value, id: known.has(r.id) ? r.id : '' };
    });
    for (const u of units) {
      // An imported unit that changes is a save too: a form open on it meanwhile is told (409).
      const id = store.saveUnit(u);
      const before = stored.get(u.id);
      const same =
        before && JSON.stringify([before.name, before.prices]) === JSON.stringify([u.name, u.prices]);
      if (id && !same) revisions.bump(ctx, 'priceUnit', id);
      if (u.id) result.updated++;
      else result.added++;
    }
    tariff.changed();
    return result;
  });

  get(`${BASE}/relation/list`, (ctx): PriceRelation[] => store.relations(ctx.lang));
  router.post(`${BASE}/relation/save`, (ctx): PriceRelation[] => {
    const parsed = parsePrice(relationListSchema, ctx.body ?? null);
    if (!parsed.ok) throw invalid(ctx, parsed.issues);
    refsExist(ctx, parsed.value);
    store.saveRelations(parsed.value);
    tariff.changed();
    return store.relations(ctx.lang);
  });

  get(`${BASE}/specialRelation/list`, (): SpecialRelation[] =>
    store.specials().map((x) => revisions.decorate('priceSpecial', x)),
  );
  router.post(`${BASE}/specialRelation/save`, (ctx): SpecialRelation => {
    const parsed = parsePrice(specialSchema, ctx.body ?? {});
    if (!parsed.ok) throw invalid(ctx, parsed.issues);
    const s = parsed.value;
    if (Number.isNaN(parseDay(s.startDate)) || Number.isNaN(parseDay(s.endDate)))
      throw badRequest(ctx, 'time');
    const overlap = specialOverlapIssues(s, store.specials());
    if (overlap.length) throw invalid(ctx, overlap);
    refsExist(ctx, [s]);
    current(ctx, 'priceSpecial');
    return saved('priceSpecial', store.saveSpecial(s), ctx, store.specials);
  });
  router.post(`${BASE}/specialRelation/remove`, (ctx) => {
    const ids = idsOf(ctx);
    // A version names the one day removed (the console removes one at a time): a day saved
    // since is refused (409), not removed unseen; several ids with one version name none.
    const versioned = ctx.query.get('version') !== null;
    if (versioned && ids.length > 1) throw fieldError('version');
    revisions.check(ctx, 'priceSpecial', ids.length === 1 ? ids[0] : null);
    store.removeSpecials(ids);
    for (const id of ids) revisions.forget('priceSpecial', id);
    tariff.changed();
    return true;
  });

  const dayParam = (ctx: RequestContext): string => {
    const date = ctx.query.get('date');
    if (!date) return dayKey(deps.model.engine.simMs);
    if (Number.isNaN(parseDay(date))) throw badRequest(ctx, 'time');
    return date;
  };
  // The day's names in the caller's language (the seeded ones have both, issue 30).
  const dayIn = (ctx: RequestContext, day: DayTariff): DayTariff => {
    const name = (n: string) => shownName(n, ctx.lang);
    return {
      ...day,
      sourceName: name(day.sourceName),
      timeline: { ...day.timeline, name: name(day.timeline.name) },
      unit: { ...day.unit, name: name(day.unit.name) },
    };
  };
  get(`${BASE}/price/day`, (ctx): DayTariff => dayIn(ctx, tariff.dayTariff(dayParam(ctx))));
  get(`${BASE}/price/current`, (ctx): CurrentTariff => {
    const now = tariff.current(deps.model.engine.simMs);
    return { ...now, day: dayIn(ctx, now.day) };
  });
  get(`${BASE}/price/export`, async (ctx) => {
    const year = Number(dayParam(ctx).slice(0, 4));
    return fileResult(
      tr(ctx, `${year}年电价.xlsx`, `Electricity prices ${year}.xlsx`),
      await priceWorkbook(ctx, tariff, year),
    );
  });

  registerMeterRoutes(router, deps, revisions);
}
