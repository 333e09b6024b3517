import type {
  EmsStatusZip,
  GeneratorData,
  GeneratorDevice,
  PowerGridData,
} from '../../../src/contract/api/devicegroup';
import type Database from 'better-sqlite3';
import { chosenModel, keepModelFields } from '../../../src/contract/api/node-config';
import type { RequestContext, Router } from '../router';
import { gridPayload, pcsPayload, todayTotals } from '../../model/payloads';
import { faultedPcs } from '../../model/pcs-trip';
import { siteSoc } from '../../model/site';
import { zipJson } from '../../model/zip';
import { badRequest, round, siteOf, type StationRoutesDeps } from './station-common';
import { readNodeConfig } from './station-device-model';
import { clusterStatuses, gatewaysOf } from './station-groups';

const GENERATOR_NAME = { zh: '柴油发电机1', en: 'Generator 1' } as const;

/** EMS gateway, grid meter and generator calls. */
/** `db`: the node config, whose chosen grid meter and generator models shape those answers. */
export function registerEmsRoutes(router: Router, deps: StationRoutesDeps, db: Database.Database): void {
  const { model } = deps;
  const rtOf = (ctx: RequestContext) => model.runtime(siteOf(ctx, deps));
  const statuses = (ctx: RequestContext) => clusterStatuses(model, siteOf(ctx, deps));
  const range = (n: number) => Array.from({ length: n }, (_, i) => i);

  router.get('ems/getGatewayNos', (ctx) => gatewaysOf(rtOf(ctx)));
  // What the gateway answers of devices that do not report (issue 27): their last report, as
  // initUIP and powerGrid/data do; `ts` is then the oldest report the answer holds.
  const pcsOf = model.reporting.lastReported('pcs', (site) => {
    const rt = model.runtime(site);
    // The same faults as the realtime topics: a PCS with an active alarm is shown as fault.
    const pcs = pcsPayload(rt, model.engine.simMs, faultedPcs(model.extras.get(site)!.alarms));
    return {
      storagePowerKw: round(rt.site.flows.storage),
      pcs: pcs.units.map((u) => ({ pcsNo: u.pcsNo, activePowerKw: u.activePowerKw, status: u.status })),
      ts: model.engine.simMs,
    };
  });
  const clusterOf = model.reporting.lastReportedCluster((site, no) => ({
    clusterNo: no,
    soc: round(model.runtime(site).site.bank.soc[no - 1]),
    status: clusterStatuses(model, site)(no - 1),
    ts: model.engine.simMs,
  }));
  router.get('ems/status/zip', (ctx) => {
    const rt = rtOf(ctx);
    const site = rt.site.config.site;
    const no = ctx.query.get('no') ?? '';
    if (!gatewaysOf(rt).includes(no)) throw badRequest(ctx, 'param');
    const status = statuses(ctx);
    const pcs = pcsOf(site);
    const clusters = range(rt.site.bank.clusters).map((c) =>
      clusterOf(site, c + 1, () => ({
        clusterNo: c + 1,
        soc: round(rt.site.bank.soc[c]),
        status: status(c),
        ts: model.engine.simMs,
      })),
    );
    const allReport = clusters.every((c) => model.reporting.clusterReports(site, c.clusterNo));
    const data: EmsStatusZip = {
      gatewayNo: no,
      online: true,
      mode: rt.site.mode,
      gridState: rt.site.gridLink.state,
      soc: allReport
        ? round(siteSoc(rt.site))
        : round(clusters.reduce((a, c) => a + c.soc, 0) / Math.max(1, clusters.length)),
      storagePowerKw: pcs.storagePowerKw,
      pcs: pcs.pcs,
      clusters: clusters.map(({ clusterNo, soc, status: s }) => ({ clusterNo, soc, status: s })),
      ts: Math.min(pcs.ts, ...clusters.map((c) => c.ts)),
    };
    return zipJson(data);
  });
  // While the grid meter is silent (issue 27): its last report, with its time.
  const gridData = model.reporting.lastReported('meter', (site): PowerGridData => {
    const rt = model.runtime(site);
    const no = `${site}-GRID`;
    const g = gridPayload(rt, model.engine.simMs);
    const meter = chosenModel('grid', readNodeConfig(db, rt.site.config.site));
    return keepModelFields('grid', meter, {
      groupNo: no,
      gridState: g.gridState,
      gridPowerKw: g.gridPowerKw,
      reactivePowerKvar: g.reactivePowerKvar,
      loadPowerKw: g.loadPowerKw,
      voltage: g.voltage,
      current: g.current,
      frequencyHz: g.frequencyHz,
      powerFactor: g.powerFactor,
      todayImportKwh: g.todayImportKwh,
      todayExportKwh: g.todayExportKwh,
      todayLoadKwh: g.todayLoadKwh,
      ts: g.ts,
    });
  });
  router.get('powerGrid/data', (ctx): PowerGridData => {
    const site = siteOf(ctx, deps);
    if ((ctx.query.get('no') ?? '') !== `${site}-GRID`) throw badRequest(ctx, 'param');
    return gridData(site);
  });
  const generatorDevice = (ctx: RequestContext): GeneratorDevice => {
    const g = rtOf(ctx).site.generator;
    return { fdjId: g.fdjId, name: GENERATOR_NAME.zh, nameEn: GENERATOR_NAME.en, ratedKw: g.ratedKw };
  };
  router.get('device/group/fdj', (ctx) => {
    if (ctx.query.get('groupNo') !== `${rtOf(ctx).site.config.site}-FDJ`) throw badRequest(ctx, 'param');
    return [generatorDevice(ctx)];
  });
  // While the generator is silent (issue 27): its last report, with its time.
  const generatorData = model.reporting.lastReported('generator', (site): GeneratorData => {
    const rt = model.runtime(site);
    const g = rt.site.generator;
    const genset = chosenModel('fdj', readNodeConfig(db, site));
    return keepModelFields('fdj', genset, {
      fdjId: g.fdjId,
      name: GENERATOR_NAME.zh,
      nameEn: GENERATOR_NAME.en,
      ratedKw: g.ratedKw,
      status: g.status,
      powerKw: round(g.powerKw),
      fuelPercent: round(g.fuelPercent),
      runHours: round(g.runHours),
      todayEnergyKwh: round(todayTotals(rt, model.engine.simMs).gen),
      ts: model.engine.simMs,
    });
  });
  router.get('fdj/getFdjData', (ctx): GeneratorData => {
    const rt = rtOf(ctx);
    if (ctx.query.get('fdjId') !== rt.site.generator.fdjId) throw badRequest(ctx, 'param');
    return generatorData(rt.site.config.site);
  });
}
