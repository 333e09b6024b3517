import type {
  ClusterDetailUip,
  ClusterUip,
  RackBalanceZip,
  RackMaxMinInfo,
  RealPower,
  StackModel,
  TotalSocAndStatus,
} from '../../../src/contract/api/devicegroup';
import type { RunningStatusCode } from '../../../src/contract/status';
import type { Router, RequestContext } from '../router';
import { clusterVoltage, CLUSTERS_PER_CONTAINER } from '../../model/bank';
import { clusterPayload } from '../../model/payloads';
import { partialPiles } from '../../model/devices';
import { siteSoc } from '../../model/site';
import { zipJson } from '../../model/zip';
import { badRequest, round, siteOf, type StationRoutesDeps } from './station-common';
import { clusterStatuses, devicesOf, groupsOf } from './station-groups';

/** `devicegroup/*` calls. */
export function registerDeviceGroupRoutes(router: Router, deps: StationRoutesDeps): void {
  const { model } = deps;
  const rtOf = (ctx: RequestContext) => model.runtime(siteOf(ctx, deps));
  const statuses = (ctx: RequestContext) => clusterStatuses(model, siteOf(ctx, deps));
  const clusterNo = (ctx: RequestContext, required: boolean): number | null => {
    const raw = ctx.query.get('no');
    if (!raw) {
      if (required) throw badRequest(ctx, 'param');
      return null;
    }
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1 || n > rtOf(ctx).site.bank.clusters) throw badRequest(ctx, 'param');
    return n;
  };
  // A cluster whose BMS is silent (issue 27) answers its last report, never figures of now.
  const uipNow = (site: string, c: number, status: (c: number) => RunningStatusCode): ClusterUip => {
    const rt = model.runtime(site);
    const v = clusterVoltage(rt.site.bank, c);
    const p = rt.site.bank.powerKw[c];
    return {
      clusterNo: c + 1,
      containerNo: Math.floor(c / CLUSTERS_PER_CONTAINER) + 1,
      voltage: round(v, 1),
      current: round(v > 0 ? (p * 1000) / v : 0, 1),
      power: round(p),
      soc: round(rt.site.bank.soc[c]),
      status: status(c),
    };
  };
  const uipOf = model.reporting.lastReportedCluster((site, no) =>
    uipNow(site, no - 1, clusterStatuses(model, site)),
  );

  const range = (n: number) => Array.from({ length: n }, (_, i) => i);

  router.get('devicegroup/selectSys', (ctx) => groupsOf(rtOf(ctx)));
  router.get('devicegroup/selectAll', (ctx) => {
    const devices = devicesOf(rtOf(ctx), ctx.query.get('no') ?? '', statuses(ctx));
    if (!devices) throw badRequest(ctx, 'param');
    return devices;
  });
  router.get('devicegroup/getRealPower', (ctx): RealPower => {
    const { site } = rtOf(ctx);
    const f = site.flows;
    // The reporting piles' power: a silent pile's is not known now (issue 27), said to be partial.
    const piles = model.reporting.pilesPower(site.config.site, site.piles);
    return {
      ts: model.engine.simMs,
      pvPowerKw: round(f.pv),
      loadPowerKw: round(f.load),
      gridPowerKw: round(f.grid),
      storagePowerKw: round(f.storage),
      generatorPowerKw: round(f.gen),
      chargingPowerKw: round(piles.kw),
      ...partialPiles(piles),
      auxPowerKw: round(f.aux),
      soc: round(siteSoc(site)),
    };
  });
  // A silent cluster's racks: its BMS's last report (issue 27), never the cells of now.
  const balanceOf = model.reporting.lastReportedCluster((site, no) => {
    const { bank } = model.runtime(site).site;
    const c = no - 1;
    return range(bank.racks).map((r) => {
      let max = -Infinity;
      let min = Infinity;
      let sum = 0;
      for (let k = 0; k < bank.cells; k++) {
        const v = bank.cellMv[c * bank.perCluster + r * bank.cells + k];
        max = Math.max(max, v);
        min = Math.min(min, v);
        sum += v;
      }
      return {
        rackNo: r + 1,
        maxMv: Math.round(max),
        minMv: Math.round(min),
        avgMv: round(sum / bank.cells, 1),
        spreadMv: Math.round(max - min),
      };
    });
  });
  router.get('devicegroup/rackBalance/zip', (ctx) => {
    const site = siteOf(ctx, deps);
    const { bank } = rtOf(ctx).site;
    const data: RackBalanceZip = {
      clusters: range(bank.clusters).map((c) => ({ clusterNo: c + 1, racks: balanceOf(site, c + 1) })),
    };
    return zipJson(data);
  });
  router.get('devicegroup/initUIP', (ctx) => {
    const site = siteOf(ctx, deps);
    const status = statuses(ctx);
    return range(rtOf(ctx).site.bank.clusters).map((c) => uipOf(site, c + 1, () => uipNow(site, c, status)));
  });
  /** A cluster's SOH as its BMS last reported it (the stack while no cluster reports). */
  const sohOf = model.reporting.lastReportedCluster((site, no) => model.runtime(site).site.bank.soh[no - 1]);
  router.get('devicegroup/getDuiModel', (ctx): StackModel => {
    const { site } = rtOf(ctx);
    const { bank } = site;
    const name = site.config.site;
    // The stack's figures come from the clusters whose BMS reports (issue 27): a silent cluster's
    // are not known now, so they are not averaged in. While none reports, the stack is as of the
    // clusters' last reports (initUIP's): never the model's figures, as if data still arrived.
    const all = range(bank.clusters);
    const reporting = all.filter((c) => model.reporting.clusterReports(name, c + 1));
    const status = statuses(ctx);
    const last =
      reporting.length === 0 ? all.map((c) => uipOf(name, c + 1, () => uipNow(name, c, status))) : [];
    const counted = reporting.length > 0 ? reporting : all;
    const soc =
      last.length > 0
        ? last.reduce((a, u) => a + u.soc, 0) / last.length
        : counted.length === bank.clusters
          ? siteSoc(site)
          : counted.reduce((a, c) => a + bank.soc[c], 0) / counted.length;
    let v = 0;
    let soh = 0;
    for (const c of counted) {
      v += last.length > 0 ? last[c].voltage : clusterVoltage(bank, c);
      soh += last.length > 0 ? sohOf(name, c + 1) : bank.soh[c];
    }
    v /= counted.length;
    const power = last.length > 0 ? last.reduce((a, u) => a + u.power, 0) : site.flows.storage;
    return {
      capacityKwh: round(site.capacityKwh, 1),
      soc: round(soc),
      soh: round(soh / counted.length, 1),
      voltage: round(v, 1),
      current: round(v > 0 ? (power * 1000) / v : 0, 1),
      power: round(power),
      chargeableKwh: round((Math.max(0, site.socUpper - soc) / 100) * site.capacityKwh, 1),
      dischargeableKwh: round((Math.max(0, soc - site.socLower) / 100) * site.capacityKwh, 1),
      ratedPowerKw: site.pcsRatedKw,
      clusters: bank.clusters,
      racks: bank.racks,
      cellsPerRack: bank.cells,
      socUpperLimit: site.socUpper,
      socLowerLimit: site.socLower,
    };
  });
  router.get('devicegroup/getTotalSOCAndStatus', (ctx): TotalSocAndStatus => {
    const { site } = rtOf(ctx);
    const name = site.config.site;
    const status = statuses(ctx);
    // A silent cluster: its BMS's last report (initUIP's), not its figures now.
    const clusters = range(site.bank.clusters).map((c) => {
      const u = uipOf(name, c + 1, () => uipNow(name, c, status));
      return { clusterNo: c + 1, soc: u.soc, status: u.status };
    });
    const counts = new Map<RunningStatusCode, number>();
    for (const c of clusters) counts.set(c.status, (counts.get(c.status) ?? 0) + 1);
    const common = [...counts].sort((a, b) => b[1] - a[1])[0][0];
    return { soc: round(siteSoc(site)), status: counts.has(6) ? 6 : common, clusters };
  });
  const detailOf = model.reporting.lastReportedCluster((site, no): ClusterDetailUip => {
    const c = no - 1;
    const rt = model.runtime(site);
    const p = clusterPayload(rt, c, model.engine.simMs, clusterStatuses(model, site)(c));
    const per = p.cellsPerRack;
    return {
      ...uipOf(site, no),
      racks: p.rackVoltage.map((voltage, r) => {
        const mv = p.cellVoltageMv.slice(r * per, (r + 1) * per);
        const t = p.cellTempDeciC.slice(r * per, (r + 1) * per);
        return {
          rackNo: r + 1,
          voltage,
          current: p.rackCurrent[r],
          soc: p.rackSoc[r],
          maxMv: Math.max(...mv),
          minMv: Math.min(...mv),
          maxTempC: Math.max(...t) / 10,
          minTempC: Math.min(...t) / 10,
        };
      }),
    };
  });
  router.get('devicegroup/initDetailUIP', (ctx): ClusterDetailUip =>
    detailOf(siteOf(ctx, deps), clusterNo(ctx, true)!),
  );
  // A silent cluster's extremes: its BMS's last report (issue 27).
  const extremesOf = model.reporting.lastReportedCluster((site, no): RackMaxMinInfo => {
    const s = model.extras.get(site)!.stats[no - 1];
    const cells = model.runtime(site).site.bank.cells;
    const pos = (i: number) => [Math.floor(i / cells) + 1, (i % cells) + 1];
    const [maxMvRack, maxMvCell] = pos(s.maxMvIndex);
    const [minMvRack, minMvCell] = pos(s.minMvIndex);
    const [maxTempRack, maxTempCell] = pos(s.maxTempIndex);
    const [minTempRack, minTempCell] = pos(s.minTempIndex);
    return {
      clusterNo: no,
      maxMv: Math.round(s.maxMv),
      maxMvRack,
      maxMvCell,
      minMv: Math.round(s.minMv),
      minMvRack,
      minMvCell,
      maxTempC: round(s.maxDeci / 10, 1),
      maxTempRack,
      maxTempCell,
      minTempC: round(s.minDeci / 10, 1),
      minTempRack,
      minTempCell,
      spreadMv: Math.round(s.maxMv - s.minMv),
    };
  });
  router.get('devicegroup/rackMaxMinInfo', (ctx): RackMaxMinInfo[] => {
    const only = clusterNo(ctx, false);
    const site = siteOf(ctx, deps);
    return range(model.extras.get(site)!.stats.length)
      .filter((c) => only === null || c + 1 === only)
      .map((c) => extremesOf(site, c + 1));
  });
}
