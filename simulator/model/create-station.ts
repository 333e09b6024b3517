import type Database from 'better-sqlite3';
import type { ControlMode } from '../../src/contract/status';
import type { Router } from '../http/router';
import { registerAlarmRoutes } from '../http/routes/station-alarm';
import { registerAlarmPushRoutes } from '../http/routes/alarm-push';
import type { StationRoutesDeps } from '../http/routes/station-common';
import { registerControlRoutes } from '../http/routes/station-control';
import { registerDeviceGroupRoutes } from '../http/routes/station-devicegroup';
import { registerEmsRoutes } from '../http/routes/station-ems';
import { registerThresholdRoutes } from '../http/routes/station-threshold';
import { registerEnergyRoutes } from '../http/routes/station-energy';
import { registerFaultRoutes } from '../http/routes/station-faults';
import { registerHistoryRoutes } from '../http/routes/station-history';
import { registerPriceRoutes } from '../http/routes/station-price';
import { registerProfitRoutes } from '../http/routes/station-profit';
import { registerStrategyRoutes } from '../http/routes/station-strategy';
import { registerChargingRoutes } from '../http/routes/station-charging';
import { registerDeviceModelRoutes } from '../http/routes/station-device-model';
import { registerOutageRoutes } from '../http/routes/station-outage';
import { registerPvRoutes } from '../http/routes/station-pv';
import { registerDataRoutes } from '../http/routes/data-routes';
import { readSetting } from '../store/model-schema';
import { registerDeviceDataRoutes } from '../http/routes/device-data';
import { registerDeviceManagementRoutes } from '../http/routes/device-management';
import { createRevisions } from '../http/revisions';
import { registerDeviceTemplateRoutes } from '../http/routes/device-template';
import { registerContainerRoutes } from '../http/routes/container-routes';
import { createDeviceLive } from '../http/routes/device-live';
import { registerEnvTemplateRoutes } from '../http/routes/env-template-routes';
import { createDeviceStore } from '../store/device-store';
import { CLUSTERS_PER_CONTAINER } from './bank';
import { publishSite } from './publish';
import { createStationModel, type StationModel } from './station';

/** Command-line scale and behaviour of the simulated station. */
export interface StationOptions {
  /** WZ001 scale; WZ002 is a small fixed station. 4 clusters per container. */
  clusters: number;
  racks: number;
  cells: number;
  /** Simulated seconds per real second. */
  speed: number;
  seed: number;
  /** Site codes; the first gets the command-line scale. */
  sites: string[];
  /** Registers the `/api/__sim/*` fault hooks. */
  testHooks: boolean;
}

/** What the server hands the station. */
export interface StationDeps {
  db: Database.Database;
  router: Router;
  publish: (topic: string, payload: Buffer | string) => void;
  options: StationOptions;
  now?: () => number;
}

export interface StationHandle {
  start(): void;
  stop(): void;
  /** The model behind the routes (tests and tools). */
  model: StationModel;
}

/** Builds the station: tables, seed, REST routes, fault hooks; start() begins the 1 Hz loop. */
export function createStation(deps: StationDeps): StationHandle {
  const { db, router, options } = deps;
  const now = deps.now ?? Date.now;
  const model = createStationModel(db, options, now(), { deferCatchUp: true });
  for (const [name, rt] of model.engine.sites) {
    const saved = readSetting<{ mode: ControlMode; power: number } | null>(db, `control:${name}`, null);
    if (saved) {
      rt.site.mode = saved.mode;
      rt.site.manualKw = saved.power;
    }
  }
  // Device and gateway management (issue 27): the station publishes what its device table holds.
  const devices = createDeviceStore(db, now);
  for (const [name, rt] of model.engine.sites) {
    const { bank, config } = rt.site;
    devices.seed({
      site: name,
      clusters: bank.clusters,
      racks: bank.racks,
      cells: bank.cells,
      containers: rt.site.containers,
      clustersPerContainer: CLUSTERS_PER_CONTAINER,
      pvInverters: 5,
      piles: config.piles,
    });
  }
  const live = createDeviceLive(devices, model);
  const publish = live.gate(deps.publish);
  const routeDeps: StationRoutesDeps = { model, publish, sites: [...model.engine.sites.keys()] };
  // Devices, containers and their templates carry versions: a stale save answers 409 (issue 33).
  const revisions = createRevisions(db);
  const deviceDeps = { ...routeDeps, devices, live, testHooks: options.testHooks, revisions };
  registerDeviceManagementRoutes(router, deviceDeps);
  registerDeviceDataRoutes(router, deviceDeps);
  registerDeviceTemplateRoutes(router, { ...deviceDeps, db });
  registerContainerRoutes(router, { ...deviceDeps, db });
  // Environment card templates (issue 27): the env-template topic is built from them.
  registerEnvTemplateRoutes(router, { ...deviceDeps, db });
  registerDeviceGroupRoutes(router, routeDeps);
  registerEmsRoutes(router, routeDeps, db);
  registerThresholdRoutes(router, routeDeps);
  registerEnergyRoutes(router, routeDeps);
  registerProfitRoutes(router, routeDeps);
  registerHistoryRoutes(router, routeDeps);
  registerAlarmRoutes(router, routeDeps, db);
  registerAlarmPushRoutes(router, routeDeps, db);
  registerControlRoutes(router, routeDeps, db);
  registerPriceRoutes(router, routeDeps, db);
  registerStrategyRoutes(router, routeDeps, db);
  // Subsystems (issue 15).
  registerPvRoutes(router, routeDeps, db, options.testHooks);
  registerOutageRoutes(router, routeDeps, db);
  registerChargingRoutes(router, routeDeps, options.testHooks);
  registerDeviceModelRoutes(router, routeDeps, db);
  // Data: tags, device data, export tasks (issue 28).
  registerDataRoutes(router, routeDeps, db, options.testHooks);
  if (options.testHooks) registerFaultRoutes(router, routeDeps);
  // The routes above restored what is in force (control mode, plans, proxy and battery-system
  // state, PV controls) before this line: the time the simulator was down is simulated under it (issue 33).
  model.catchUp(now());

  let timer: NodeJS.Timeout | null = null;
  let lastTick = now();
  const tick = () => {
    // Real elapsed time, not a fixed second, so timer drift never lets the model fall behind the
    // clock; a stall (suspend, debugger) is capped rather than replayed.
    const t = now();
    const elapsedS = Math.min(5, Math.max(0, (t - lastTick) / 1000));
    lastTick = t;
    try {
      model.step(options.speed * elapsedS);
      for (const site of model.engine.sites.keys()) publishSite(model, site, publish);
    } catch (e) {
      console.error('station tick failed:', e);
    }
  };
  return {
    model,
    start() {
      if (timer) return;
      for (const site of model.engine.sites.keys()) publishSite(model, site, publish);
      lastTick = now();
      timer = setInterval(tick, 1000);
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
