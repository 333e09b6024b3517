import type { Rng } from './rng';

/** Per container: a rare flooding episode (sensor wet for about ten minutes). */
export interface EnvState {
  floodLeftS: number[];
}

export function createEnvState(containers: number): EnvState {
  return { floodLeftS: new Array<number>(containers).fill(0) };
}

const FLOOD_MEAN_GAP_S = 45 * 86_400;

export function stepEnv(env: EnvState, rng: Rng, dt: number): void {
  for (let k = 0; k < env.floodLeftS.length; k++) {
    if (env.floodLeftS[k] > 0) env.floodLeftS[k] = Math.max(0, env.floodLeftS[k] - dt);
    else if (rng.next() < dt / FLOOD_MEAN_GAP_S) env.floodLeftS[k] = 600;
  }
}
