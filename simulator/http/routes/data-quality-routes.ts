import type Database from 'better-sqlite3';
import {
  INTEGRITY_MAX_DAYS,
  INTEGRITY_RULE_TEXTS,
  type IntegrityRule,
  integrityRuleSchema,
  type MinMaxVoltage,
  type TagException,
  type TagIntegrity,
} from '../../../src/contract/api/data-quality';
import { dayKey, startOfDay } from '../../model/clock';
import type { SiteRuntime } from '../../model/engine';
import { parseCellTag, parseDevice, pointIndex, siteDevices } from '../../store/tag-catalog';
import { createTagQuality, type DayWindow, stepOf, type TagQuality } from '../../store/tag-quality';
import type { TagStore } from '../../store/tag-store';
import { fieldError } from '../input-errors';
import { bodyObject } from '../params';
import { registerDataDetectionRoutes } from './data-detection-routes';
import { dateParam, dateTimeParam } from '../query-params';
import { ApiError, type RequestContext, type Router } from '../router';
import { badRequest, siteOf, type StationRoutesDeps } from './station-common';

/** The local day starting at `midnight`. */
function dayOf(midnight: number): DayWindow {
  const next = new Date(midnight);
  next.setDate(next.getDate() + 1);
  return { start: midnight, end: next.getTime() };
}

/** `startDate`..`endDate` (default: the 7 days ending today), at most 31 days. */
function daysOf(ctx: RequestContext, nowMs: number): DayWindow[] {
  const today = startOfDay(nowMs);
  const end = dateParam(ctx, 'endDate') ?? today;
  const start = dateParam(ctx, 'startDate') ?? startOfDay(end - 6 * 86_400_000 + 3_600_000);
  if (start > end) throw badRequest(ctx, 'time');
  const days: DayWindow[] = [];
  for (let d = start; d <= end; d = dayOf(d).end) {
    days.push(dayOf(d));
    if (days.length > INTEGRITY_MAX_DAYS) throw badRequest(ctx, 'time');
  }
  return days;
}

/** The device asked (`deviceId`) with its stored tags; 400 when the site has no such device. */
function deviceOf(ctx: RequestContext, rt: SiteRuntime, tags: TagStore) {
  const bank = rt.site.bank;
  const id = ctx.query.get('deviceId') ?? '';
  const ref = parseDevice(id, bank);
  const device = siteDevices(bank).find((d) => d.id === id);
  if (!ref || !device) throw badRequest(ctx, 'param');
  const templates = tags.templates({ dictKey: device.dictKey }).filter((t) => {
    if (ref.kind !== 'rack') return pointIndex(ref, t.tagNo) >= 0;
    const cell = parseCellTag(t.tagNo);
    return cell !== null && cell.cell <= bank.cells;
  });
  return { ref, device, templates };
}

/** `tagintegrity` (GET, POST), `tagexceptiondata/query`, `minmaxvoltage/list` (spec §7 Data, issue 28). */
export function registerDataQualityRoutes(
  router: Router,
  deps: StationRoutesDeps,
  tags: TagStore,
  db: Database.Database,
  testHooks = false,
  quality: TagQuality = createTagQuality(db, deps.model.tagHistory),
): void {
  const { model } = deps;
  const now = () => model.engine.simMs;

  router.get('tagintegrity', (ctx): TagIntegrity => {
    const site = siteOf(ctx, deps);
    const { ref, device, templates } = deviceOf(ctx, model.runtime(site), tags);
    const days = daysOf(ctx, now());
    const counts = quality.integrity(
      site,
      ref,
      templates.map((t) => t.tagNo),
      days,
      now(),
    );
    return {
      deviceId: device.id,
      days: days.map((d) => dayKey(d.start)),
      stepMs: stepOf(ref),
      rule: quality.rule(site),
      tags: templates.map((t, i) => ({
        tagNo: t.tagNo,
        name: t.name,
        nameEn: t.nameEn,
        unit: t.unit,
        days: counts[i],
      })),
    };
  });

  router.post('tagintegrity', (ctx): IntegrityRule => {
    const site = siteOf(ctx, deps);
    const parsed = integrityRuleSchema.safeParse(ctx.body ?? {});
    if (!parsed.success) {
      const field = String(parsed.error.issues[0]?.path[0] ?? 'threshold') as keyof IntegrityRule;
      throw fieldError(field, INTEGRITY_RULE_TEXTS[field] ?? INTEGRITY_RULE_TEXTS.threshold);
    }
    return quality.saveRule(site, parsed.data);
  });

  router.get('tagexceptiondata/query', (ctx): TagException[] => {
    const site = siteOf(ctx, deps);
    const rt = model.runtime(site);
    const { ref, templates } = deviceOf(ctx, rt, tags);
    const tagNo = ctx.query.get('tagNo') ?? '';
    if (!templates.some((t) => t.tagNo === tagNo)) throw badRequest(ctx, 'param');
    const day = dateParam(ctx, 'date');
    if (day === null) throw badRequest(ctx, 'time');
    return quality.exceptions(site, ref, tagNo, dayOf(day), {
      nowMs: now(),
      cellsPerRack: rt.site.bank.cells,
      flatMinutes: quality.rule(site).flatMinutes,
    });
  });

  router.get('minmaxvoltage/list', (ctx): Promise<MinMaxVoltage[]> => {
    const site = siteOf(ctx, deps);
    const bank = model.runtime(site).site.bank;
    const day = dateParam(ctx, 'date') ?? startOfDay(now());
    return quality.minMaxVoltage(site, bank.clusters, bank.cells, dayOf(day));
  });

  registerDataDetectionRoutes(router, deps, tags, quality, dayOf);

  // `POST __sim/history-gap {site?, deviceId, startTime, minutes}`: the station lost that stretch.
  if (testHooks)
    router.post(
      '__sim/history-gap',
      (ctx) => {
        const b = bodyObject(ctx);
        const site = typeof b.site === 'string' && b.site ? b.site : deps.sites[0];
        if (!deps.sites.includes(site)) throw new ApiError(400, 'unknown site');
        const bank = model.runtime(site).site.bank;
        const deviceId = typeof b.deviceId === 'string' ? b.deviceId : '';
        const ref = parseDevice(deviceId, bank);
        const from = dateTimeParam(
          { query: new URLSearchParams({ t: typeof b.startTime === 'string' ? b.startTime : '' }) },
          't',
        );
        const minutes = Number(b.minutes);
        if (!ref || from === null || !(minutes > 0)) throw new ApiError(400, 'deviceId, startTime, minutes');
        const device = siteDevices(bank).find((d) => d.id === deviceId)!;
        const indexes = tags.templates({ dictKey: device.dictKey }).map((t) => pointIndex(ref, t.tagNo));
        return { rows: quality.loseHistory(site, ref, indexes, from, from + minutes * 60_000) };
      },
      'public',
    );
}
