import type { StationModel } from '../../model/station';
import { ApiError, type Router } from '../router';

/**
 * Test hooks `POST __sim/env-fire` and `POST __sim/env-flood` {site, containerNo, on?}: force (or,
 * with on: false, release) a fire or flooding in a container. The model's alarm rules raise the
 * container's L1 alarm on its next round, the fire and flooding devices read it, and the fire
 * interlock refuses remote starts there.
 */
export function registerEnvHooks(router: Router, model: StationModel): void {
  for (const [hook, flag] of [
    ['env-fire', 'fireForced'],
    ['env-flood', 'floodForced'],
  ] as const)
    router.post(
      `__sim/${hook}`,
      (ctx) => {
        const b = (ctx.body ?? {}) as { site?: unknown; containerNo?: unknown; on?: unknown };
        const x = typeof b.site === 'string' ? model.extras.get(b.site) : undefined;
        const no = b.containerNo;
        if (!x || typeof no !== 'number' || !Number.isInteger(no) || no < 1 || no > x.env[flag].length)
          throw new ApiError(400, 'site and containerNo (a container of the model) required');
        x.env[flag][no - 1] = b.on !== false;
        return true;
      },
      'public',
    );
}
