import { evaluateExpr, type ExprNode } from './threshold-expr';

/*
 * Hysteresis and delays of one watched value under one point's rule: a pure state machine stepped
 * with each sample and the time (the simulator steps it every tick; a rule tester can replay
 * history through it).
 *
 * - A level is raised once "this level or a more severe one holds" has held for `onDelayS`
 *   without a break; the most severe level that qualifies wins (L1 is the most severe).
 * - The raised level recovers once its recovery condition has held for `offDelayS`: no level at
 *   least as severe holds any more and, when the level has a reset limit, the reset expression
 *   holds (`raise x>=3650, reset x<3600` keeps the alarm up between 3600 and 3650).
 * - On recovery the most severe less severe level that has held long enough takes over at once
 *   (an L1 that recovers into the L2 range becomes L2), else none.
 * - A more severe level that qualifies while a level is raised replaces it (recover, raise).
 * - No valid sample (null, NaN) for `noDataS` seconds raises the point's own "no data" alarm,
 *   which recovers with the next valid sample; while there is no data the levels are kept as they
 *   are. `noDataS` 0 never raises it.
 */

export type AlarmLevelNo = 1 | 2 | 3;

/** One level of a compiled rule. */
export interface CompiledLevel {
  level: AlarmLevelNo;
  raise: ExprNode;
  /** The reset limit; null: recover as soon as the raise condition no longer holds. */
  reset: ExprNode | null;
}

export interface RuleTiming {
  /** Seconds the condition must hold before the alarm is raised. */
  onDelayS: number;
  /** Seconds the recovery condition must hold before the alarm recovers. */
  offDelayS: number;
  /** Seconds without a valid sample before the "no data" alarm; 0 = never. */
  noDataS: number;
}

export interface CompiledRule extends RuleTiming {
  levels: readonly CompiledLevel[];
}

export interface WatchState {
  /** The raised level, 0 when none. */
  active: 0 | AlarmLevelNo;
  /** Per level (index 1..3): since when "this level or a more severe one" holds, or null. */
  heldSince: [null, number | null, number | null, number | null];
  /** Since when the raised level's recovery condition holds, or null. */
  recoverSince: number | null;
  /** Time of the last valid sample (the creation time before the first one). */
  lastDataMs: number;
  noData: boolean;
}

export type WatchEvent =
  | { type: 'raise'; level: AlarmLevelNo }
  | { type: 'recover'; level: AlarmLevelNo }
  | { type: 'noData' }
  | { type: 'dataBack' };

export function createWatch(nowMs: number): WatchState {
  return {
    active: 0,
    heldSince: [null, null, null, null],
    recoverSince: null,
    lastDataMs: nowMs,
    noData: false,
  };
}

/** The most severe level whose raise expression holds for `x`, 0 when none. */
export function rawLevel(rule: CompiledRule, x: number): 0 | AlarmLevelNo {
  let best: 0 | AlarmLevelNo = 0;
  for (const l of rule.levels) if ((best === 0 || l.level < best) && evaluateExpr(l.raise, x)) best = l.level;
  return best;
}

/** Advances the watch with one sample (null or NaN: nothing was reported) at `nowMs`. */
export function stepWatch(
  state: WatchState,
  rule: CompiledRule,
  value: number | null,
  nowMs: number,
): { state: WatchState; events: WatchEvent[] } {
  const events: WatchEvent[] = [];
  const s: WatchState = { ...state, heldSince: [...state.heldSince] };
  if (value === null || !Number.isFinite(value)) {
    if (!s.noData && rule.noDataS > 0 && nowMs - s.lastDataMs >= rule.noDataS * 1000) {
      s.noData = true;
      events.push({ type: 'noData' });
    }
    return { state: s, events };
  }
  s.lastDataMs = nowMs;
  if (s.noData) {
    s.noData = false;
    events.push({ type: 'dataBack' });
  }
  const raw = rawLevel(rule, value);
  for (const level of [1, 2, 3] as const) {
    if (raw !== 0 && raw <= level) s.heldSince[level] ??= nowMs;
    else s.heldSince[level] = null;
  }
  const qualifies = (level: AlarmLevelNo) => {
    const since = s.heldSince[level];
    return (
      since !== null && nowMs - since >= rule.onDelayS * 1000 && rule.levels.some((l) => l.level === level)
    );
  };
  // Escalation: a more severe level than the raised one has held long enough.
  for (const level of [1, 2, 3] as const) {
    if (s.active !== 0 && level >= s.active) break;
    if (!qualifies(level)) continue;
    if (s.active !== 0) events.push({ type: 'recover', level: s.active });
    s.active = level;
    s.recoverSince = null;
    events.push({ type: 'raise', level });
    break;
  }
  if (s.active === 0) return { state: s, events };
  const active = s.active;
  const reset = rule.levels.find((l) => l.level === active)?.reset ?? null;
  const recovering = !(raw !== 0 && raw <= active) && (reset === null || evaluateExpr(reset, value));
  if (!recovering) {
    s.recoverSince = null;
    return { state: s, events };
  }
  s.recoverSince ??= nowMs;
  if (nowMs - s.recoverSince < rule.offDelayS * 1000) return { state: s, events };
  events.push({ type: 'recover', level: active });
  s.active = 0;
  s.recoverSince = null;
  for (const level of [2, 3] as const) {
    if (level <= active || !qualifies(level)) continue;
    s.active = level;
    events.push({ type: 'raise', level });
    break;
  }
  return { state: s, events };
}
