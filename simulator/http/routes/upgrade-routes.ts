import type Database from 'better-sqlite3';
import {
  UPGRADE_STEPS,
  type SimUpgradeFault,
  type UpgradeOverview,
  type UpgradeStartInput,
  type UpgradeTask,
} from '../../../src/contract/api/upgrade';
import type { StationModel } from '../../model/station';
import { createUpgradeRunner, type UpgradeRunner } from '../../model/upgrade';
import { preflight } from '../../model/upgrade-preflight';
import { createUpgradeStore, UPGRADE_PACKAGES } from '../../model/upgrade-store';
import { fieldError } from '../input-errors';
import { bodyObject, param } from '../params';
import { ApiError, LocalizedApiError, type RequestContext, type Router } from '../router';

export interface UpgradeRouteDeps {
  db: Database.Database;
  model: StationModel;
  testHooks: boolean;
}

const WRONG = { zh: '请输入正确的参数！', en: 'Please enter the correct parameter!' };

/**
 * `upgrade/list`, `upgrade/start`, `upgrade/stop` (src/contract/api/upgrade.ts) and the
 * `__sim/upgrade-fault` hook. Returns the runner and a close() that stops its catch-up timer.
 */
export function registerUpgradeRoutes(
  router: Router,
  deps: UpgradeRouteDeps,
): { runner: UpgradeRunner; close(): void } {
  const { model } = deps;
  const sites = new Map([...model.engine.sites].map(([name, rt]) => [name, rt.site.containers] as const));
  const store = createUpgradeStore(deps.db, sites);
  const runner = createUpgradeRunner(store, () => model.engine.simMs);
  const siteOf = (ctx: RequestContext) => {
    const site = param(ctx, 'site') || [...sites.keys()][0];
    if (!sites.has(site)) throw new LocalizedApiError(400, WRONG);
    return site;
  };

  router.get('upgrade/list', (ctx): UpgradeOverview => {
    runner.catchUp();
    const site = siteOf(ctx);
    return { devices: store.devices(site), packages: UPGRADE_PACKAGES, tasks: store.tasks(site) };
  });
  router.post('upgrade/start', (ctx): UpgradeTask => {
    runner.catchUp();
    const site = siteOf(ctx);
    const body = bodyObject(ctx) as Partial<UpgradeStartInput>;
    const device = typeof body.deviceId === 'string' ? store.device(site, body.deviceId) : undefined;
    const pkg = UPGRADE_PACKAGES.find((p) => p.id === body.packageId);
    if (!device) throw fieldError('deviceId');
    if (!pkg) throw fieldError('packageId');
    const refusal = preflight(model, site, device, pkg, runner.busy(site, device.id));
    if (refusal) throw new LocalizedApiError(400, refusal);
    return runner.start(site, device, pkg, ctx.user?.account ?? '');
  });
  router.post('upgrade/stop', (ctx): UpgradeTask => {
    const task = runner.stop(param(ctx, 'id') ?? '');
    if (!task)
      throw fieldError('id', {
        zh: '该升级任务不在运行中',
        en: 'This upgrade task is not running',
      });
    return task;
  });

  if (deps.testHooks)
    router.post(
      '__sim/upgrade-fault',
      (ctx) => {
        const b = bodyObject(ctx) as SimUpgradeFault;
        if (b.clear) runner.clearFaults();
        else if (UPGRADE_STEPS.includes(b.step!) && (b.mode === 'fail' || b.mode === 'hang'))
          runner.armFault(b.step!, b.mode);
        else
          throw new ApiError(
            400,
            'step (download|verify|install|reboot|readback) and mode (fail|hang) required',
          );
        return true;
      },
      'public',
    );

  // Running tasks move (and the device's version changes) even while nobody asks.
  const timer = setInterval(() => runner.catchUp(), 1000);
  timer.unref();
  return { runner, close: () => clearInterval(timer) };
}
