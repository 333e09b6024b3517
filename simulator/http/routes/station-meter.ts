import { loadExcel } from '../excel';
import type { MeterChange, MultiRateMeterTemplate } from '../../../src/contract/api/price';
import {
  meterChangeSchema,
  multiRateMeterSchema,
  parsePrice,
} from '../../../src/contract/api/price-validation';
import { fieldError } from '../input-errors';
import { fileResult } from '../files';
import type { Revisions } from '../revisions';
import type { Handler, Router } from '../router';
import { badRequest, siteOf, type StationRoutesDeps, tr } from './station-common';
import { idsOf, invalid, periodName } from './station-price-common';

/** Continuous-reading offset after each change: old meter's last reading minus the new meter's first, summed. */
export function withOffsets(changes: MeterChange[]): MeterChange[] {
  const sums = new Map<string, number>();
  return changes.map((c) => {
    const key = `${c.site}|${c.meter}`;
    const offset = (sums.get(key) ?? 0) + c.oldReading - c.newReading;
    sums.set(key, offset);
    return { ...c, offset: Math.round(offset * 1e4) / 1e4 };
  });
}

/**
 * `multiRateMeter/*` templates and `changeMeterSchedule/*` (meter replacements). Each record carries
 * a version: a save over an older one answers 409 and stores nothing (issue 33).
 */
export function registerMeterRoutes(router: Router, deps: StationRoutesDeps, revisions: Revisions): void {
  const { store } = deps.model.tariff;
  const template = (m: MultiRateMeterTemplate) => revisions.decorate('meterTemplate', m);
  const change = (c: MeterChange) => revisions.decorate('meterChange', c);
  const get = (path: string, handler: Handler) =>
    router.get(path, (ctx) => {
      siteOf(ctx, deps);
      return handler(ctx);
    });
  get('multiRateMeter/list', (): MultiRateMeterTemplate[] => store.meterTemplates().map(template));
  router.post('multiRateMeter/saveTemplate', (ctx): MultiRateMeterTemplate => {
    const parsed = parsePrice(multiRateMeterSchema, ctx.body ?? {});
    if (!parsed.ok) throw invalid(ctx, parsed.issues);
    const rows = [...parsed.value.rows].sort((a, b) => a.startTime.localeCompare(b.startTime));
    revisions.check(ctx, 'meterTemplate', parsed.value.id);
    const id = store.saveMeterTemplate({ ...parsed.value, rows });
    if (!id) throw badRequest(ctx, 'param');
    revisions.bump(ctx, 'meterTemplate', id);
    return template(store.meterTemplates().find((m) => m.id === id)!);
  });
  router.post('multiRateMeter/delete/:id', (ctx) => {
    if (!/^\d{1,15}$/.test(ctx.params.id)) throw fieldError('id');
    store.removeMeterTemplate(ctx.params.id);
    revisions.forget('meterTemplate', ctx.params.id);
    return true;
  });
  get('multiRateMeter/exportTemplate', async (ctx) => {
    const wb = new (await loadExcel()).Workbook();
    const ws = wb.addWorksheet(tr(ctx, '复费率电表模板', 'Multi-rate meter templates'));
    ws.columns = [
      { header: tr(ctx, '模板号', 'Template no.'), key: 'templateNo', width: 12 },
      { header: tr(ctx, '时区表号', 'Time-zone table no.'), key: 'zoneTableNo', width: 16 },
      { header: tr(ctx, '名称', 'Name'), key: 'name', width: 20 },
      { header: tr(ctx, '开始时间', 'Start time'), key: 'startTime', width: 12 },
      { header: tr(ctx, '费率', 'Rate'), key: 'period', width: 10 },
    ];
    for (const m of store.meterTemplates())
      for (const r of m.rows) ws.addRow({ ...m, startTime: r.startTime, period: periodName(ctx, r.period) });
    ws.getRow(1).font = { bold: true };
    return fileResult(
      tr(ctx, '复费率电表模板.xlsx', 'Multi-rate meter templates.xlsx'),
      Buffer.from(await wb.xlsx.writeBuffer()),
    );
  });

  router.get('changeMeterSchedule/list', (ctx): MeterChange[] => {
    const site = ctx.query.get('site') ?? undefined;
    if (site && !deps.sites.includes(site)) throw badRequest(ctx, 'param');
    return withOffsets(store.meterChanges(site)).map(change);
  });
  router.post('changeMeterSchedule/save', (ctx): MeterChange => {
    const parsed = parsePrice(meterChangeSchema, ctx.body ?? {});
    if (!parsed.ok) throw invalid(ctx, parsed.issues);
    if (!deps.sites.includes(parsed.value.site)) throw fieldError('site');
    revisions.check(ctx, 'meterChange', parsed.value.id);
    const id = store.saveMeterChange(parsed.value);
    if (!id) throw badRequest(ctx, 'param');
    revisions.bump(ctx, 'meterChange', id);
    return change(withOffsets(store.meterChanges()).find((c) => c.id === id)!);
  });
  router.post('changeMeterSchedule/remove', (ctx) => {
    const ids = idsOf(ctx);
    store.removeMeterChanges(ids);
    for (const id of ids) revisions.forget('meterChange', id);
    return true;
  });
}
