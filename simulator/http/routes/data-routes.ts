import type Database from 'better-sqlite3';
import { createTagStore } from '../../store/tag-store';
import type { Router } from '../router';
import { registerDeviceDataRoutes } from './data-device-routes';
import { registerTagRoutes } from './data-tag-routes';
import type { StationRoutesDeps } from './station-common';

/** Every `Data` call of spec §7 the simulator answers (issue 28). */
export function registerDataRoutes(router: Router, deps: StationRoutesDeps, db: Database.Database): void {
  const maxCells = Math.max(...[...deps.model.engine.sites.values()].map((rt) => rt.site.bank.cells));
  const tags = createTagStore(db, maxCells);
  registerTagRoutes(router, tags);
  registerDeviceDataRoutes(router, deps, tags);
}
