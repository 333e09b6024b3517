import type { Rng } from './rng';

/**
 * Per container: a rare flooding episode (sensor wet for about ten minutes), and the fire and
 * flooding a test hook forces (`__sim/env-fire`, `__sim/env-flood`) until it releases them.
 */
export interface EnvState {
  floodLeftS: number[];
  fireForced: boolean[];
  floodForced: boolean[];
}

export function createEnvState(containers: number): EnvState {
  const none = () => new Array<boolean>(containers).fill(false);
  return { floodLeftS: new Array<number>(containers).fill(0), fireForced: none(), floodForced: none() };
}

/** Whether container `no` (1-based) is flooded now. */
export const isFlooded = (env: EnvState, no: number): boolean =>
  (env.floodLeftS[no - 1] ?? 0) > 0 || env.floodForced[no - 1] === true;

/** Whether a fire is forced in container `no` (1-based); a hot container is on fire anyway. */
export const isFireForced = (env: EnvState, no: number): boolean => env.fireForced[no - 1] === true;

const FLOOD_MEAN_GAP_S = 45 * 86_400;

export function stepEnv(env: EnvState, rng: Rng, dt: number): void {
  for (let k = 0; k < env.floodLeftS.length; k++) {
    if (env.floodLeftS[k] > 0) env.floodLeftS[k] = Math.max(0, env.floodLeftS[k] - dt);
    else if (rng.next() < dt / FLOOD_MEAN_GAP_S) env.floodLeftS[k] = 600;
  }
}
