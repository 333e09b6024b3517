import type { ModeSwitchResult } from '../../../src/contract/api/control';
import { CONTROL_MODES, type ControlMode } from '../../../src/contract/status';
import type { RequestContext, Router } from '../router';
import type Database from 'better-sqlite3';
import { writeSetting } from '../../store/model-schema';
import { enumValue } from '../query-params';
import { badRequest, siteOf, type StationRoutesDeps } from './station-common';
import { noteChanges } from '../oplog-recorder';

const param = (ctx: RequestContext, name: string): string | null => {
  const q = ctx.query.get(name);
  if (q !== null) return q;
  const b = ctx.body as Record<string, unknown> | undefined;
  const v = b && typeof b === 'object' ? b[name] : undefined;
  return typeof v === 'string' || typeof v === 'number' ? String(v) : null;
};

/** `POST ems/manaul/linkage/set`: switch the control mode (manual with a power setpoint). */
export function registerControlRoutes(router: Router, deps: StationRoutesDeps, db: Database.Database): void {
  router.post('ems/manaul/linkage/set', (ctx): ModeSwitchResult => {
    const name = siteOf(ctx, deps);
    const { site } = deps.model.runtime(name);
    const mode: ControlMode = enumValue('mode', param(ctx, 'mode'), CONTROL_MODES);
    let power = 0;
    if (mode === 'manual') {
      const raw = param(ctx, 'power');
      power = raw === null || raw.trim() === '' ? NaN : Number(raw);
      if (!Number.isFinite(power) || Math.abs(power) > site.pcsRatedKw) throw badRequest(ctx, 'power');
    }
    if (mode === site.mode && (mode !== 'manual' || power === site.manualKw))
      throw badRequest(ctx, 'sameMode');
    const before = { mode: site.mode, power: site.mode === 'manual' ? site.manualKw : null };
    site.mode = mode;
    site.manualKw = power;
    writeSetting(db, `control:${name}`, { mode, power });
    noteChanges(ctx, before, { mode, power: mode === 'manual' ? power : null });
    return { mode, power };
  });
}
