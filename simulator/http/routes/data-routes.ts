import type Database from 'better-sqlite3';
import { createExportRunner } from '../../store/data-export-runner';
import { createExportStore } from '../../store/data-export-store';
import { createExportConfigStore } from '../../store/export-config-store';
import { createTagStore } from '../../store/tag-store';
import type { Router } from '../router';
import { registerCustomChartRoutes } from './custom-chart-routes';
import { registerDeviceDataRoutes } from './data-device-routes';
import { registerExportHook, registerExportRoutes } from './data-export-routes';
import { registerDataQualityRoutes } from './data-quality-routes';
import { registerExportConfigRoutes } from './export-config-routes';
import { registerTagRoutes } from './data-tag-routes';
import { registerTagImportRoutes } from './tag-import-routes';
import type { StationRoutesDeps } from './station-common';

/** Every `Data` call of spec §7 the simulator answers (issue 28). */
export function registerDataRoutes(
  router: Router,
  deps: StationRoutesDeps,
  db: Database.Database,
  testHooks = false,
): void {
  const maxCells = Math.max(...[...deps.model.engine.sites.values()].map((rt) => rt.site.bank.cells));
  const tags = createTagStore(db, maxCells);
  registerTagRoutes(router, tags, deps.sites);
  registerTagImportRoutes(router, tags);
  registerDeviceDataRoutes(router, deps, tags);
  registerCustomChartRoutes(router, deps, tags, db);
  registerDataQualityRoutes(router, deps, tags, db, testHooks);
  const configs = createExportConfigStore(db, tags);
  registerExportConfigRoutes(router, deps, configs);
  const store = createExportStore(db);
  const runner = createExportRunner({ db, store, model: deps.model, tags, configs });
  registerExportRoutes(router, deps, tags, { store, runner, configs });
  if (testHooks) registerExportHook(router, runner);
}
