/*
 * Data (spec §7 "Data", issue 28): stored history of every point, tags, device data and export
 * tasks. The spec names the calls but not their payloads; these types are their documentation.
 * Paths are relative to /api/; every call takes an optional `site` (default: the first site).
 *
 *   GET  devicedata/devices                       → DataDevice[]  (extension: the device picker)
 *   GET  devicedata/page?deviceId&tagNos&startTime&endTime&current&size
 *                                                  → Page<DeviceDataRow> (stored history, oldest first)
 *   GET  devicedata/realData?deviceId             → DeviceDataRow (the values now)
 *   POST devicedata/export  body ExportRequest    → ExportTask (starts a background task)
 *   POST devicedata/retry?id                      → ExportTask (an error task resumes)
 *   GET  devicedata/estimate?deviceIds&tagNos&startTime&endTime → { rows } (extension)
 *   GET  devicedata/download?id                   → the task's .xlsx (extension)
 *   GET  task/page?current&size                   → Page<ExportTask> (newest first)
 *   GET  tagdict/list                             → TagDict[]
 *   POST tagdict/save  body TagDict               → TagDict
 *   POST tagdict/remove?ids                       → true (refused while a tag uses the key)
 *   GET  tagtemplate/page?dictKey&keyword&current&size → Page<TagTemplate>
 *   POST tagtemplate/save    body TagTemplate (no id) → TagTemplate
 *   POST tagtemplate/update  body TagTemplate         → TagTemplate (with the `version` the edit
 *        started from: 409 naming who saved it and when if saved since, src/contract/conflict.ts)
 *   POST tagtemplate/remove?ids                   → true
 *   GET  tagtemplate/export?dictKey               → .xlsx (1-hour timeout, spec §7)
 *
 * Times in queries are `yyyy-MM-dd HH:mm:ss` (or `yyyy-MM-dd HH:mm`) in the station's zone.
 */
import { z } from 'zod';
import { INPUT_LIMITS } from '../input-rules';

/**
 * Range limits of exports and device data (spec §5): devices with per-minute data (cells) allow
 * at most one day, every other device at most one month (31 days).
 */
export type RangeLimit = 'day' | 'month';

/** Longest range of each limit, milliseconds. */
const RANGE_LIMIT_MS: Record<RangeLimit, number> = {
  day: 86_400_000,
  month: 31 * 86_400_000,
};

/** The spec §5 range messages, word for word in English. */
export const RANGE_MESSAGES = {
  day: {
    en: 'This device does not support time ranges longer than one day!',
    zh: '该设备不支持超过一天的时间范围！',
  },
  month: {
    en: 'This device does not support time ranges longer than one month!',
    zh: '该设备不支持超过一个月的时间范围！',
  },
} as const;

/** True when [from, to] is longer than the limit allows. */
export function exceedsRange(limit: RangeLimit, fromMs: number, toMs: number): boolean {
  return toMs - fromMs > RANGE_LIMIT_MS[limit];
}

/** A device whose points are stored (the dictionary key is its type). */
export interface DataDevice {
  /** 'station', 'grid', 'load', 'pv', 'gen', 'pile', 'cluster-3', 'rack-3-2' (1-based). */
  id: string;
  name: string;
  nameEn: string;
  /** Tag dictionary key of its type: its tags are the templates with this key. */
  dictKey: string;
  rangeLimit: RangeLimit;
}

/** One row of device data: a time and a value per asked tag (null: not recorded). */
export interface DeviceDataRow {
  ts: number;
  /** `yyyy-MM-dd HH:mm:ss`, station time. */
  time: string;
  /** By tag number. Cell tags hold the minute's mean; `min`/`max` hold its extremes. */
  values: Record<string, number | null>;
  min?: Record<string, number | null>;
  max?: Record<string, number | null>;
}

/** Tag dictionary entry (spec §3 "tag": dictionary key and name): a device type. */
export interface TagDict {
  id: string;
  dictKey: string;
  dictName: string;
  dictNameEn: string;
}

/** Tag template (spec §3 "tag"): number, name, English name, unit, sort, dictionary. */
export interface TagTemplate {
  id: string;
  tagNo: string;
  name: string;
  nameEn: string;
  unit: string;
  sort: number;
  dictKey: string;
  dictName: string;
  /** Optimistic concurrency (src/contract/conflict.ts). */
  version?: number;
}

/** Issue keys of the tag schemas (locales data.json `validation.*`). */
export type TagIssueKey = 'required' | 'sort' | 'tagNo' | 'duplicate';

const req = z.string().trim().min(1, 'required');

/** Spec §5 "Tag edit": name, sort number, dictionary key and dictionary name are required. */
export const tagTemplateSchema = z.object({
  id: z.string().default(''),
  tagNo: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.-]{1,40}$/, 'tagNo'),
  name: req.max(60),
  nameEn: z.string().trim().max(80).default(''),
  unit: z.string().trim().max(16).default(''),
  sort: z.coerce.number({ error: 'required' }).int('sort').min(0, 'sort').max(99_999, 'sort'),
  dictKey: req.max(40),
  dictName: req.max(60),
  version: z.number().int().optional(),
});

export const tagDictSchema = z.object({
  id: z.string().default(''),
  dictKey: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, 'required'),
  dictName: req.max(60),
  dictNameEn: z.string().trim().max(80).default(''),
});

export type TagTemplateInput = z.input<typeof tagTemplateSchema>;

/** Export task status (spec §4): not started, running, success, error. */
export type ExportTaskStatus = 'notStarted' | 'running' | 'success' | 'error';

/** What the user asks to export. */
export const exportRequestSchema = z.object({
  deviceIds: z.array(z.string().min(1).max(64)).min(1).max(INPUT_LIMITS.items),
  tagNos: z.array(z.string().min(1).max(64)).min(1).max(INPUT_LIMITS.items),
  /** `yyyy-MM-dd HH:mm:ss`, station time. */
  startTime: z.string().min(10),
  endTime: z.string().min(10),
});
export type ExportRequest = z.infer<typeof exportRequestSchema>;

/** Export task (spec §3): status, search start, search end, task start. */
export interface ExportTask {
  id: string;
  status: ExportTaskStatus;
  /** 0–100. */
  progress: number;
  /** Search start/end, `yyyy-MM-dd HH:mm:ss`. */
  searchStart: string;
  searchEnd: string;
  /** Task start, `yyyy-MM-dd HH:mm:ss`; '' before it started. */
  taskStart: string;
  deviceIds: string[];
  tagNos: string[];
  /** Rows estimated before start / written so far. */
  estimatedRows: number;
  writtenRows: number;
  /** Why it failed (error tasks). */
  error: string;
  /** File name of a successful task. */
  fileName: string;
}

/** Server texts of the tag issues (the console shows its own locale's `validation.*`). */
export const TAG_ISSUE_TEXTS: Record<TagIssueKey, { en: string; zh: string }> = {
  required: { en: 'is required', zh: '不能为空' },
  sort: { en: 'must be a whole number from 0 to 99999', zh: '须为 0 到 99999 的整数' },
  tagNo: { en: 'may hold only letters, digits, _ . - (1–40)', zh: '只能包含字母、数字、_ . -（1–40 个）' },
  duplicate: { en: 'is already used', zh: '已被使用' },
};

/** Field names of the tag forms in server texts. */
export const TAG_FIELD_TEXTS: Record<string, { en: string; zh: string }> = {
  tagNo: { en: 'Number', zh: '编号' },
  name: { en: 'Name', zh: '名称' },
  nameEn: { en: 'English name', zh: '英文名称' },
  unit: { en: 'Unit', zh: '单位' },
  sort: { en: 'Sort number', zh: '排序号' },
  dictKey: { en: 'Dictionary key', zh: '字典键' },
  dictName: { en: 'Dictionary name', zh: '字典名称' },
  dictNameEn: { en: 'English dictionary name', zh: '字典英文名称' },
};

/** A dictionary entry still used by tags cannot be removed. */
export const TAG_IN_USE = {
  en: 'The dictionary key is used by tags: remove or move them first',
  zh: '该字典键仍被点位使用，请先删除或修改这些点位',
};
