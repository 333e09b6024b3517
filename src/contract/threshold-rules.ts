import { z } from 'zod';
import { parseExpr } from './threshold-expr';
import type { CompiledLevel, CompiledRule } from './threshold-state';

/*
 * Alarm threshold rules (spec §7 "Backup and thresholds", issue 25): per measured point, three
 * levels L1-L3 each with an expression on x and an optional reset limit, plus the point's delays.
 * THE validation (zod) is shared by the console's form and the simulator's value/set; the
 * simulator compiles valid rules once and evaluates them every tick (threshold-state.ts).
 */

/** The points the station model measures, with the device each is watched on. */
export const THRESHOLD_POINTS = {
  cellVoltage: { unit: 'mV', device: 'cluster' },
  cellTemp: { unit: '℃', device: 'cluster' },
  cellTempDiff: { unit: '℃', device: 'cluster' },
  soc: { unit: '%', device: 'cluster' },
  rackCurrent: { unit: 'A', device: 'cluster' },
  pcsTemp: { unit: '℃', device: 'container' },
} as const;
export type ThresholdPoint = keyof typeof THRESHOLD_POINTS;
export const POINT_IDS = Object.keys(THRESHOLD_POINTS) as ThresholdPoint[];

/** Names of the points in both languages (alarm contents and exports are written in both). */
export const POINT_NAMES: Record<ThresholdPoint, { zh: string; en: string }> = {
  cellVoltage: { zh: '单体电压', en: 'Cell voltage' },
  cellTemp: { zh: '单体温度', en: 'Cell temperature' },
  cellTempDiff: { zh: '单体温差', en: 'Cell temperature difference' },
  soc: { zh: '电池簇 SOC', en: 'Cluster SOC' },
  rackCurrent: { zh: '电池簇电流', en: 'Cluster current' },
  pcsTemp: { zh: 'PCS 温度', en: 'PCS temperature' },
};

/** One level of a point's rule. An enabled level needs an expression. */
export interface ThresholdLevelRule {
  level: 1 | 2 | 3;
  enabled: boolean;
  /** Raise condition on x, e.g. `x>=3650`. */
  expr: string;
  /** Reset limit on x, e.g. `x<3600`; '' = recover when `expr` no longer holds. */
  reset: string;
}

/** A point's rule: levels L1, L2, L3 in this order, and its delays in seconds. */
export interface ThresholdRule {
  point: ThresholdPoint;
  levels: ThresholdLevelRule[];
  onDelayS: number;
  offDelayS: number;
  /** Seconds without a value before the point's own "no data" alarm; 0 = never. */
  noDataS: number;
}

export const MAX_DELAY_S = 3600;
export const MAX_NO_DATA_S = 86_400;

/**
 * An issue's message: 'required' or, for an expression, `expr|<code>|<position>|<expected,...>`
 * (the console words it with exprErrorText; the simulator names the field and the position).
 */
const exprField = z.string().superRefine((text, ctx) => {
  if (!text.trim()) return;
  const r = parseExpr(text);
  if (!r.ok)
    ctx.addIssue({
      code: 'custom',
      message: `expr|${r.error.code}|${r.error.pos}|${r.error.expected.join(',')}`,
    });
});

const delay = (max: number) => z.number().int().min(0).max(max);

export const thresholdLevelSchema = z
  .object({
    level: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    enabled: z.boolean(),
    expr: exprField,
    reset: exprField,
  })
  .superRefine((l, ctx) => {
    if (l.enabled && !l.expr.trim()) ctx.addIssue({ code: 'custom', path: ['expr'], message: 'required' });
  });

export const thresholdRuleSchema = z
  .object({
    point: z.enum(POINT_IDS as [ThresholdPoint, ...ThresholdPoint[]]),
    levels: z.array(thresholdLevelSchema).length(3),
    onDelayS: delay(MAX_DELAY_S),
    offDelayS: delay(MAX_DELAY_S),
    noDataS: delay(MAX_NO_DATA_S),
  })
  .superRefine((r, ctx) => {
    r.levels.forEach((l, i) => {
      if (l.level !== i + 1) ctx.addIssue({ code: 'custom', path: ['levels', i, 'level'], message: 'order' });
    });
  });

/** Rules no one has set: sensible limits, all levels off (the fixed protection bands still alarm). */
export function defaultRule(point: ThresholdPoint): ThresholdRule {
  const [l1, l2, l3] = DEFAULT_EXPRESSIONS[point];
  const level = (n: 1 | 2 | 3, [expr, reset]: readonly [string, string]): ThresholdLevelRule => ({
    level: n,
    enabled: false,
    expr,
    reset,
  });
  return {
    point,
    levels: [level(1, l1), level(2, l2), level(3, l3)],
    onDelayS: 5,
    offDelayS: 5,
    noDataS: 0,
  };
}

const DEFAULT_EXPRESSIONS: Record<ThresholdPoint, ReadonlyArray<readonly [string, string]>> = {
  cellVoltage: [
    ['x>=3650 || x<=2700', 'x<3550 && x>2850'],
    ['x>=3600 && x<3650 || x>2700 && x<=2800', 'x<3550 && x>2850'],
    ['x>=3550 && x<3600 || x>2800 && x<=2900', ''],
  ],
  cellTemp: [
    ['x>=55', 'x<50'],
    ['x>=50 && x<55', 'x<47'],
    ['x>=45 && x<50', 'x<43'],
  ],
  cellTempDiff: [
    ['x>=15', 'x<12'],
    ['x>=10 && x<15', 'x<8'],
    ['x>=8 && x<10', ''],
  ],
  soc: [
    ['x<=5', ''],
    ['x>5 && x<=10', ''],
    ['x>10 && x<=15', ''],
  ],
  rackCurrent: [
    ['x>=200 || x<=-200', ''],
    ['x>=180 && x<200 || x>-200 && x<=-180', ''],
    ['x>=160 && x<180 || x>-180 && x<=-160', ''],
  ],
  pcsTemp: [
    ['x>=65', 'x<58'],
    ['x>=60 && x<65', 'x<55'],
    ['x>=55 && x<60', ''],
  ],
};

/** The enabled levels of a valid rule as trees; a level whose text does not parse is left out. */
export function compileRule(rule: ThresholdRule): CompiledRule {
  const levels: CompiledLevel[] = [];
  for (const l of rule.levels) {
    if (!l.enabled) continue;
    const raise = parseExpr(l.expr);
    if (!raise.ok) continue;
    const reset = l.reset.trim() ? parseExpr(l.reset) : null;
    levels.push({ level: l.level, raise: raise.tree, reset: reset?.ok ? reset.tree : null });
  }
  return { levels, onDelayS: rule.onDelayS, offDelayS: rule.offDelayS, noDataS: rule.noDataS };
}
