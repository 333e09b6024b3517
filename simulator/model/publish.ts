import type {
  AlarmRealtime,
  ChargingPileRealtime,
  GeneratorRealtime,
} from '../../src/contract/realtime-payloads';
import { topics } from '../../src/contract/topics';
import { activeList } from './alarms';
import { dayKey } from './clock';
import { faultedPcs } from './pcs-trip';
import {
  clusterPayload,
  clusterStatus,
  gridPayload,
  pcsPayload,
  pvPayload,
  stationPayload,
} from './payloads';
import type { StationModel } from './station';
import { deflateJson } from './zip';

export type Publish = (topic: string, payload: Buffer | string) => void;

const r2 = (v: number) => Math.round(v * 100) / 100;

export function publishAlarms(model: StationModel, site: string, publish: Publish): void {
  const payload: AlarmRealtime = {
    ts: model.engine.simMs,
    active: activeList(model.extras.get(site)!.alarms),
  };
  publish(topics.alarm(site), JSON.stringify(payload));
}

/** Publishes every topic of one site from the current model state. */
export function publishSite(model: StationModel, site: string, publish: Publish): void {
  const rt = model.runtime(site);
  const x = model.extras.get(site)!;
  const ts = model.engine.simMs;
  const alarms = activeList(x.alarms);
  const alarmedDevices = new Set(alarms.map((a) => a.deviceName));
  publish(
    topics.station(site),
    JSON.stringify(
      stationPayload(
        rt,
        ts,
        model.energy.revenueOfDay(site, dayKey(ts)),
        alarms,
        model.reporting.pilesPower(site, rt.site.piles),
      ),
    ),
  );
  for (let c = 0; c < rt.site.bank.clusters; c++) {
    const status = clusterStatus(rt, c, alarmedDevices.has(`BMS-${c + 1}`));
    publish(topics.cluster(site, c + 1), deflateJson(clusterPayload(rt, c, ts, status)));
  }
  publish(topics.pcs(site), JSON.stringify(pcsPayload(rt, ts, faultedPcs(x.alarms))));
  publish(topics.grid(site), JSON.stringify(gridPayload(rt, ts)));
  publish(topics.pv(site), JSON.stringify(pvPayload(rt, ts)));
  const g = rt.site.generator;
  const gen: GeneratorRealtime = {
    ts,
    units: [
      {
        fdjId: g.fdjId,
        status: g.status,
        powerKw: r2(g.powerKw),
        fuelPercent: r2(g.fuelPercent),
        runHours: r2(g.runHours),
      },
    ],
  };
  publish(topics.generator(site), JSON.stringify(gen));
  const piles: ChargingPileRealtime = {
    ts,
    piles: rt.site.piles.map((p) => ({
      no: p.no,
      state: p.state,
      powerKw: r2(p.powerKw),
      sessionEnergyKwh: r2(p.sessionEnergyKwh),
      vehicleSoc: p.vehicleSoc === null ? null : Math.round(p.vehicleSoc),
    })),
  };
  publish(topics.chargingPiles(site), JSON.stringify(piles));
  // The env-template topics come from the configured templates (http/routes/env-template-routes.ts).
  publishAlarms(model, site, publish);
}
