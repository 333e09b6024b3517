/*
 * Tag data export configuration (spec §7 "Data": dataexportconfig getTitles, getForDisplay,
 * setDisplay, detail, update, page; issue 28). The spec names the calls only. Our reading: one
 * configuration per device type (tag dictionary key), holding the columns a tag-data export
 * writes for devices of that type: which tags (`include`), in which order (the list's order) and
 * under which column titles in zh and en; a header is the title and the tag's unit, `SOC (%)`.
 * A tag of the type that the stored configuration does not name yet (added since) follows the
 * named ones, included, titled by its template.
 *
 *   GET  dataexportconfig/page?dictKey&current&size  → Page<ExportConfig> (every device type)
 *   GET  dataexportconfig/detail?dictKey             → ExportConfig
 *   POST dataexportconfig/update  body ExportConfigInput → ExportConfig (administrators; with the
 *        `version` the edit started from: 409 naming who saved it and when, src/contract/conflict.ts)
 *   GET  dataexportconfig/getTitles?dictKey | ?deviceId&site → ExportTitle[] (the included columns
 *        in order, titled in the request's language: what the .xlsx writer and the preview show)
 *   GET  dataexportconfig/getForDisplay?dictKey      → DisplayColumns (the calling user's)
 *   POST dataexportconfig/setDisplay  body DisplayColumns → DisplayColumns (the calling user's)
 *
 * A backend answering code 404 (spec §8: normal, data null): no configuration, the template's
 * tags and names apply; no display choice, every picked tag is shown.
 */
import { z } from 'zod';
import { versionField } from '../conflict';
import { INPUT_LIMITS } from '../input-rules';
import { wireArray, wireBool, wireIdText, wireStr } from '../wire';

/** One column of a configuration. */
export interface ExportColumn {
  tagNo: string;
  /** False: the export leaves this tag out. */
  include: boolean;
  /** Column title, zh. */
  title: string;
  /** Column title, en. */
  titleEn: string;
  /** The tag template's unit (read only here: edited with the tag). */
  unit: string;
}

/** The export configuration of one device type. */
export interface ExportConfig {
  /** The device type's dictionary key (one configuration per type). */
  id: string;
  dictKey: string;
  dictName: string;
  dictNameEn: string;
  columns: ExportColumn[];
  /** Last saved, `yyyy-MM-dd HH:mm:ss` station time; '' while the defaults apply. */
  updateTime: string;
  /** Optimistic concurrency (src/contract/conflict.ts); 0 before the first save. */
  version?: number;
}

/** One column title as an export writes it, in the request's language. */
export interface ExportTitle {
  tagNo: string;
  title: string;
  unit: string;
  /** `title (unit)`, or the title alone for a tag without unit. */
  header: string;
}

/** Which tags of a device type the calling user's preview table shows. */
export interface DisplayColumns {
  dictKey: string;
  tagNos: string[];
}

/** The column header of a tag: its title and unit (spec: units in the headers). */
export const exportHeader = (title: string, unit: string): string => (unit ? `${title} (${unit})` : title);

/** Issue keys of the configuration form (locales data.json `exportConfig.issues.*`). */
export type ExportConfigIssue = 'required' | 'long' | 'noneIncluded' | 'duplicate';

const tagNo = z.string().trim().min(1, 'required').max(64, 'long');
const dictKey = z.string().trim().min(1, 'required').max(40, 'long');

const exportColumnInputSchema = z.object({
  tagNo,
  include: z.boolean(),
  title: z.string().trim().min(1, 'required').max(60, 'long'),
  titleEn: z.string().trim().min(1, 'required').max(80, 'long'),
});

/** What `update` takes: the type's columns in order (every tag of the type, each once). */
export const exportConfigInputSchema = z.object({
  dictKey,
  columns: z
    .array(exportColumnInputSchema)
    .min(1, 'required')
    .max(INPUT_LIMITS.items, 'long')
    .refine((cols) => cols.some((c) => c.include), 'noneIncluded')
    .refine((cols) => new Set(cols.map((c) => c.tagNo)).size === cols.length, 'duplicate'),
  version: z.number().int().optional(),
});
export type ExportConfigInput = z.infer<typeof exportConfigInputSchema>;

/** What `setDisplay` takes. */
export const displayColumnsSchema = z.object({
  dictKey,
  tagNos: z
    .array(tagNo)
    .max(INPUT_LIMITS.items, 'long')
    .refine((xs) => new Set(xs).size === xs.length, 'duplicate'),
});

/** Server texts of the issues (the console shows its own locale's). */
export const EXPORT_CONFIG_ISSUE_TEXTS: Record<ExportConfigIssue, { en: string; zh: string }> = {
  required: { en: 'is required', zh: '不能为空' },
  long: { en: 'is too long', zh: '过长' },
  noneIncluded: { en: 'must include at least one column', zh: '至少须包含一列' },
  duplicate: { en: 'names a tag twice', zh: '重复列出了同一点位' },
};

/** Unknown tags of the type (a column naming a tag the device type does not have). */
export const EXPORT_CONFIG_TAGS = {
  en: 'The columns must be the tags of this device type, each once',
  zh: '列须为该设备类型的点位，且每个点位只出现一次',
};

/* Answers as a real backend may send them (../wire.ts). */

const exportColumnRecordSchema: z.ZodType<ExportColumn> = z.object({
  tagNo: wireStr,
  include: wireBool,
  title: wireStr,
  titleEn: wireStr,
  unit: wireStr,
});

export const exportConfigRecordSchema: z.ZodType<ExportConfig> = z.object({
  id: wireIdText,
  dictKey: wireStr,
  dictName: wireStr,
  dictNameEn: wireStr,
  columns: wireArray(exportColumnRecordSchema),
  updateTime: wireStr,
  version: versionField,
});

export const exportTitleRecordSchema: z.ZodType<ExportTitle> = z.object({
  tagNo: wireStr,
  title: wireStr,
  unit: wireStr,
  header: wireStr,
});

export const displayColumnsRecordSchema: z.ZodType<DisplayColumns> = z.object({
  dictKey: wireStr,
  tagNos: wireArray(wireStr),
});
