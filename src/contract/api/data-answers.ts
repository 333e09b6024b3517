import { z } from 'zod';
import { versionField } from '../conflict';
import { wireArray, wireIdText, wireNum, wireStr, wireValueOrNull } from '../wire';
import type { DataDevice, DeviceDataRow, ExportTask, TagDict, TagTemplate } from './data';

/*
 * Answers of the data calls (./data.ts: tags, device data, export tasks) as a real BladeX backend
 * may send them (../wire.ts: ids as numbers, numbers as text, null texts and lists, extra fields);
 * src/api/data.ts reads with these.
 */

export const dataDeviceSchema: z.ZodType<DataDevice> = z.object({
  id: wireIdText,
  name: wireStr,
  nameEn: wireStr,
  dictKey: wireStr,
  rangeLimit: z.enum(['day', 'month']),
});

/** Tag values of a row, by tag number: a value, also as its text; null, "" or missing = not recorded. */
const tagValues = z.record(z.string(), wireValueOrNull);

export const deviceDataRowSchema: z.ZodType<DeviceDataRow> = z.object({
  ts: wireNum,
  time: wireStr,
  values: tagValues,
  min: tagValues.optional(),
  max: tagValues.optional(),
});

export const tagDictRecordSchema: z.ZodType<TagDict> = z.object({
  id: wireIdText,
  dictKey: wireStr,
  dictName: wireStr,
  dictNameEn: wireStr,
});

export const tagTemplateRecordSchema: z.ZodType<TagTemplate> = z.object({
  id: wireIdText,
  tagNo: wireStr,
  name: wireStr,
  nameEn: wireStr,
  unit: wireStr,
  sort: wireNum,
  dictKey: wireStr,
  dictName: wireStr,
  version: versionField,
});

export const exportTaskSchema: z.ZodType<ExportTask> = z.object({
  id: wireIdText,
  status: z.enum(['notStarted', 'running', 'success', 'error']),
  progress: wireNum,
  searchStart: wireStr,
  searchEnd: wireStr,
  taskStart: wireStr,
  deviceIds: wireArray(wireIdText),
  tagNos: wireArray(wireStr),
  estimatedRows: wireNum,
  writtenRows: wireNum,
  error: wireStr,
  fileName: wireStr,
});

/** `data` of `devicedata/estimate` (an extension). */
export const exportEstimateSchema = z.object({ rows: wireNum });
