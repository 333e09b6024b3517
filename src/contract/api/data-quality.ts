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

const count = z.coerce.number().int().min(0);

const integrityDaySchema = z.object({
  /** Points the station should have stored that day (0: none expected, e.g. before its first point or in the future). */
  expected: count,
  received: count,
});
export type IntegrityDay = z.infer<typeof integrityDaySchema>;

const integrityTagSchema = z.object({
  tagNo: z.coerce.string(),
  name: z.coerce.string(),
  nameEn: z.coerce.string().catch(''),
  unit: z.coerce.string().catch(''),
  /** One per day of `days`. */
  days: z.array(integrityDaySchema),
});
export type IntegrityTag = z.infer<typeof integrityTagSchema>;

export const tagIntegritySchema = z.object({
  deviceId: z.coerce.string(),
  /** `yyyy-MM-dd`, oldest first. */
  days: z.array(z.string()),
  /** Sampling interval of the device's stored points, ms. */
  stepMs: z.coerce.number().int().positive(),
  rule: integrityRuleSchema,
  tags: z.array(integrityTagSchema),
});
export type TagIntegrity = z.infer<typeof tagIntegritySchema>;

/** What went wrong with a tag: no stored point, a value outside its plausible range, or no change. */
const TAG_EXCEPTION_KINDS = ['gap', 'outOfRange', 'flat'] as const;
export type TagExceptionKind = (typeof TAG_EXCEPTION_KINDS)[number];

const tagExceptionSchema = z.object({
  kind: z.enum(TAG_EXCEPTION_KINDS),
  /** First affected point and the end of the last one, `yyyy-MM-dd HH:mm:ss`. */
  startTime: z.string(),
  endTime: z.string(),
  /** Points affected (missing points for a gap). */
  points: count,
  /** The most extreme value of an out-of-range run, the repeated value of a flat one; null for a gap. */
  value: z.number().nullable().catch(null),
});
export type TagException = z.infer<typeof tagExceptionSchema>;
export const tagExceptionsSchema = z.array(tagExceptionSchema);

const cellAt = z.object({
  mv: z.coerce.number(),
  /** 1-based rack and cell within the rack. */
  rack: z.coerce.number().int(),
  cell: z.coerce.number().int(),
  time: z.string(),
});

const minMaxVoltageSchema = z.object({
  /** 1-based cluster number. */
  cluster: z.coerce.number().int(),
  min: cellAt,
  max: cellAt,
});
export type MinMaxVoltage = z.infer<typeof minMaxVoltageSchema>;
export const minMaxVoltagesSchema = z.array(minMaxVoltageSchema);

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
