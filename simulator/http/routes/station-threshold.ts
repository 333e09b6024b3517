import type { ThresholdSetRequest, ThresholdValues } from '../../../src/contract/api/threshold';
import type { Router } from '../router';
import { ThresholdError } from '../../model/thresholds';
import { badRequest, siteOf, type StationRoutesDeps } from './station-common';
import { getRuleRow, registerThresholdRuleRoutes, setRule } from './threshold-rules';
import { registerTagAlarmRoutes } from './tag-alarm-routes';
import { registerThresholdToolRoutes } from './threshold-tools';

/**
 * The alarm thresholds the model evaluates every tick (settings store, key `alarmThresholds`): one
 * set for the station, read by the console for its measured status. `site` is checked like every
 * station call (an unknown one answers 400) though the set is shared by the sites.
 */
export function registerThresholdRoutes(router: Router, deps: StationRoutesDeps): void {
  const { model } = deps;
  router.get('deviceThreshold/isShow', (ctx) => Boolean(siteOf(ctx, deps)));
  router.get('deviceThreshold/value/get', (ctx) => {
    siteOf(ctx, deps);
    // With `point`: that point's configurable rule (threshold-rules.ts); without: the bands.
    if (ctx.query.has('point')) return getRuleRow(ctx, deps);
    return model.thresholds() satisfies ThresholdValues;
  });
  router.post('deviceThreshold/value/set', (ctx) => {
    siteOf(ctx, deps);
    const body = ctx.body as ThresholdSetRequest | null;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest(ctx, 'param');
    if ('point' in body) return setRule(ctx, deps, body);
    const current = model.thresholds();
    for (const key of Object.keys(body)) if (!(key in current)) throw badRequest(ctx, 'param');
    try {
      return model.setThresholds({ ...current, ...body }) satisfies ThresholdValues;
    } catch (e) {
      if (e instanceof ThresholdError) throw badRequest(ctx, 'param');
      throw e;
    }
  });
  registerThresholdRuleRoutes(router, deps);
  registerThresholdToolRoutes(router, deps);
  registerTagAlarmRoutes(router, deps);
}
