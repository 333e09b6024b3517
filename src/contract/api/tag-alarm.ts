import { z } from 'zod';
import { MAX_DELAY_S, type ThresholdLevelRule, thresholdLevelSchema } from '../threshold-rules';
import { wireArray, wireBool, wireIdText, wireNum, wireNumLiteral, wireStr, wireValueOrNull } from '../wire';
import { levelAnswerSchema } from './threshold';

/*
 * Tag alarms (spec §7 Data: tagalarm list, data and batch submit; issue 25): a rule on a tag (a
 * point of the tag dictionary) with the threshold rules' expression syntax, levels L1–L3 and
 * delays. Station-wide; a cluster tag's rule applies to every cluster. An enabled rule raises and
 * recovers real device alarms (serviceId `tagalarm.<tagNo>`, one per site tag or per cluster) with
 * the threshold rules' hysteresis and delays, in every site's alarm list, popup and alarm push.
 *
 * GET tagalarm/list (`site`): every tag with its rule (a tag never set: all levels off).
 * GET tagalarm/data (`site`): each tag's value now and the level its rule gives that value
 *   (before the delays; a cluster tag: its most severe cluster).
 * POST tagalarm/batchSubmit, JSON `{ rules: TagAlarmRule[] }` (1–500): each rule checked and
 *   stored on its own; the answer says per tag whether it was saved and, if not, why (level,
 *   field and position). Administrator only.
 */

/** A tag's rule. */
export interface TagAlarmRule {
  tagNo: string;
  levels: ThresholdLevelRule[];
  onDelayS: number;
  offDelayS: number;
}

export const TAG_ALARM_BATCH_MAX = 500;

export const tagAlarmRuleSchema = z
  .object({
    tagNo: z.string().trim().min(1).max(40),
    levels: z.array(thresholdLevelSchema).length(3),
    onDelayS: z.number().int().min(0).max(MAX_DELAY_S),
    offDelayS: z.number().int().min(0).max(MAX_DELAY_S),
  })
  .superRefine((r, ctx) => {
    r.levels.forEach((l, i) => {
      if (l.level !== i + 1) ctx.addIssue({ code: 'custom', path: ['levels', i, 'level'], message: 'order' });
    });
  });

/** One row of tagalarm/list. */
export interface TagAlarmRow extends TagAlarmRule {
  name: string;
  nameEn: string;
  unit: string;
  /** 'site': one value for the site; 'cluster': one per cluster. */
  scope: 'site' | 'cluster';
}

/** One row of tagalarm/data. */
export interface TagAlarmData {
  tagNo: string;
  /** The value now (a cluster tag: the cluster with the most severe level, else the first). */
  value: number | null;
  /** The level the rule gives it, 0 for none. */
  level: 0 | 1 | 2 | 3;
}

export interface TagAlarmBatchResult {
  results: Array<{ tagNo: string; ok: boolean; msg?: string }>;
}

/** A tag's rule before anyone sets it. */
export function defaultTagRule(tagNo: string): TagAlarmRule {
  return {
    tagNo,
    levels: ([1, 2, 3] as const).map((level) => ({ level, enabled: false, expr: '', reset: '' })),
    onDelayS: 5,
    offDelayS: 5,
  };
}

/* Answers as a real BladeX backend may send them (../wire.ts); src/api/threshold.ts reads with these. */

/** A row of `tagalarm/list`. */
export const tagAlarmRowSchema = z.object({
  tagNo: wireIdText,
  levels: wireArray(levelAnswerSchema),
  onDelayS: wireNum,
  offDelayS: wireNum,
  name: wireStr,
  nameEn: wireStr,
  unit: wireStr,
  scope: z.enum(['site', 'cluster']),
}) satisfies z.ZodType<TagAlarmRow>;

/** A row of `tagalarm/data`. */
export const tagAlarmDataSchema = z.object({
  tagNo: wireIdText,
  value: wireValueOrNull,
  level: wireNumLiteral([0, 1, 2, 3]),
}) satisfies z.ZodType<TagAlarmData>;

/** `data` of `POST tagalarm/batchSubmit`. */
export const tagAlarmBatchResultSchema = z.object({
  results: wireArray(
    z.object({
      tagNo: wireIdText,
      ok: wireBool,
      msg: z.preprocess((v) => (v === null ? undefined : v), z.string().optional()),
    }),
  ),
}) satisfies z.ZodType<TagAlarmBatchResult>;
