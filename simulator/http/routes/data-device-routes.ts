import {
  type DataDevice,
  type DeviceDataRow,
  exceedsRange,
  RANGE_MESSAGES,
  type RangeLimit,
} from '../../../src/contract/api/data';
import { formatDateTime } from '../../model/clock';
import type { SiteRuntime } from '../../model/engine';
import type { Reporting } from '../../model/reporting';
import { livePointVector } from '../../model/tag-points';
import { type DeviceRef, parseCellTag, parseDevice, pointIndex, siteDevices } from '../../store/tag-catalog';
import type { StoredRow } from '../../store/tag-history';
import type { TagStore } from '../../store/tag-store';
import { pageFrom, pageParams } from '../paging';
import { dateTimeParam } from '../query-params';
import { LocalizedApiError, type RequestContext, type Router } from '../router';
import { badRequest, siteOf, type StationRoutesDeps } from './station-common';

/** The spec §5 range message of a device's limit. */
export const rangeError = (limit: RangeLimit) => new LocalizedApiError(400, RANGE_MESSAGES[limit]);

/** A device of the site with its parsed reference; 400 when unknown. */
function deviceOf(ctx: RequestContext, rt: SiteRuntime, id: string | null) {
  const bank = rt.site.bank;
  const ref = id ? parseDevice(id, bank) : null;
  const device = ref ? siteDevices(bank).find((d) => d.id === id) : undefined;
  if (!ref || !device) throw badRequest(ctx, 'param');
  return { ref, device };
}

/** Tag numbers asked (`tagNos`, comma separated) or every tag of the device's type. */
function tagsOf(ctx: RequestContext, tags: TagStore, device: DataDevice, raw: string | null): string[] {
  const own = tags.templates({ dictKey: device.dictKey }).map((t) => t.tagNo);
  if (!raw) return own;
  const asked = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (asked.length === 0 || asked.some((t) => !own.includes(t))) throw badRequest(ctx, 'param');
  return asked;
}

/** `startTime`/`endTime` checked against the device's limit (spec §5). */
function rangeOf(ctx: RequestContext, limit: RangeLimit) {
  const fromMs = dateTimeParam(ctx, 'startTime');
  const toMs = dateTimeParam(ctx, 'endTime', true);
  if (fromMs === null || toMs === null || fromMs > toMs) throw badRequest(ctx, 'time');
  if (exceedsRange(limit, fromMs, toMs)) throw rangeError(limit);
  return { fromMs, toMs };
}

const byTag = (tagNos: string[], values: Array<number | null>) =>
  Object.fromEntries(tagNos.map((t, i) => [t, values[i] ?? null]));

/** A stored row as the API answers it. */
function toDeviceRow(tagNos: string[], r: StoredRow): DeviceDataRow {
  const row: DeviceDataRow = { ts: r.ts, time: formatDateTime(r.ts), values: byTag(tagNos, r.values) };
  if (r.min) row.min = byTag(tagNos, r.min);
  if (r.max) row.max = byTag(tagNos, r.max);
  return row;
}

/**
 * The device's values now; what a silent device measures (issue 27) reads null: a silent
 * cluster's cells, the metered site tags of a silent type.
 */
function liveRow(
  rt: SiteRuntime,
  ref: DeviceRef,
  tagNos: string[],
  nowMs: number,
  reporting: Reporting,
): DeviceDataRow {
  const bank = rt.site.bank;
  const site = rt.site.config.site;
  let values: Array<number | null>;
  if (ref.kind === 'rack' && !reporting.clusterReports(site, ref.cluster)) {
    values = tagNos.map(() => null);
  } else if (ref.kind === 'rack') {
    values = tagNos.map((t) => {
      const c = parseCellTag(t);
      if (!c || c.cell > bank.cells) return null;
      const i = (ref.cluster - 1) * bank.perCluster + (ref.rack - 1) * bank.cells + c.cell - 1;
      return c.kind === 'v' ? Math.round(bank.cellMv[i]) : Math.round(bank.cellTempDeci[i]) / 10;
    });
  } else {
    const v = reporting.maskPoints(site, bank.clusters, livePointVector(rt), rt.site.piles);
    values = tagNos.map((t) => {
      const i = pointIndex(ref, t);
      return i >= 0 && !Number.isNaN(v[i]) ? Math.round(v[i] * 1000) / 1000 : null;
    });
  }
  return { ts: nowMs, time: formatDateTime(nowMs), values: byTag(tagNos, values) };
}

/** `devicedata/devices` (extension), `devicedata/page` and `devicedata/realData`. */
export function registerDeviceDataRoutes(router: Router, deps: StationRoutesDeps, tags: TagStore): void {
  const { model } = deps;
  router.get('devicedata/devices', (ctx): DataDevice[] =>
    siteDevices(model.runtime(siteOf(ctx, deps)).site.bank),
  );
  router.get('devicedata/page', (ctx) => {
    const site = siteOf(ctx, deps);
    const rt = model.runtime(site);
    const { ref, device } = deviceOf(ctx, rt, ctx.query.get('deviceId'));
    const tagNos = tagsOf(ctx, tags, device, ctx.query.get('tagNos'));
    const { fromMs, toMs } = rangeOf(ctx, device.rangeLimit);
    const { current, size } = pageParams(ctx.query);
    const total = model.tagHistory.count(site, ref, fromMs, toMs);
    const rows = model.tagHistory.rows(site, ref, tagNos, {
      fromMs,
      toMs,
      offset: (current - 1) * size,
      limit: size,
      cellsPerRack: rt.site.bank.cells,
    });
    return pageFrom(
      rows.map((r) => toDeviceRow(tagNos, r)),
      total,
      current,
      size,
    );
  });
  router.get('devicedata/realData', (ctx): DeviceDataRow => {
    const rt = model.runtime(siteOf(ctx, deps));
    const { ref, device } = deviceOf(ctx, rt, ctx.query.get('deviceId'));
    const tagNos = tagsOf(ctx, tags, device, ctx.query.get('tagNos'));
    return liveRow(rt, ref, tagNos, model.engine.simMs, model.reporting);
  });
}
