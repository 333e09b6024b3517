/*
 * Bulk tag import from .xlsx (issue 28, extension calls): the file is the layout of
 * `tagtemplate/export` (one header row, then number, name, English name, unit, sort number,
 * dictionary key, dictionary name; read by position, headers in either language). The import is
 * previewed before it is applied:
 *
 *   POST tagtemplate/import/preview  body { fileName, content (base64), keepOmitted? } → TagImportPreview
 *   POST tagtemplate/import          body { fileName, content, basis, keepOmitted? } → TagImportResult
 *
 * A row is matched to a stored tag by its number. Tags of the dictionaries the file names that
 * the file does not list are removed (so an export filtered by one dictionary imports back without
 * touching the others), unless `keepOmitted` is true: then the import only adds and changes, and
 * the preview shows no removal. An absent `keepOmitted` is false (the calls' first meaning); the
 * console always sends it, ticked by default (see ImportTags). The apply sends back the preview's `basis` (id and version of every stored
 * tag it looked at): a tag saved, added or removed by someone else since is reported as a conflict
 * and nothing is applied. `diffTagImport` is the diff both calls compute.
 */
import { z } from 'zod';
import { wireArray, wireIdText, wireNum, wireStr } from '../wire';
import { TAG_FIELD_TEXTS, type TagTemplate, tagTemplateSchema } from './data';

/** The columns of the export and the import, in order. */
export const TAG_COLUMNS = ['tagNo', 'name', 'nameEn', 'unit', 'sort', 'dictKey', 'dictName'] as const;
export type TagColumn = (typeof TAG_COLUMNS)[number];

/** Header texts of the columns in each language (the export writes these; the import checks them). */
export const tagHeaders = (lang: 'zh' | 'en'): string[] => TAG_COLUMNS.map((c) => TAG_FIELD_TEXTS[c][lang]);

/** The largest file the import reads (refused before it is parsed, in the console and the simulator). */
export const TAG_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
/** Data rows of one file. */
export const TAG_IMPORT_MAX_ROWS = 5000;

/** One data row of the file: its sheet row number and each column's text. */
export interface TagImportRow {
  row: number;
  cells: Record<TagColumn, string>;
}

/**
 * Why a row is refused: the tag form's issues (locales data.json `validation.*`), a text longer
 * than its field allows, a dictionary key the dictionary does not have, a number an earlier row
 * of the file already has.
 */
export type TagImportReason = 'required' | 'sort' | 'tagNo' | 'tooLong' | 'unknownDict' | 'duplicateRow';

export interface TagImportIssue {
  field: TagColumn;
  reason: TagImportReason;
  /** tooLong: the most characters; duplicateRow: the earlier row. */
  limit?: number;
}

type TagFields = Omit<TagTemplate, 'id' | 'version'>;

export interface TagImportPreview {
  /** Data rows read (blank rows skipped). */
  rows: number;
  added: Array<TagFields & { row: number }>;
  changed: Array<{
    id: string;
    tagNo: string;
    row: number;
    changes: Array<{ field: TagColumn; before: string; after: string }>;
  }>;
  removed: Array<{ id: string; tagNo: string; name: string; nameEn: string; dictKey: string }>;
  unchanged: number;
  refused: Array<{ row: number; tagNo: string; issues: TagImportIssue[] }>;
  /** Every stored tag the diff looked at, as it was: sent back with the apply. */
  basis: Array<{ id: string; tagNo: string; version: number }>;
}

/** A tag saved, added or removed by someone else between the preview and the apply. */
export interface TagImportConflict {
  tagNo: string;
  kind: 'changed' | 'added' | 'removed';
  /** Who saved it and when (station time); '' when not known (a removal). */
  changedBy: string;
  changedAt: string;
}

export interface TagImportResult {
  /** False when conflicts stopped the import: nothing was changed. */
  applied: boolean;
  added: number;
  changed: number;
  removed: number;
  refused: number;
  conflicts: TagImportConflict[];
}

const MAX_LENGTH: Partial<Record<TagColumn, number>> = {
  tagNo: 40,
  name: 60,
  nameEn: 80,
  unit: 16,
  dictKey: 40,
  dictName: 60,
};
const REASONS = new Set<string>(['required', 'sort', 'tagNo']);
const COMPARED = ['name', 'nameEn', 'unit', 'sort', 'dictKey', 'dictName'] as const;

/** The row as a tag, or what is wrong with it (every field the form would refuse). */
function readRow(r: TagImportRow): { tag: TagFields } | { issues: TagImportIssue[] } {
  const issues: TagImportIssue[] = [];
  for (const c of TAG_COLUMNS) {
    const max = MAX_LENGTH[c];
    if (max && r.cells[c].trim().length > max) issues.push({ field: c, reason: 'tooLong', limit: max });
  }
  const sort = r.cells.sort.trim();
  const parsed = tagTemplateSchema.safeParse({ ...r.cells, id: '', sort: sort === '' ? undefined : sort });
  if (parsed.success && issues.length === 0) {
    const { id: _id, version: _v, ...tag } = parsed.data;
    return { tag };
  }
  for (const i of parsed.error?.issues ?? []) {
    const field = i.path[0] as TagColumn;
    if (issues.some((x) => x.field === field)) continue;
    issues.push({ field, reason: (REASONS.has(i.message) ? i.message : 'required') as TagImportReason });
  }
  return { issues };
}

/** The import's choice (both calls): keep the stored tags of the file's dictionaries it omits. */
export const tagImportOptionsSchema = z.object({ keepOmitted: z.boolean().default(false) });
export type TagImportOptions = z.input<typeof tagImportOptionsSchema>;

/**
 * The diff of a file's rows against the stored tags: added, changed (field by field), removed
 * (tags of the file's dictionaries it does not list; none with `keepOmitted`), unchanged, refused
 * rows and their reasons. Pure; `dictKeys` are the dictionary's keys.
 */
export function diffTagImport(
  rows: TagImportRow[],
  stored: TagTemplate[],
  dictKeys: ReadonlySet<string>,
  { keepOmitted = false }: TagImportOptions = {},
): TagImportPreview {
  const byNo = new Map(stored.map((t) => [t.tagNo, t]));
  const firstRow = new Map<string, number>();
  const scope = new Set<string>();
  const out: TagImportPreview = {
    rows: rows.length,
    added: [],
    changed: [],
    removed: [],
    unchanged: 0,
    refused: [],
    basis: [],
  };
  for (const r of rows) {
    const tagNo = r.cells.tagNo.trim();
    const dictKey = r.cells.dictKey.trim();
    if (dictKeys.has(dictKey)) scope.add(dictKey);
    const read = readRow(r);
    const issues = 'issues' in read ? read.issues : [];
    if ('tag' in read && !dictKeys.has(dictKey)) issues.push({ field: 'dictKey', reason: 'unknownDict' });
    const earlier = firstRow.get(tagNo);
    if (tagNo && earlier !== undefined)
      issues.unshift({ field: 'tagNo', reason: 'duplicateRow', limit: earlier });
    else if (tagNo) firstRow.set(tagNo, r.row);
    if (issues.length || !('tag' in read)) {
      out.refused.push({ row: r.row, tagNo, issues });
      continue;
    }
    const tag = read.tag;
    const before = byNo.get(tag.tagNo);
    if (!before) {
      out.added.push({ ...tag, row: r.row });
      continue;
    }
    const changes = COMPARED.filter((f) => String(before[f]) !== String(tag[f])).map((f) => ({
      field: f,
      before: String(before[f]),
      after: String(tag[f]),
    }));
    if (changes.length) out.changed.push({ id: before.id, tagNo: tag.tagNo, row: r.row, changes });
    else out.unchanged++;
  }
  // A row names its tag even when refused: that tag is kept as it is, not removed. Kept omitted
  // tags are not looked at: a change to one since the preview is no conflict.
  for (const t of stored) {
    const named = firstRow.has(t.tagNo);
    const omitted = !named && scope.has(t.dictKey) && !keepOmitted;
    if (omitted)
      out.removed.push({ id: t.id, tagNo: t.tagNo, name: t.name, nameEn: t.nameEn, dictKey: t.dictKey });
    if (named || omitted) out.basis.push({ id: t.id, tagNo: t.tagNo, version: t.version ?? 0 });
  }
  return out;
}

/**
 * The tags that moved on since the preview: a tag the diff now looks at that the preview saw at
 * another id or version (changed) or not at all (added), and a tag the file names that the
 * preview saw and that is gone (removed). Pure; `named` are the file's tag numbers.
 */
export function staleTags(
  sent: TagImportPreview['basis'],
  now: TagImportPreview['basis'],
  named: ReadonlySet<string>,
): Array<{ tagNo: string; kind: TagImportConflict['kind']; id: string }> {
  const seen = new Map(sent.map((b) => [b.tagNo, b]));
  const present = new Set(now.map((b) => b.tagNo));
  const out: Array<{ tagNo: string; kind: TagImportConflict['kind']; id: string }> = [];
  for (const b of now) {
    const was = seen.get(b.tagNo);
    if (!was) out.push({ tagNo: b.tagNo, kind: 'added', id: b.id });
    else if (was.id !== b.id || was.version !== b.version)
      out.push({ tagNo: b.tagNo, kind: 'changed', id: b.id });
  }
  for (const b of sent)
    if (!present.has(b.tagNo) && named.has(b.tagNo)) out.push({ tagNo: b.tagNo, kind: 'removed', id: b.id });
  return out;
}

/* Answers as a real backend may send them (ids and numbers as text, null texts). */

const column = z.enum(TAG_COLUMNS);
const reason = z.enum(['required', 'sort', 'tagNo', 'tooLong', 'unknownDict', 'duplicateRow']);

export const tagImportPreviewSchema: z.ZodType<TagImportPreview> = z.object({
  rows: wireNum,
  added: wireArray(
    z.object({
      row: wireNum,
      tagNo: wireStr,
      name: wireStr,
      nameEn: wireStr,
      unit: wireStr,
      sort: wireNum,
      dictKey: wireStr,
      dictName: wireStr,
    }),
  ),
  changed: wireArray(
    z.object({
      id: wireIdText,
      tagNo: wireStr,
      row: wireNum,
      changes: wireArray(z.object({ field: column, before: wireStr, after: wireStr })),
    }),
  ),
  removed: wireArray(
    z.object({ id: wireIdText, tagNo: wireStr, name: wireStr, nameEn: wireStr, dictKey: wireStr }),
  ),
  unchanged: wireNum,
  refused: wireArray(
    z.object({
      row: wireNum,
      tagNo: wireStr,
      issues: wireArray(z.object({ field: column, reason, limit: wireNum.optional() })),
    }),
  ),
  basis: wireArray(z.object({ id: wireIdText, tagNo: wireStr, version: wireNum })),
});

export const tagImportResultSchema: z.ZodType<TagImportResult> = z.object({
  applied: z.boolean(),
  added: wireNum,
  changed: wireNum,
  removed: wireNum,
  refused: wireNum,
  conflicts: wireArray(
    z.object({
      tagNo: wireStr,
      kind: z.enum(['changed', 'added', 'removed']),
      changedBy: wireStr,
      changedAt: wireStr,
    }),
  ),
});
