import { z } from 'zod';
import { hasControl } from '../../../src/contract/input-rules';
import { SPEC_MESSAGES } from '../../../src/contract/messages';
import {
  TAG_COLUMNS,
  TAG_IMPORT_MAX_BYTES,
  TAG_IMPORT_MAX_ROWS,
  type TagImportConflict,
  type TagImportPreview,
  type TagImportResult,
  type TagImportRow,
  diffTagImport,
  staleTags,
  tagHeaders,
  tagImportOptionsSchema,
} from '../../../src/contract/api/tag-import';
import type { OperationChange } from '../../../src/contract/api/oplog';
import type { TagStore } from '../../store/tag-store';
import { formatDateTime } from '../../store/time-format';
import { fieldError } from '../input-errors';
import { LocalizedApiError, type RequestContext, type Router } from '../router';
import { cellText, readImportSheet } from '../xlsx-import';

/*
 * Bulk tag import with a preview (issue 28; src/contract/api/tag-import.ts): the file is read
 * within the import bounds (xlsx-import.ts: size before parsing, then a worker thread), diffed
 * against the stored tags, and applied only by a second call that names what the preview saw.
 */

const NOT_TAG_FILE = {
  en: `The first row must be the tag export's headers: ${tagHeaders('en').join(', ')}`,
  zh: `第一行须为点位模板导出的表头：${tagHeaders('zh').join('、')}`,
};

const isFileName = (v: unknown): boolean =>
  typeof v === 'string' && v.trim() !== '' && v.length <= 255 && !hasControl(v);

/** The file's data rows (the export's layout, headers checked in either language). */
async function readTagRows(ctx: RequestContext): Promise<TagImportRow[]> {
  const { fileName, content } = (ctx.body ?? {}) as { fileName?: unknown; content?: unknown };
  // The name is only logged, but bounded like every text a caller sends (issue 33).
  if (fileName !== undefined && fileName !== null && !isFileName(fileName)) throw fieldError('fileName');
  if (typeof content !== 'string' || !content) throw fieldError('content');
  const sheet = await readImportSheet(ctx, content, {
    maxFileBytes: TAG_IMPORT_MAX_BYTES,
    maxRows: TAG_IMPORT_MAX_ROWS,
  });
  const header = (sheet.rows.get(1) ?? []).slice(1, TAG_COLUMNS.length + 1).map((v) => cellText(v));
  const fits = (lang: 'zh' | 'en') => tagHeaders(lang).every((h, i) => header[i] === h);
  if (!fits('zh') && !fits('en')) throw new LocalizedApiError(400, NOT_TAG_FILE);
  const rows: TagImportRow[] = [];
  for (const [n, values] of [...sheet.rows].sort((a, b) => a[0] - b[0])) {
    if (n === 1) continue;
    const cells = Object.fromEntries(
      TAG_COLUMNS.map((c, i) => [c, cellText(values[i + 1])]),
    ) as TagImportRow['cells'];
    if (TAG_COLUMNS.every((c) => cells[c] === '')) continue;
    rows.push({ row: n, cells });
  }
  if (rows.length === 0) throw new LocalizedApiError(400, SPEC_MESSAGES.fillValues);
  return rows;
}

// The preview's basis: the stored tags of the file's dictionaries. Bounded like every list a caller
// sends (the input sweep sends 10 001 and more): twice the rows a file may hold. A version counts
// a tag's saves: bounded too (a huge one, 1e13, was accepted and the import applied).
const basisSchema = z
  .array(
    z.object({
      id: z.string().max(20),
      tagNo: z.string().max(40),
      version: z.number().int().min(0).max(2_147_483_647),
    }),
  )
  .max(2 * TAG_IMPORT_MAX_ROWS);

/** What the log notes of an import: a line per added, changed field and removed tag (at most 50). */
function importChanges(diff: TagImportPreview): OperationChange[] {
  const out: OperationChange[] = [
    ...diff.added.map((t) => ({ key: t.tagNo, before: '', after: t.name })),
    ...diff.changed.flatMap((c) =>
      c.changes.map((x) => ({ key: `${c.tagNo} · ${x.field}`, before: x.before, after: x.after })),
    ),
    ...diff.removed.map((t) => ({ key: t.tagNo, before: t.name, after: '' })),
  ];
  return out.length > 50 ? [...out.slice(0, 49), { key: `+${out.length - 49}`, before: '', after: '' }] : out;
}

/** `tagtemplate/import/preview` and `tagtemplate/import` (extensions). */
export function registerTagImportRoutes(router: Router, tags: TagStore): void {
  const diffOf = async (ctx: RequestContext) => {
    const options = tagImportOptionsSchema.safeParse({
      keepOmitted: (ctx.body as { keepOmitted?: unknown } | undefined)?.keepOmitted ?? undefined,
    });
    if (!options.success) throw fieldError('keepOmitted');
    const rows = await readTagRows(ctx);
    const dictKeys = new Set(tags.dicts().map((d) => d.dictKey));
    return { rows, diff: diffTagImport(rows, tags.templates({}), dictKeys, options.data) };
  };
  router.post(
    'tagtemplate/import/preview',
    async (ctx): Promise<TagImportPreview> => (await diffOf(ctx)).diff,
  );
  router.post('tagtemplate/import', async (ctx): Promise<TagImportResult> => {
    const sent = basisSchema.safeParse((ctx.body as { basis?: unknown } | undefined)?.basis);
    if (!sent.success) throw fieldError('basis');
    const { rows, diff } = await diffOf(ctx);
    const named = new Set(rows.map((r) => r.cells.tagNo.trim()));
    const conflicts: TagImportConflict[] = staleTags(sent.data, diff.basis, named).map((s) => {
      const rev = s.kind === 'removed' ? undefined : tags.revision(s.id);
      return {
        tagNo: s.tagNo,
        kind: s.kind,
        changedBy: rev?.changedBy ?? '',
        changedAt: rev?.changedAtMs ? formatDateTime(rev.changedAtMs) : '',
      };
    });
    const counts = {
      added: diff.added.length,
      changed: diff.changed.length,
      removed: diff.removed.length,
      refused: diff.refused.length,
    };
    if (conflicts.length) return { applied: false, ...counts, conflicts };
    const stored = new Map(tags.templates({}).map((t) => [t.id, t]));
    const edits = diff.changed.map((c) => {
      const t = { ...stored.get(c.id)! };
      for (const x of c.changes)
        Object.assign(t, { [x.field]: x.field === 'sort' ? Number(x.after) : x.after });
      return t;
    });
    tags.applyImport(
      diff.added.map(({ row: _row, ...t }) => t),
      edits,
      diff.removed.map((t) => t.id),
      ctx.user?.account ?? '',
      Date.now(),
    );
    ctx.changes = importChanges(diff);
    return { applied: true, ...counts, conflicts: [] };
  });
}
