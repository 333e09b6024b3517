/*
 * Data detection (spec §7 Data: dataDetection getResult and getModuleDetection; issue 28). The
 * spec names the calls but not their payloads; these schemas are their documentation. Both are
 * computed from the same stored history and the same functions as tagintegrity (expected and
 * received points) and tagexceptiondata/query (gaps, out-of-range and flat runs).
 *
 *   GET dataDetection/getResult?site&date[&deviceId]       → DetectionResult (one row per
 *       device: the station's devices and clusters, or the one asked)
 *   GET dataDetection/getModuleDetection?site&deviceId&date → DetectionResult (one row per
 *       battery module of the cluster asked, `cluster-N`, or of the pack asked, `rack-N-M`)
 *
 * Dates are `yyyy-MM-dd`, times `yyyy-MM-dd HH:mm:ss`, both in the station's zone.
 */
import { z } from 'zod';
import {
  wireArray,
  wireIdText,
  wireNullable,
  wireNum,
  wireStr,
  wireStrOrNull,
  wireValueOrNull,
} from '../wire';
import { type IntegrityRule, integrityRuleAnswerSchema } from './data-quality';

/** A run of one tag: its first affected slot and the end of the last one, how many, the value. */
export interface DetectionRun {
  tagNo: string;
  startTime: string;
  endTime: string;
  points: number;
  /** The repeated value of a flat run; null for a gap. */
  value: number | null;
}

/** What one device (or module) stored on the day and what went wrong. */
export interface DeviceDetection {
  deviceId: string;
  name: string;
  nameEn: string;
  /** Tags checked. */
  tags: number;
  /** Sums over the device's tags of tagintegrity's figures for the day. */
  expected: number;
  received: number;
  /** Stretches in which at least one of the device's tags has no stored point. */
  gaps: number;
  /** The longest of them (`tagNo`: a tag missing in it, for its gap view). */
  longestGap: DetectionRun | null;
  /** Out-of-range runs, summed over the tags. */
  outOfRange: number;
  /** Flat-lined runs (at least the rule's minutes), oldest first. */
  flat: DetectionRun[];
}

export interface DetectionResult {
  /** `yyyy-MM-dd` checked. */
  date: string;
  /** The cluster or pack asked (getModuleDetection), the device asked or null (getResult). */
  deviceId: string | null;
  /** When the run was made (station time). */
  ranAt: string;
  /** Sampling interval of the checked devices' stored points, ms. */
  stepMs: number;
  rule: IntegrityRule;
  devices: DeviceDetection[];
}

const runSchema: z.ZodType<DetectionRun> = z.object({
  tagNo: wireStr,
  startTime: wireStr,
  endTime: wireStr,
  points: wireNum,
  value: wireValueOrNull,
});

const deviceDetectionSchema: z.ZodType<DeviceDetection> = z.object({
  deviceId: wireIdText,
  name: wireStr,
  nameEn: wireStr,
  tags: wireNum,
  expected: wireNum,
  received: wireNum,
  gaps: wireNum,
  longestGap: wireNullable(runSchema),
  outOfRange: wireNum,
  flat: wireArray(runSchema),
});

/** The answer of both calls, as a real BladeX backend may send it (../wire.ts). */
export const detectionResultSchema: z.ZodType<DetectionResult> = z.object({
  date: wireStr,
  deviceId: wireStrOrNull,
  ranAt: wireStr,
  stepMs: wireNum,
  rule: integrityRuleAnswerSchema,
  devices: wireArray(deviceDetectionSchema),
});
