import type Database from 'better-sqlite3';
import type {
  PvDetailsRow,
  PvDetailsShow,
  PvInverterState,
  PvManualState,
} from '../../../src/contract/api/pv';
import { todayTotals, inverterStatus } from '../../model/payloads';
import {
  createPvControl,
  type PvInverterControl,
  savedPvControl,
  type SavedPvControl,
} from '../../model/pv-control';
import type { SiteRuntime } from '../../model/engine';
import { readSetting, writeSetting } from '../../store/model-schema';
import { chosenModel, keepModelFields } from '../../../src/contract/api/node-config';
import { STATION_MESSAGES } from '../../../src/contract/messages';
import { fieldError } from '../input-errors';
import { pageOf } from '../paging';
import type { RequestContext, Router } from '../router';
import { badRequest, round, siteOf, type StationRoutesDeps } from './station-common';
import { readNodeConfig } from './station-device-model';

function inverterState(inv: PvInverterControl): PvInverterState {
  return {
    no: inv.no,
    enable: inv.enabled ? 1 : 0,
    run: inv.running ? 1 : 0,
    powerLimitKw: round(inv.limitKw),
    ratedKw: round(inv.ratedKw),
    powerKw: round(inv.outputKw),
    status: inverterStatus(inv),
  };
}

/** A field of the JSON body (or the query): the number, or NaN when absent or not numeric. */
function numberParam(ctx: RequestContext, name: string): number {
  const b = ctx.body as Record<string, unknown> | undefined;
  const raw = b && typeof b === 'object' && name in b ? b[name] : ctx.query.get(name);
  if (typeof raw === 'number') return raw;
  if (typeof raw === 'string' && raw.trim() !== '') return Number(raw);
  return NaN;
}

/** PV control (`pvControl/*`) and PV details (`pvdetails/*`); see src/contract/api/pv.ts. */
export function registerPvRoutes(
  router: Router,
  deps: StationRoutesDeps,
  db: Database.Database,
  testHooks = false,
): void {
  const { model } = deps;
  for (const [name, rt] of model.engine.sites) {
    const saved = readSetting<SavedPvControl | null>(db, `pvControl:${name}`, null);
    if (saved) rt.site.pvControl = createPvControl(rt.site.config.pvKw, saved);
  }
  const rtOf = (ctx: RequestContext) => model.runtime(siteOf(ctx, deps));

  // While every inverter is silent (issue 27): the inverters' last report, with its time.
  const manualState = model.reporting.lastReported('pv', (site): PvManualState => ({
    site,
    inverters: model.runtime(site).site.pvControl.inverters.map(inverterState),
    ts: model.engine.simMs,
  }));
  router.get('pvControl/manualState', (ctx): PvManualState => manualState(rtOf(ctx).site.config.site));

  /** Validates the inverter and the gateway, applies `change`, saves and answers the new state. */
  const command = (
    ctx: RequestContext,
    change: (inv: PvInverterControl, rt: SiteRuntime) => void,
  ): PvInverterState => {
    const rt = rtOf(ctx);
    const no = numberParam(ctx, 'no');
    const inv = rt.site.pvControl.inverters.find((i) => i.no === no);
    if (!inv) throw fieldError('no');
    change(inv, rt);
    writeSetting(db, `pvControl:${rt.site.config.site}`, savedPvControl(rt.site.pvControl));
    return inverterState(inv);
  };
  const flag = (ctx: RequestContext, name: string): boolean => {
    const v = numberParam(ctx, name);
    if (v !== 0 && v !== 1) throw fieldError(name);
    return v === 1;
  };
  const refuseIfDown = (ctx: RequestContext, rt: SiteRuntime) => {
    if (rt.site.pvControl.refuse) throw badRequest(ctx, 'commandFailed');
  };

  router.post('pvControl/runSet', (ctx) =>
    command(ctx, (inv, rt) => {
      const run = flag(ctx, 'run');
      if (!inv.enabled) throw badRequest(ctx, 'deviceOff');
      refuseIfDown(ctx, rt);
      inv.running = run;
    }),
  );
  router.post('pvControl/pvenableSet', (ctx) =>
    command(ctx, (inv, rt) => {
      const enable = flag(ctx, 'enable');
      refuseIfDown(ctx, rt);
      inv.enabled = enable;
    }),
  );
  router.post('pvControl/powerSet', (ctx) =>
    command(ctx, (inv, rt) => {
      const power = numberParam(ctx, 'power');
      if (!Number.isFinite(power) || power < 0 || power > inv.ratedKw + 1e-9)
        throw fieldError('power', STATION_MESSAGES.power);
      if (!inv.enabled) throw badRequest(ctx, 'deviceOff');
      refuseIfDown(ctx, rt);
      inv.limitKw = power;
    }),
  );

  const totalPv = (rt: SiteRuntime): number =>
    model.energy.energy(rt.site.config.site, '0000-01-01', '9999-12-31').reduce((a, r) => a + r.pv, 0);

  // While every inverter is silent (issue 27) both reads answer the inverters' last report, with its time.
  const show = model.reporting.lastReported('pv', (site): PvDetailsShow => {
    const rt = model.runtime(site);
    const today = todayTotals(rt, model.engine.simMs).pv;
    return {
      site: rt.site.config.site,
      capacityKw: rt.site.config.pvKw,
      powerKw: round(rt.site.flows.pv),
      todayEnergyKwh: round(today),
      totalEnergyKwh: round(totalPv(rt)),
      inverterCount: rt.site.pvControl.inverters.length,
      ts: model.engine.simMs,
    };
  });
  router.get('pvdetails/show', (ctx) => show(siteOf(ctx, deps)));

  const inverterRows = model.reporting.lastReported('pv', (name): PvDetailsRow[] => {
    const { site } = model.runtime(name);
    const inverterModel = chosenModel('pv', readNodeConfig(db, site.config.site));
    const rows: PvDetailsRow[] = site.pvControl.inverters.map((inv) => {
      const strings = [1, 2].map((k) => {
        const powerKw = inv.outputKw / 2;
        // Each array's strings sit at their own MPP voltage (string lengths and temperatures differ).
        const voltage = inv.outputKw > 0.05 ? 604 + inv.no * 7 + k * 5 : 0;
        return {
          no: k,
          voltage,
          current: voltage > 0 ? round((powerKw * 1000) / voltage, 1) : 0,
          powerKw: round(powerKw),
        };
      });
      return keepModelFields('pv', inverterModel, {
        ...inverterState(inv),
        name: `逆变器${inv.no}`,
        nameEn: `Inverter ${inv.no}`,
        todayEnergyKwh: round(inv.todayKwh),
        strings,
      });
    });
    return rows;
  });
  router.get('pvdetails/list', (ctx) => pageOf(inverterRows(siteOf(ctx, deps)), ctx.query));

  if (testHooks)
    // `POST __sim/pv-refuse {site, on}`: the PV gateway refuses commands until turned off again.
    router.post(
      '__sim/pv-refuse',
      (ctx) => {
        const b = ctx.body as { site?: string; on?: boolean } | undefined;
        const rt = deps.model.engine.sites.get(b?.site ?? deps.sites[0]);
        if (!rt || typeof b?.on !== 'boolean') throw badRequest(ctx, 'param');
        rt.site.pvControl.refuse = b.on;
        return true;
      },
      'public',
    );
}
