import type { DetectionResult } from '../../../src/contract/api/data-detection';
import { dayKey, formatDateTime, startOfDay } from '../../model/clock';
import type { SiteRuntime } from '../../model/engine';
import { parseCellTag, parseDevice, pointIndex, siteDevices } from '../../store/tag-catalog';
import { type CheckedDevice, detectDevices } from '../../store/tag-detection';
import { type DayWindow, stepOf, type TagQuality } from '../../store/tag-quality';
import type { TagStore } from '../../store/tag-store';
import { dateParam } from '../query-params';
import type { RequestContext, Router } from '../router';
import { badRequest, siteOf, type StationRoutesDeps } from './station-common';

/** The catalogue's devices with the tags each stores (a pack: its cells' voltages and temperatures). */
function checkedDevices(rt: SiteRuntime, tags: TagStore, ids: string[]): CheckedDevice[] {
  const bank = rt.site.bank;
  const all = new Map(siteDevices(bank).map((d) => [d.id, d]));
  const byDict = new Map<string, string[]>();
  return ids.flatMap((id) => {
    const ref = parseDevice(id, bank);
    const device = all.get(id);
    if (!ref || !device) return [];
    let tagNos = byDict.get(device.dictKey);
    if (!tagNos) {
      tagNos = tags.templates({ dictKey: device.dictKey }).map((t) => t.tagNo);
      byDict.set(device.dictKey, tagNos);
    }
    const own = tagNos.filter((tagNo) => {
      if (ref.kind !== 'rack') return pointIndex(ref, tagNo) >= 0;
      const cell = parseCellTag(tagNo);
      return cell !== null && cell.cell <= bank.cells;
    });
    return [{ device, ref, tagNos: own }];
  });
}

/** `dataDetection/getResult` and `dataDetection/getModuleDetection` (spec §7 Data, issue 28). */
export function registerDataDetectionRoutes(
  router: Router,
  deps: StationRoutesDeps,
  tags: TagStore,
  quality: TagQuality,
  dayOf: (midnight: number) => DayWindow,
): void {
  const { model } = deps;
  const now = () => model.engine.simMs;

  const run = async (ctx: RequestContext, site: string, deviceId: string | null, ids: string[]) => {
    const rt = model.runtime(site);
    const date = dateParam(ctx, 'date') ?? startOfDay(now());
    const devices = checkedDevices(rt, tags, ids);
    if (devices.length === 0) throw badRequest(ctx, 'param');
    const rule = quality.rule(site);
    const result: DetectionResult = {
      date: dayKey(date),
      deviceId,
      ranAt: formatDateTime(now()),
      stepMs: stepOf(devices[0].ref),
      rule,
      devices: await detectDevices(quality, model.tagHistory, site, devices, dayOf(date), {
        nowMs: now(),
        cellsPerRack: rt.site.bank.cells,
        flatMinutes: rule.flatMinutes,
      }),
    };
    return result;
  };

  // The station's devices and clusters (5-minute points), or the one asked.
  router.get('dataDetection/getResult', (ctx) => {
    const site = siteOf(ctx, deps);
    const bank = model.runtime(site).site.bank;
    const asked = ctx.query.get('deviceId');
    if (asked) return run(ctx, site, asked, [asked]);
    const ids = siteDevices(bank)
      .filter((d) => d.dictKey !== 'rack')
      .map((d) => d.id);
    return run(ctx, site, null, ids);
  });

  // The battery modules (packs) of a cluster, or the one pack asked.
  router.get('dataDetection/getModuleDetection', (ctx) => {
    const site = siteOf(ctx, deps);
    const bank = model.runtime(site).site.bank;
    const asked = ctx.query.get('deviceId') ?? '';
    const ref = parseDevice(asked, bank);
    if (!ref || ref.kind === 'site') throw badRequest(ctx, 'param');
    const ids =
      ref.kind === 'rack'
        ? [asked]
        : Array.from({ length: bank.racks }, (_, r) => `rack-${ref.cluster}-${r + 1}`);
    return run(ctx, site, asked, ids);
  });
}
