import { evaluateExpr } from './threshold-expr';
import { compileRule, type ThresholdRule } from './threshold-rules';
import { type AlarmLevelNo, type CompiledRule, createWatch, rawLevel, stepWatch } from './threshold-state';

/*
 * Rule tester (issue 25): a rule set run over a point's stored history, exactly as the simulator's
 * watch runs it live (threshold-state.ts), to count the alarms it would have raised. Each sample
 * carries the candidate values of the instant (a cell point: its highest and lowest cell); the
 * watch is fed the most severe one, as the live watch is.
 */

/** One stored instant: its time and candidate values (null: nothing was recorded). */
export interface ReplaySample {
  ts: number;
  values: number[] | null;
}

/** One replayed instant: the value fed to the watch and the level raised after it (0: none). */
export type ReplayPoint = [ts: number, value: number | null, active: 0 | AlarmLevelNo];

export interface ReplayResult {
  points: ReplayPoint[];
  /** Alarms raised per level (index 1..3; index 0 unused). */
  raised: [0, number, number, number];
  /** "No data" alarms raised. */
  noData: number;
}

/** The candidate the watch is fed: the most severe, else one that keeps a raised level up. */
export function pickValue(rule: CompiledRule, active: 0 | AlarmLevelNo, values: readonly number[]): number {
  let best = values[0];
  let bestLevel = 4;
  for (const v of values) {
    const l = rawLevel(rule, v) || 4;
    if (l < bestLevel) [best, bestLevel] = [v, l];
  }
  if (bestLevel < 4 || active === 0) return best;
  const reset = rule.levels.find((l) => l.level === active)?.reset;
  return (reset && values.find((v) => !evaluateExpr(reset, v))) ?? best;
}

/** Runs `rule` over the samples (in time order) from a fresh watch. */
export function replayRule(rule: ThresholdRule, samples: readonly ReplaySample[]): ReplayResult {
  const compiled = compileRule(rule);
  const raised: ReplayResult['raised'] = [0, 0, 0, 0];
  let noData = 0;
  const points: ReplayPoint[] = [];
  let state = createWatch(samples[0]?.ts ?? 0);
  for (const s of samples) {
    const value =
      s.values && s.values.length > 0 && s.values.every(Number.isFinite)
        ? pickValue(compiled, state.active, s.values)
        : null;
    const step = stepWatch(state, compiled, value, s.ts);
    state = step.state;
    for (const e of step.events) {
      if (e.type === 'raise') raised[e.level] += 1;
      else if (e.type === 'noData') noData += 1;
    }
    points.push([s.ts, value, state.active]);
  }
  return { points, raised, noData };
}
