import type {
  DeviceLive,
  DeviceRecord,
  DevicesRealtime,
  GatewayLive,
} from '../../../src/contract/api/devices';
import type { ChargingPileRealtime } from '../../../src/contract/realtime-payloads';
import { topics } from '../../../src/contract/topics';
import type { Publish } from '../../model/publish';
import type { ReportingType } from '../../model/reporting';
import type { StationModel } from '../../model/station';
import type { DeviceStore } from '../../store/device-store';

const r2 = (v: number) => Math.round(v * 100) / 100;
const CLUSTER_TOPIC = /^iot\/([^/]+)\/bms\/clusterAndRackListData\/(\d+)$/;
/** Topics of one device type: published while a configured device of the type reports. */
const TYPE_TOPIC = /^iot\/([^/]+)\/(pcs|pv|grid|fdj|chargingPile)\/realData$/;
const TOPIC_TYPE = {
  pcs: 'pcs',
  pv: 'pv',
  grid: 'meter',
  fdj: 'generator',
  chargingPile: 'chargingPile',
} as const satisfies Record<string, ReportingType>;
/** A charging pile device's number (its name ends with it: PILE-3), as the piles topic numbers them. */
const pileNo = (d: DeviceRecord) => Number(/(\d+)$/.exec(d.name)?.[1] ?? 0);

/**
 * The station as its device table configures it (issue 27): which devices report, their
 * gateways' last-seen times and communication errors. A cluster's realtime topic is published
 * only while a BMS bound to it reports through an online gateway; every configured device is
 * on `topics.devices(site)`, with null readings (never frozen numbers) while it does not report.
 */
export function createDeviceLive(store: DeviceStore, model: StationModel) {
  /** Gateways and devices that stopped reporting (test hook `__sim/device-offline`). */
  const silent = new Set<string>();
  const lastSeen = new Map<string, number>();
  const commErrors = new Map<string, number>();
  /** Per site: the clusters whose BMS reports; rebuilt when the table changes. */
  let reporting = new Map<string, Set<number>>();
  /** Per site: the device types (PCS, PV, meter, generator, piles) configured but with none reporting. */
  let silentTypes = new Map<string, Set<ReportingType>>();
  /** Per site: the numbers of the charging piles that do not report. */
  let silentPiles = new Map<string, Set<number>>();
  let dirty = true;
  /** Told of each site's publish round before its alarm topic goes out (gas alarms). */
  const roundHooks: Array<(site: string) => void> = [];
  store.onChange(() => {
    dirty = true;
  });

  const gatewayUp = (id: string) => !silent.has(id);
  const reports = (d: DeviceRecord) => gatewayUp(d.gatewayId) && !silent.has(d.id);
  const rebuild = () => {
    const before = silentTypes;
    const reportedBefore = reporting;
    const pilesBefore = silentPiles;
    reporting = new Map();
    silentTypes = new Map();
    silentPiles = new Map();
    for (const site of model.engine.sites.keys()) {
      const piles = store.list(site, { type: 'chargingPile' });
      silentPiles.set(site, new Set(piles.filter((d) => !reports(d)).map(pileNo)));
      const set = new Set<number>();
      for (const d of store.list(site, { type: 'bms' }))
        if (d.groupNo !== null && reports(d)) set.add(d.groupNo);
      reporting.set(site, set);
      const silentSet = new Set<ReportingType>();
      for (const type of Object.values(TOPIC_TYPE)) {
        const list = store.list(site, { type });
        if (list.length && !list.some(reports)) silentSet.add(type);
      }
      silentTypes.set(site, silentSet);
    }
    dirty = false;
    // A type or a cluster that just went silent: its REST reads keep what they answer now (its
    // last report).
    for (const [site, set] of silentTypes)
      for (const type of set) if (!before.get(site)?.has(type)) model.reporting.wentSilent(site, type);
    for (const [site, off] of silentPiles)
      for (const no of off) if (!pilesBefore.get(site)?.has(no)) model.reporting.pileWentSilent(site, no);
    for (const [site, was] of reportedBefore) {
      const now = reporting.get(site);
      for (const no of was) if (!now?.has(no)) model.reporting.clusterWentSilent(site, no);
    }
  };

  const readings = (site: string, d: DeviceRecord): Record<string, number> => {
    const rt = model.runtime(site).site;
    const f = rt.flows;
    switch (d.type) {
      case 'bms': {
        const s = d.groupNo ? model.extras.get(site)?.stats[d.groupNo - 1] : undefined;
        return s ? { maxCellMv: s.maxMv, minCellMv: s.minMv, maxTempC: s.maxDeci / 10 } : {};
      }
      case 'pcs':
        return { powerKw: r2(f.storage / Math.max(1, rt.containers)) };
      case 'meter':
        return { powerKw: r2(f.grid), secondaryW: r2((f.grid * 1000) / (d.pt * d.ct)) };
      case 'pv':
        return { powerKw: r2(f.pv / 5) };
      case 'generator':
        return { powerKw: r2(rt.generator.powerKw), fuelPercent: r2(rt.generator.fuelPercent) };
      case 'chargingPile': {
        const no = pileNo(d);
        const pile = rt.piles.find((p) => p.no === no);
        return pile ? { powerKw: r2(pile.powerKw) } : {};
      }
      default:
        return { ambientC: r2(rt.ambientC) };
    }
  };

  /** A device as the devices topic and the data check show it. */
  const liveOf = (site: string, d: DeviceRecord, online: boolean): DeviceLive => ({
    id: d.id,
    name: d.name,
    type: d.type,
    gatewayId: d.gatewayId,
    groupNo: d.groupNo,
    online,
    lastSeen: lastSeen.get(d.id) ?? null,
    commErrors: commErrors.get(d.id) ?? 0,
    values: online ? readings(site, d) : null,
  });

  /** One publish round of a site: health bookkeeping, then the devices topic. */
  const round = (site: string, publish: Publish) => {
    const ts = model.engine.simMs;
    const gateways: GatewayLive[] = store.gateways(site).map((g) => {
      const online = gatewayUp(g.id);
      if (online) lastSeen.set(g.id, ts);
      return { id: g.id, name: g.name, online, lastSeen: lastSeen.get(g.id) ?? null };
    });
    const devices: DeviceLive[] = store.list(site).map((d) => {
      const online = reports(d);
      if (online) lastSeen.set(d.id, ts);
      else commErrors.set(d.id, (commErrors.get(d.id) ?? 0) + 1);
      return liveOf(site, d, online);
    });
    const payload: DevicesRealtime = { ts, gateways, devices };
    publish(topics.devices(site), JSON.stringify(payload));
  };

  /** The piles topic without the piles that do not report (their figures are not known). */
  const withoutSilentPiles = (site: string, payload: Buffer | string): Buffer | string => {
    const off = silentPiles.get(site);
    if (!off?.size) return payload;
    const v = JSON.parse(payload.toString()) as ChargingPileRealtime;
    return JSON.stringify({ ...v, piles: v.piles.filter((p) => !off.has(p.no)) });
  };

  /** False while the site has devices of `type` configured and none of them reports. */
  const typeReports = (site: string, type: ReportingType): boolean => {
    if (dirty) rebuild();
    return !silentTypes.get(site)?.has(type);
  };

  /** True while a bound BMS of `clusterNo` reports. */
  const clusterReports = (site: string, clusterNo: number): boolean => {
    if (dirty) rebuild();
    return reporting.get(site)?.has(clusterNo) ?? false;
  };
  /** False while the charging pile numbered `no` is configured and does not report. */
  const pileReports = (site: string, no: number): boolean => {
    if (dirty) rebuild();
    return !silentPiles.get(site)?.has(no);
  };
  // The model records history and answers REST reads as the table says (simulator/model/reporting.ts).
  model.reporting.connect({
    typeReports: (site, type) => typeReports(site, type),
    clusterReports,
    pileReports,
  });

  return {
    clusterReports,
    /** Each configured device of a site now: reporting, last seen, errors, readings (data check). */
    status(site: string): DeviceLive[] {
      return store.list(site).map((d) => liveOf(site, d, reports(d)));
    },
    onRound: (hook: (site: string) => void) => {
      roundHooks.push(hook);
    },
    /** Whether a gateway (or device) is reporting. */
    online: (id: string) => !silent.has(id),
    setSilent(id: string, off: boolean): void {
      if (off) silent.add(id);
      else silent.delete(id);
      dirty = true;
    },
    /**
     * The station's publish function as the device table filters it: cluster topics of clusters
     * without a reporting BMS are dropped, and the PCS, PV, grid, generator and piles topics while
     * every configured device of their type is silent (a silent pile among reporting ones is left
     * out of its topic), and each site's round (its station topic) is followed
     * by the devices topic.
     */
    gate(publish: Publish): Publish {
      return (topic, payload) => {
        const m = CLUSTER_TOPIC.exec(topic);
        if (m && !clusterReports(m[1], Number(m[2]))) return;
        // A silent PCS, PV inverter, meter, generator or set of piles sends nothing (its page
        // shows it offline); one silent pile among others is left out of the piles topic.
        const typed = TYPE_TOPIC.exec(topic);
        if (typed && !typeReports(typed[1], TOPIC_TYPE[typed[2] as keyof typeof TOPIC_TYPE])) return;
        if (typed?.[2] === 'chargingPile') payload = withoutSilentPiles(typed[1], payload);
        publish(topic, payload);
        for (const site of model.engine.sites.keys())
          if (topic === topics.station(site)) {
            for (const hook of roundHooks) hook(site);
            round(site, publish);
          }
      };
    },
  };
}

export type DeviceLiveModel = ReturnType<typeof createDeviceLive>;
