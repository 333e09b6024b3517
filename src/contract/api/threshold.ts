/*
 * Alarm thresholds (spec "Backup and thresholds": deviceThreshold/value/get and value/set). The
 * set is the one the simulator alarms on and the console derives measured status from
 * (src/contract/limits.ts). Units: cell voltage mV, temperatures °C, SOC margin percentage points.
 */
import { z } from 'zod';
import type { AlarmThresholds } from '../limits';
import type { ReplayPoint } from '../threshold-replay';
import {
  POINT_IDS,
  type ThresholdLevelRule,
  type ThresholdPoint,
  type ThresholdRule,
} from '../threshold-rules';
import { wireArray, wireBool, wireNum, wireNumLiteral, wireStr, wireValueOrNull } from '../wire';

export type { AlarmThresholds, Band } from '../limits';

/** GET deviceThreshold/value/get: the thresholds in force. */
export type ThresholdValues = AlarmThresholds;

/**
 * POST deviceThreshold/value/set, JSON body: the bands to change (the others are kept). Each band
 * needs both levels, and recovery on the safe side of the raise level; the answer is the whole
 * set now in force.
 */
export type ThresholdSetRequest = Partial<AlarmThresholds>;

export type { ThresholdLevelRule, ThresholdPoint, ThresholdRule } from '../threshold-rules';

/**
 * One row of GET deviceThreshold/page and deviceThreshold/list: a point, its names and unit, and
 * its rule. The rules are per site: every rule call (page, list, value/get and value/set with a
 * point, template export, import, replay) takes `site`, the first site when absent; a site's rule
 * watches that site's devices. `page` takes `current`, `size` and an optional `point`; `list` answers every point.
 */
export interface ThresholdRow extends ThresholdRule {
  unit: string;
  nameZh: string;
  nameEn: string;
  /** What the rule is watched on: each battery cluster or each container's PCS. */
  device: 'cluster' | 'container';
}

/**
 * GET deviceThreshold/value/get with `point`: that point's row. Without `point` the answer stays
 * the protection bands (ThresholdValues) the console derives measured status from.
 *
 * POST deviceThreshold/value/set with a body carrying `point`: a whole ThresholdRule, validated
 * by thresholdRuleSchema (an invalid expression answers 400 naming the level, the field and the
 * position); the answer is the stored row. A body without `point` changes protection bands.
 *
 * GET deviceThreshold/template/export: every rule as .xlsx (one row per point and level);
 * GET deviceThreshold/template/download: the same workbook with the default, disabled rules (a
 * blank template to fill in).
 */
export type ThresholdRuleSetRequest = ThresholdRule;

export type { ReplayPoint, ReplayResult } from '../threshold-replay';

/**
 * GET deviceThreshold/replay (an extension: the spec names no such call; with a backend that
 * answers 404 the console hides the replay and keeps the value tester, which runs in the page).
 * Query: `rule`, the rule as typed (saved or not) as JSON, and an optional `site` (a read, so it
 * is a GET and stays out of the operation log). The answer replays the point's
 * last 24 h of 5-minute history through it: the value fed at each instant, the level raised after
 * it, and how many alarms each level would have raised.
 */
export interface ThresholdReplayRequest {
  rule: ThresholdRule;
  site?: string;
}

export interface ThresholdReplayAnswer {
  point: ThresholdRule['point'];
  fromMs: number;
  toMs: number;
  stepS: number;
  points: ReplayPoint[];
  /** Alarms raised per level (index 1..3). */
  raised: [0, number, number, number];
  noData: number;
}

/** Largest workbook deviceThreshold/template/import reads, and its most rows. */
export const THRESHOLD_IMPORT_MAX_BYTES = 512 * 1024;
export const THRESHOLD_IMPORT_MAX_ROWS = 200;

/**
 * POST deviceThreshold/template/import, JSON body `{ fileName, content }` (content: the .xlsx
 * bytes as base64; the export's or the template's layout, one row per point and level). Every
 * row is checked first: one bad row answers 400 naming the row and field and changes nothing.
 * Administrator only.
 */
export interface ThresholdImportRequest {
  fileName: string;
  content: string;
}

export interface ThresholdImportResult {
  /** The points whose rules were replaced. */
  points: ThresholdRule['point'][];
}

/* Answers as a real BladeX backend may send them (../wire.ts); src/api/threshold.ts reads with these. */

const bandSchema = z.object({ raise: wireNum, recover: wireNum });

/** `data` of `GET deviceThreshold/value/get` without a point and of `value/set` with bands. */
export const thresholdValuesSchema = z.object({
  cellOverVoltageMv: bandSchema,
  cellUnderVoltageMv: bandSchema,
  cellOverTempL2C: bandSchema,
  cellOverTempL1C: bandSchema,
  socLowMarginPct: bandSchema,
  pcsOverTempC: bandSchema,
  fireTempC: bandSchema,
}) satisfies z.ZodType<ThresholdValues>;

const pointSchema = z.enum(POINT_IDS as [ThresholdPoint, ...ThresholdPoint[]]);

/** A stored level as answered (what is stored is shown as it is; the form validates edits). */
export const levelAnswerSchema = z.object({
  level: wireNumLiteral([1, 2, 3]),
  enabled: wireBool,
  expr: wireStr,
  reset: wireStr,
}) satisfies z.ZodType<ThresholdLevelRule>;

/** A row of `deviceThreshold/list` and `page`, `value/get` with a point and `value/set`'s answer. */
export const thresholdRowSchema = z.object({
  point: pointSchema,
  levels: wireArray(levelAnswerSchema),
  onDelayS: wireNum,
  offDelayS: wireNum,
  noDataS: wireNum,
  unit: wireStr,
  nameZh: wireStr,
  nameEn: wireStr,
  device: z.enum(['cluster', 'container']),
}) satisfies z.ZodType<ThresholdRow>;

/** `data` of `GET deviceThreshold/replay` (wrap in wireNullable: the extension may answer 404). */
export const thresholdReplaySchema = z.object({
  point: pointSchema,
  fromMs: wireNum,
  toMs: wireNum,
  stepS: wireNum,
  points: wireArray(z.tuple([wireNum, wireValueOrNull, wireNumLiteral([0, 1, 2, 3])])),
  raised: z.tuple([wireNumLiteral([0]), wireNum, wireNum, wireNum]),
  noData: wireNum,
}) satisfies z.ZodType<ThresholdReplayAnswer>;

/** `data` of `POST deviceThreshold/template/import`. */
export const thresholdImportResultSchema = z.object({
  points: wireArray(pointSchema),
}) satisfies z.ZodType<ThresholdImportResult>;
