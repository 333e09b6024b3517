import type Database from 'better-sqlite3';
import {
  CHART_ISSUE_TEXTS,
  type ChartData,
  type ChartIssueKey,
  type ChartSeries,
  type ChartTag,
  type CustomChart,
  customChartInputSchema,
} from '../../../src/contract/api/custom-chart';
import { exceedsRange, type RangeLimit } from '../../../src/contract/api/data';
import { bucketPlan, minMaxBuckets } from '../../../src/lib/min-max-buckets';
import { formatDateTime } from '../../model/clock';
import { createCustomChartStore, type CustomChartStore } from '../../store/custom-chart-store';
import { parseDevice, siteDevices } from '../../store/tag-catalog';
import type { TagStore } from '../../store/tag-store';
import { dateTimeParam } from '../query-params';
import { LocalizedApiError, type RequestContext, type Router } from '../router';
import { rangeError } from './data-device-routes';
import { badRequest, siteOf, type StationRoutesDeps } from './station-common';
import { idsOf } from './station-price-common';

const ISSUE_KEYS = new Set(Object.keys(CHART_ISSUE_TEXTS));
/** Stored sampling intervals (simulator/store/tag-history.ts). */
const CELL_STEP_MS = 60_000;
const POINT_STEP_MS = 300_000;

/** Least and most points per series `maxPoints` may ask (a chart is at most a few thousand px wide). */
const MAX_POINTS_RANGE = [2, 20_000] as const;

/**
 * The optional `maxPoints` query (an extension of the spec call): null when absent, 400 'param'
 * when it is not a whole number in MAX_POINTS_RANGE.
 */
function maxPointsOf(ctx: RequestContext): number | null {
  const raw = ctx.query.get('maxPoints');
  if (raw === null || raw === '') return null;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < MAX_POINTS_RANGE[0] || n > MAX_POINTS_RANGE[1])
    throw badRequest(ctx, 'param');
  return n;
}

/** The logged-in user (every route here needs a session; the dispatcher answered 401 otherwise). */
const userOf = (ctx: RequestContext): string => ctx.user?.userId ?? '';

/** The site's devices and tag templates the chart's tags name; 400 for any it does not have. */
function resolveTags(
  ctx: RequestContext,
  deps: StationRoutesDeps,
  tags: TagStore,
  site: string,
  list: ChartTag[],
) {
  const bank = deps.model.runtime(site).site.bank;
  const devices = siteDevices(bank);
  return list.map((t) => {
    const ref = parseDevice(t.deviceId, bank);
    const device = devices.find((d) => d.id === t.deviceId);
    const template = device && tags.templates({ dictKey: device.dictKey }).find((x) => x.tagNo === t.tagNo);
    if (!ref || !device || !template) throw badRequest(ctx, 'param');
    return { ref, device, template };
  });
}

/** The first issue of a chart that does not pass the contract schema, in both languages. */
function chartIssue(message: string | undefined): LocalizedApiError {
  const key = (message && ISSUE_KEYS.has(message) ? message : 'tags') as ChartIssueKey;
  return new LocalizedApiError(400, CHART_ISSUE_TEXTS[key]);
}

/** `customchart/list`, `save`, `remove` and `chart` (spec §7 Data; issue 28). */
export function registerCustomChartRoutes(
  router: Router,
  deps: StationRoutesDeps,
  tags: TagStore,
  db: Database.Database,
  store: CustomChartStore = createCustomChartStore(db),
): void {
  const { model } = deps;
  router.get('customchart/list', (ctx): CustomChart[] => store.list(userOf(ctx), siteOf(ctx, deps)));

  router.post('customchart/save', (ctx): CustomChart => {
    const site = siteOf(ctx, deps);
    const parsed = customChartInputSchema.safeParse(ctx.body ?? {});
    if (!parsed.success) throw chartIssue(parsed.error.issues[0]?.message);
    resolveTags(ctx, deps, tags, site, parsed.data.tags);
    const saved = store.save(userOf(ctx), site, parsed.data, model.engine.simMs);
    if (!saved) throw badRequest(ctx, 'param');
    return saved;
  });

  router.post('customchart/remove', (ctx) => {
    if (!store.remove(userOf(ctx), siteOf(ctx, deps), idsOf(ctx))) throw badRequest(ctx, 'param');
    return true;
  });

  router.get('customchart/chart', (ctx): ChartData => {
    const site = siteOf(ctx, deps);
    const id = ctx.query.get('id') ?? '';
    const chart = /^\d{1,12}$/.test(id) ? store.get(userOf(ctx), site, id) : null;
    if (!chart) throw badRequest(ctx, 'param');
    const resolved = resolveTags(ctx, deps, tags, site, chart.tags);
    const limit: RangeLimit = resolved.some((r) => r.device.rangeLimit === 'day') ? 'day' : 'month';
    const fromMs = dateTimeParam(ctx, 'startTime');
    const toMs = dateTimeParam(ctx, 'endTime', true);
    if (fromMs === null || toMs === null || fromMs > toMs) throw badRequest(ctx, 'time');
    if (exceedsRange(limit, fromMs, toMs)) throw rangeError(limit);
    const maxPoints = maxPointsOf(ctx);
    const cellsPerRack = model.runtime(site).site.bank.cells;
    // One read of the stored rows per rack (its cells), and one for every other device's tags
    // together: a 5-minute row holds every point of the station.
    const reads = new Map<string, number[]>();
    resolved.forEach((r, i) => {
      const key = r.ref.kind === 'rack' ? r.device.id : '';
      reads.set(key, [...(reads.get(key) ?? []), i]);
    });
    const series: ChartSeries[] = resolved.map(({ device, template }) => ({
      deviceId: device.id,
      tagNo: template.tagNo,
      deviceName: device.name,
      deviceNameEn: device.nameEn,
      name: template.name,
      nameEn: template.nameEn,
      unit: template.unit,
      stepMs: device.rangeLimit === 'day' ? CELL_STEP_MS : POINT_STEP_MS,
      points: [],
    }));
    const range = { fromMs, toMs, offset: 0, limit: 100_000, cellsPerRack };
    for (const [key, indexes] of reads) {
      const rows = key
        ? model.tagHistory.rows(
            site,
            resolved[indexes[0]].ref,
            indexes.map((i) => resolved[i].template.tagNo),
            range,
          )
        : model.tagHistory.points(
            site,
            indexes.map((i) => [resolved[i].ref, resolved[i].template.tagNo] as const),
            range,
          );
      for (const row of rows) indexes.forEach((i, k) => series[i].points.push([row.ts, row.values[k]]));
    }
    // maxPoints: a series longer than that is sent as each shared bucket's lowest and highest
    // value (peaks kept), the rest as stored. Exports never ask it: they keep every point.
    const plan = maxPoints === null ? null : bucketPlan(series, maxPoints);
    if (plan) for (const s of series) s.points = minMaxBuckets(s.points, plan);
    return {
      id: chart.id,
      name: chart.name,
      startTime: formatDateTime(fromMs),
      endTime: formatDateTime(toMs),
      rangeLimit: limit,
      ...(plan ? { bucketMs: plan.width } : {}),
      series,
    };
  });
}
