import type Database from 'better-sqlite3';
import {
  DEFAULT_NODE_CONFIG,
  DEVICE_MODEL_TYPES,
  DEVICE_MODELS,
  type DeviceModelType,
  type NodeConfig,
} from '../../../src/contract/api/node-config';
import { readSetting, writeSetting } from '../../store/model-schema';
import { fieldError } from '../input-errors';
import type { Router } from '../router';
import { siteOf, type StationRoutesDeps } from './station-common';

/** The model chosen per device type at `site` (defaults where none was chosen). */
export function readNodeConfig(db: Database.Database, site: string): NodeConfig {
  return { ...DEFAULT_NODE_CONFIG, ...readSetting<Partial<NodeConfig>>(db, `nodeConfig:${site}`, {}) };
}

/** `nodeConfig/get|set`: the device model chosen per device type (deviceChooseSys). */
export function registerDeviceModelRoutes(
  router: Router,
  deps: StationRoutesDeps,
  db: Database.Database,
): void {
  const read = (site: string) => readNodeConfig(db, site);
  router.get('nodeConfig/get', (ctx) => read(siteOf(ctx, deps)));
  router.post('nodeConfig/set', (ctx) => {
    const site = siteOf(ctx, deps);
    const b = (typeof ctx.body === 'object' && ctx.body !== null ? ctx.body : {}) as Record<string, unknown>;
    const type = b.type as DeviceModelType;
    if (!DEVICE_MODEL_TYPES.includes(type)) throw fieldError('type');
    if (!DEVICE_MODELS[type].some((m) => m.id === b.model)) throw fieldError('model');
    const next = { ...read(site), [type]: b.model as string };
    writeSetting(db, `nodeConfig:${site}`, next);
    return next;
  });
}
