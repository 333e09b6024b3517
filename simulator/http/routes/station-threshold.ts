import { fieldError } from '../input-errors';
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
    for (const [key, band] of Object.entries(body as Record<string, unknown>)) {
      if (!(key in current)) throw fieldError(key);
      // mV, °C and SOC points all lie well within ±100 000 (issue 33: 1e300 was stored).
      for (const level of ['raise', 'recover'] as const) {
        const v = (band as Record<string, unknown> | null)?.[level];
        if (typeof v !== 'number' || !Number.isFinite(v) || Math.abs(v) > 100_000)
          throw fieldError(`${key}.${level}`);
      }
    }
    try {
      return model.setThresholds({ ...current, ...body }) satisfies ThresholdValues;
    } catch (e) {
      // 'cellOverTempL2C: recover must be on the safe side of raise' names its field first.
      if (e instanceof ThresholdError) throw fieldError(`${e.message.split(':')[0]}.recover`);
      throw e;
    }
  });
  registerThresholdRuleRoutes(router, deps);
  registerThresholdToolRoutes(router, deps);
  registerTagAlarmRoutes(router, deps);
}
