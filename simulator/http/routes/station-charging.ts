import type { z } from 'zod';
import { randomUUID } from 'node:crypto';
import {
  bookedEnergy,
  changeEnergySchema,
  changeRateSchema,
  chargeDataInputSchema,
  type ChargingPilesNow,
} from '../../../src/contract/api/charging';
import { startOfDay } from '../../model/clock';
import type { ChargeFilter } from '../../store/charge-store';
import { parseDateTime } from '../../store/time-format';
import { fileResult } from '../files';
import { fieldError } from '../input-errors';
import { dateParam, intParam } from '../query-params';
import { issueField } from '../../../src/contract/input-rules';
import { STATION_MESSAGES } from '../../../src/contract/messages';
import { pageOf } from '../paging';
import { ApiError, type RequestContext, type Router } from '../router';
import { badRequest, round, siteOf, tr, xlsx, type StationRoutesDeps } from './station-common';

/** Epoch ms of a schema-checked date-time; a time the calendar has not is never stored as 1970. */
function stored(text: string): number {
  const ms = parseDateTime(text);
  if (ms === null) throw fieldError('startTime', STATION_MESSAGES.time);
  return ms;
}

const body = (ctx: RequestContext): Record<string, unknown> =>
  typeof ctx.body === 'object' && ctx.body !== null ? (ctx.body as Record<string, unknown>) : {};

/** Charging piles now, charge history (select/detail/export/total) and charging-data changes. */
export function registerChargingRoutes(router: Router, deps: StationRoutesDeps, testHooks = false): void {
  const { model } = deps;
  const store = model.charge;

  const filterOf = (ctx: RequestContext): ChargeFilter => {
    const f: ChargeFilter = {};
    const pile = intParam(ctx, 'pileNo', { min: 1, max: 999 });
    if (pile !== null) f.pileNo = pile;
    // The whole parameter, read exactly (issue 33: "2026-11-20' OR '1'='1" was read as its first 10).
    const from = dateParam(ctx, 'startTime', true);
    const to = dateParam(ctx, 'endTime', true);
    if (from !== null) f.fromMs = from;
    if (to !== null) {
      const end = new Date(to);
      end.setDate(end.getDate() + 1);
      f.toMs = end.getTime();
    }
    if ((f.fromMs ?? 0) > (f.toMs ?? Infinity)) throw fieldError('endTime', STATION_MESSAGES.time);
    return f;
  };

  type Pile = ChargingPilesNow['piles'][number];
  const entryOf = (site: string, no: number): Pile => {
    const rt = model.runtime(site);
    const p = rt.site.piles.find((x) => x.no === no)!;
    const session = rt.site.charging.open.get(no);
    return {
      no: p.no,
      state: p.state,
      powerKw: round(p.powerKw),
      ratedKw: p.ratedKw,
      sessionEnergyKwh: round(session?.energyKwh ?? 0, 3),
      sessionStartMs: session?.startMs ?? null,
      connector: 'CCS2',
      vehicleSoc: p.vehicleSoc === null ? null : Math.round(p.vehicleSoc),
      meterKwh: round(p.meterKwh, 3),
    };
  };
  /** One pile as of its last report and its running session's figures then (issue 27). */
  interface PileReport {
    pile: Pile;
    energyKwh: number;
    amount: number;
  }
  const reportOf = (site: string, no: number): PileReport => {
    const session = model.runtime(site).site.charging.open.get(no);
    return {
      pile: entryOf(site, no),
      energyKwh: session?.energyKwh ?? 0,
      amount: session?.amount ?? 0,
    };
  };
  // A silent pile among reporting ones: its entry is its last report with that report's time (its
  // card on chargingPileSys says offline with it; the piles topic leaves it out).
  const pileNow = model.reporting.lastReportedPile((site, no): PileReport => ({
    ...reportOf(site, no),
    pile: { ...entryOf(site, no), ts: model.engine.simMs },
  }));
  // While every pile is silent: the piles' last report, with its time.
  const pilesNow = model.reporting.lastReported('chargingPile', (site): ChargingPilesNow => {
    const rt = model.runtime(site);
    const reports = rt.site.piles.map((p) => pileNow(site, p.no, () => reportOf(site, p.no)));
    const silentSince = new Map(
      reports.flatMap((r) => (r.pile.ts === undefined ? [] : [[r.pile.no, r.pile.ts]])),
    );
    // Today's totals count what reporting piles measured: a silent pile's sessions as of its last
    // report (a session the model finished since is not counted; its energy then is).
    const done = store.select(site, { fromMs: startOfDay(model.engine.simMs) }).rows.filter((r) => {
      const since = silentSince.get(r.pileNo);
      return since === undefined || (parseDateTime(r.endTime) ?? 0) <= since;
    });
    return {
      site,
      ts: model.engine.simMs,
      piles: reports.map((r) => r.pile),
      today: {
        sessions: done.length + reports.filter((r) => r.pile.sessionStartMs !== null).length,
        energyKwh: round(
          done.reduce((a, r) => a + r.energyKwh, 0) + reports.reduce((a, r) => a + r.energyKwh, 0),
          3,
        ),
        amount: round(done.reduce((a, r) => a + r.amount, 0) + reports.reduce((a, r) => a + r.amount, 0)),
      },
    };
  });
  router.get('chargingPile/realData', (ctx): ChargingPilesNow => pilesNow(siteOf(ctx, deps)));

  router.get('emsChargeData/select', (ctx) =>
    pageOf(store.select(siteOf(ctx, deps), filterOf(ctx)).rows, ctx.query),
  );
  router.get('emsChargeData/total', (ctx) => store.select(siteOf(ctx, deps), filterOf(ctx)).totals);
  router.get('emsChargeData/detail', (ctx) => {
    const d = store.get(siteOf(ctx, deps), ctx.query.get('id') ?? '');
    if (!d) throw badRequest(ctx, 'param');
    return d;
  });
  router.get('emsChargeData/export', async (ctx) => {
    const site = siteOf(ctx, deps);
    const { rows, totals } = store.select(site, filterOf(ctx));
    const name = tr(ctx, '充电记录', 'Charge history');
    const file = await xlsx(
      name,
      [
        { header: tr(ctx, '充电桩', 'Pile'), key: 'pileNo', width: 8 },
        { header: tr(ctx, '开始时间', 'Start'), key: 'startTime', width: 20 },
        { header: tr(ctx, '结束时间', 'End'), key: 'endTime', width: 20 },
        { header: tr(ctx, '起始读数(kWh)', 'Meter start (kWh)'), key: 'meterStart' },
        { header: tr(ctx, '结束读数(kWh)', 'Meter stop (kWh)'), key: 'meterStop' },
        { header: tr(ctx, '电量(kWh)', 'Energy (kWh)'), key: 'energyKwh' },
        { header: tr(ctx, '单价(元/kWh)', 'Price (yuan/kWh)'), key: 'rate' },
        { header: tr(ctx, '金额(元)', 'Amount (yuan)'), key: 'amount' },
      ],
      [
        ...rows.map((r): Record<string, unknown> => ({ ...r })),
        { pileNo: tr(ctx, '合计', 'Total'), energyKwh: totals.energyKwh, amount: totals.amount },
      ],
    );
    return fileResult(`${name}_${site}.xlsx`, file);
  });

  const account = (ctx: RequestContext) => ctx.user?.account ?? '-';
  const parse = <T>(schema: z.ZodType<T>, value: unknown): T => {
    const r = schema.safeParse(value);
    if (r.success) return r.data;
    const issue = r.error.issues[0];
    throw fieldError(
      issueField(issue.path),
      STATION_MESSAGES[issue.message === 'timeChooseError' ? 'time' : 'param'],
    );
  };
  const rowOf = (site: string, raw: unknown) => {
    const v = parse(chargeDataInputSchema, raw);
    if (v.site !== undefined && v.site !== site) throw fieldError('site');
    if (!model.runtime(site).site.piles.some((p) => p.no === v.pileNo)) throw fieldError('pileNo');
    const before = v.id ? store.get(site, v.id) : null;
    if (v.id && !before) throw fieldError('id');
    return {
      id: v.id,
      row: {
        pile_no: v.pileNo,
        start_ms: stored(v.startTime),
        end_ms: stored(v.endTime),
        meter_start: v.meterStart,
        meter_stop: v.meterStop,
        energy: bookedEnergy(v, before),
        rate: v.rate,
      },
    };
  };
  const notFound = (_ctx: RequestContext) => fieldError('id');

  router.post('emsChargeData/add', (ctx) => {
    const site = siteOf(ctx, deps);
    const { row } = rowOf(site, { ...body(ctx), id: undefined });
    const extra = { pv: 0, storage: 0, interrupted: 0, meter_flag: 0, source: 'manual' as const };
    return store.change(site, `${site}-M-${randomUUID()}`, 'add', account(ctx), Date.now(), {
      ...row,
      ...extra,
    });
  });
  router.post('emsChargeData/update', (ctx) => {
    const site = siteOf(ctx, deps);
    const { id, row } = rowOf(site, body(ctx));
    if (!id) throw fieldError('id');
    const d = store.change(site, id, 'update', account(ctx), Date.now(), row);
    if (!d) throw notFound(ctx);
    return d;
  });
  router.post('emsChargeData/delete', (ctx) => {
    const site = siteOf(ctx, deps);
    const ids = (ctx.query.get('ids') ?? '').split(',').filter(Boolean);
    if (ids.length === 0 || ids.length > 1000 || ids.some((id) => !/^[A-Za-z0-9_.-]{1,64}$/.test(id)))
      throw fieldError('ids');
    let removed = 0;
    for (const id of ids) if (store.change(site, id, 'delete', account(ctx), Date.now(), null)) removed++;
    return { removed };
  });
  router.post('emsChargeData/changeRate', (ctx) => {
    const site = siteOf(ctx, deps);
    const v = parse(changeRateSchema, { ...Object.fromEntries(ctx.query), ...body(ctx) });
    const d = store.change(site, v.id, 'changeRate', account(ctx), Date.now(), { rate: v.rate });
    if (!d) throw notFound(ctx);
    return d;
  });
  router.post('emsChargeData/changeEnergy', (ctx) => {
    const site = siteOf(ctx, deps);
    const v = parse(changeEnergySchema, { ...Object.fromEntries(ctx.query), ...body(ctx) });
    const before = store.get(site, v.id);
    if (!before) throw notFound(ctx);
    // The corrected energy moves the stop reading with it, so start + energy = stop stays true.
    const d = store.change(site, v.id, 'changeEnergy', account(ctx), Date.now(), {
      energy: v.energy,
      meter_stop: before.meterStart + v.energy,
    });
    return d;
  });

  router.get('emsChargeDataLog/abstractPage', (ctx) => {
    const logs = store.logs(siteOf(ctx, deps), ctx.query.get('dataId') ?? undefined);
    return pageOf(
      logs.map(({ changes: _c, ...rest }) => rest),
      ctx.query,
    );
  });
  router.get('emsChargeDataLog/selectLogDetail', (ctx) => {
    const id = ctx.query.get('id') ?? '';
    const log = store.logs(siteOf(ctx, deps)).find((l) => l.id === id);
    if (!log) throw badRequest(ctx, 'param');
    return log;
  });

  if (testHooks)
    // `POST __sim/pile-meter {site, no, kwh}`: sets a pile's meter (a backwards jump is flagged).
    router.post(
      '__sim/pile-meter',
      (ctx) => {
        const b = body(ctx);
        const rt = model.engine.sites.get(typeof b.site === 'string' ? b.site : deps.sites[0]);
        const pile = rt?.site.piles.find((p) => p.no === b.no);
        if (!pile || typeof b.kwh !== 'number' || !Number.isFinite(b.kwh))
          throw new ApiError(400, 'bad pile-meter body');
        pile.meterKwh = b.kwh;
        return true;
      },
      'public',
    );
}
