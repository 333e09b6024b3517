/*
 * Data quality (spec §7 "Data": tagintegrity GET and POST, tagexceptiondata/query,
 * minmaxvoltage/list; issue 28). The spec names the calls but not their payloads; these schemas
 * are their documentation, and the console reads every answer through them (src/api/read-answer).
 *
 *   GET  tagintegrity?site&deviceId&startDate&endDate  → TagIntegrity (per tag per day: expected
 *        and received stored points; at most 31 days)
 *   POST tagintegrity?site  body IntegrityRule          → IntegrityRule (administrators)
 *   GET  tagexceptiondata/query?site&deviceId&tagNo&date → TagException[] (gaps, out-of-range and
 *        flat-lined runs of one tag on one day, oldest first)
 *   GET  minmaxvoltage/list?site&date                   → MinMaxVoltage[] (per cluster: the day's
 *        lowest and highest cell voltage, where and when)
 *
 * Dates are `yyyy-MM-dd`, times `yyyy-MM-dd HH:mm:ss`, both in the station's zone.
 */
import { z } from 'zod';
import { wireArray, wireIdText, wireNum, wireStr, wireValueOrNull } from '../wire';

/** The rule the checks follow: a day below `threshold` % is incomplete; flat runs longer than `flatMinutes`. */
export const integrityRuleSchema = z.object({
  threshold: z.coerce.number().int('threshold').min(50, 'threshold').max(100, 'threshold'),
  flatMinutes: z.coerce.number().int('flatMinutes').min(10, 'flatMinutes').max(1440, 'flatMinutes'),
});
export type IntegrityRule = z.infer<typeof integrityRuleSchema>;

export const DEFAULT_INTEGRITY_RULE: IntegrityRule = { threshold: 95, flatMinutes: 120 };

/** The longest range `tagintegrity` answers, days. */
export const INTEGRITY_MAX_DAYS = 31;

/** Server texts of a refused rule, by field. */
export const INTEGRITY_RULE_TEXTS: Record<keyof IntegrityRule, { en: string; zh: string }> = {
  threshold: {
    en: 'Completeness threshold must be a whole number from 50 to 100',
    zh: '完整率阈值须为 50 到 100 的整数',
  },
  flatMinutes: {
    en: 'Flat-line minutes must be a whole number from 10 to 1440',
    zh: '数据不变时长须为 10 到 1440 的整数（分钟）',
  },
};

/** Expected and received stored points of one tag on one day. */
export interface IntegrityDay {
  /** Points the station should have stored that day (0: none expected, e.g. before its first point or in the future). */
  expected: number;
  received: number;
}

export interface IntegrityTag {
  tagNo: string;
  name: string;
  nameEn: string;
  unit: string;
  /** One per day of `days`. */
  days: IntegrityDay[];
}

export interface TagIntegrity {
  deviceId: string;
  /** `yyyy-MM-dd`, oldest first. */
  days: string[];
  /** Sampling interval of the device's stored points, ms. */
  stepMs: number;
  rule: IntegrityRule;
  tags: IntegrityTag[];
}

/** What went wrong with a tag: no stored point, a value outside its plausible range, or no change. */
const TAG_EXCEPTION_KINDS = ['gap', 'outOfRange', 'flat'] as const;
export type TagExceptionKind = (typeof TAG_EXCEPTION_KINDS)[number];

export interface TagException {
  kind: TagExceptionKind;
  /** First affected point and the end of the last one, `yyyy-MM-dd HH:mm:ss`. */
  startTime: string;
  endTime: string;
  /** Points affected (missing points for a gap). */
  points: number;
  /** The most extreme value of an out-of-range run, the repeated value of a flat one; null for a gap. */
  value: number | null;
}

/** A cell's voltage and where (1-based rack and cell within the rack) and when. */
interface CellAt {
  mv: number;
  rack: number;
  cell: number;
  time: string;
}

export interface MinMaxVoltage {
  /** 1-based cluster number. */
  cluster: number;
  min: CellAt;
  max: CellAt;
}

/*
 * The answers as a real BladeX backend may send them (../wire.ts: ids and numbers as text, null
 * texts and lists, extra fields); src/api/data-quality.ts reads with these.
 */

export const integrityRuleAnswerSchema: z.ZodType<IntegrityRule> = z.object({
  threshold: wireNum,
  flatMinutes: wireNum,
});

export const tagIntegritySchema: z.ZodType<TagIntegrity> = z.object({
  deviceId: wireIdText,
  days: wireArray(wireStr),
  stepMs: wireNum,
  rule: integrityRuleAnswerSchema,
  tags: wireArray(
    z.object({
      tagNo: wireStr,
      name: wireStr,
      nameEn: wireStr,
      unit: wireStr,
      days: wireArray(z.object({ expected: wireNum, received: wireNum })),
    }),
  ),
});

export const tagExceptionSchema: z.ZodType<TagException> = z.object({
  kind: z.enum(TAG_EXCEPTION_KINDS),
  startTime: wireStr,
  endTime: wireStr,
  points: wireNum,
  value: wireValueOrNull,
});

const cellAt: z.ZodType<CellAt> = z.object({ mv: wireNum, rack: wireNum, cell: wireNum, time: wireStr });

export const minMaxVoltageSchema: z.ZodType<MinMaxVoltage> = z.object({
  cluster: wireNum,
  min: cellAt,
  max: cellAt,
});

/**
 * Plausible range of a tag (stored unit), by tag number prefix; a tag without one is never out
 * of range. `flat`: the tag always moves a little, so a long unchanged run means a stuck sensor.
 */
export function tagLimits(tagNo: string): { lo: number; hi: number; flat: boolean } | null {
  if (/^(ST_SOC|CLU_SOC|CLU_SOH)$/.test(tagNo)) return { lo: 0, hi: 100, flat: false };
  if (/^(CLU_T|CELL_T_\d+)$/.test(tagNo)) return { lo: -30, hi: 70, flat: true };
  if (/^CELL_V_\d+$/.test(tagNo)) return { lo: 2000, hi: 3800, flat: false };
  return null;
}
