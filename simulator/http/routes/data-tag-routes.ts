import { loadExcel } from '../excel';
import type { z } from 'zod';
import {
  TAG_FIELD_TEXTS,
  TAG_IN_USE,
  TAG_ISSUE_TEXTS,
  type TagIssueKey,
  type TagTemplate,
  tagDictSchema,
  tagTemplateSchema,
} from '../../../src/contract/api/data';
import type { TagStore } from '../../store/tag-store';
import { TAG_COLUMNS, type TagColumn, tagHeaders } from '../../../src/contract/api/tag-import';
import { fileResult } from '../files';
import { noteRecordChanges } from '../oplog-recorder';
import { fieldError } from '../input-errors';
import { pageOf } from '../paging';
import { refuseStale } from '../revisions';
import { LocalizedApiError, type RequestContext, type Router } from '../router';
import { badRequest, tr } from './station-common';
import { idsOf } from './station-price-common';

const COLUMN_WIDTHS: Record<TagColumn, number> = {
  tagNo: 14,
  name: 18,
  nameEn: 22,
  unit: 8,
  sort: 10,
  dictKey: 14,
  dictName: 16,
};

const ISSUE_KEYS = new Set(Object.keys(TAG_ISSUE_TEXTS));

/**
 * A 400 naming each field and what is wrong with it, in both languages, each issue followed by
 * its field as the request names it (issue 33): 'Name is required (name)'.
 */
function tagIssues(issues: Array<{ path: PropertyKey[]; message: string }>): LocalizedApiError {
  const text = (lang: 'en' | 'zh') =>
    issues
      .slice(0, 4)
      .map((i) => {
        const name = String(i.path[0]);
        const field = TAG_FIELD_TEXTS[name]?.[lang] ?? name;
        const key = (ISSUE_KEYS.has(i.message) ? i.message : 'required') as TagIssueKey;
        const text = { en: `${field} ${TAG_ISSUE_TEXTS[key].en}`, zh: `${field}${TAG_ISSUE_TEXTS[key].zh}` };
        return fieldError(name, text).texts[lang];
      })
      .join(lang === 'zh' ? '；' : '; ');
  return new LocalizedApiError(400, { en: text('en'), zh: text('zh') });
}

function parse<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const r = schema.safeParse(body ?? {});
  if (!r.success) throw tagIssues(r.error.issues);
  return r.data;
}

const duplicate = (field: string) => tagIssues([{ path: [field], message: 'duplicate' }]);

/** `tagdict/*` and `tagtemplate/*` (spec §7 "Data"). */
export function registerTagRoutes(router: Router, tags: TagStore, sites: string[]): void {
  // Tags are station-wide; a `site` that is not one of the station's still answers 400.
  const get = (path: string, handler: (ctx: RequestContext) => unknown) =>
    router.get(path, (ctx) => {
      const site = ctx.query.get('site');
      if (site !== null && !sites.includes(site)) throw badRequest(ctx, 'param');
      return handler(ctx);
    });
  get('tagdict/list', () => tags.dicts());
  router.post('tagdict/save', (ctx) => {
    const d = parse(tagDictSchema, ctx.body);
    const saved = tags.saveDict(d);
    if (saved === 'duplicate') throw duplicate('dictKey');
    if (saved === 'missing') throw fieldError('id');
    return saved;
  });
  router.post('tagdict/remove', (ctx) => {
    const done = tags.removeDicts(idsOf(ctx));
    if (done !== true) throw new LocalizedApiError(400, TAG_IN_USE);
    return true;
  });

  const filterOf = (ctx: RequestContext) => ({
    dictKey: ctx.query.get('dictKey') ?? '',
    keyword: (ctx.query.get('keyword') ?? '').trim(),
  });
  get('tagtemplate/page', (ctx) => pageOf(tags.templates(filterOf(ctx)), ctx.query));
  const checked = (ctx: RequestContext) => {
    const t = parse(tagTemplateSchema, ctx.body);
    if (!tags.dictByKey(t.dictKey)) throw tagIssues([{ path: ['dictKey'], message: 'required' }]);
    return t;
  };
  router.post('tagtemplate/save', (ctx): TagTemplate => {
    const saved = tags.saveTemplate(checked(ctx));
    if (saved === 'duplicate') throw duplicate('tagNo');
    return saved;
  });
  router.post('tagtemplate/update', (ctx): TagTemplate => {
    const t = checked(ctx);
    if (!/^\d+$/.test(t.id)) throw fieldError('id');
    // An update naming an older version than the stored one is refused: 409, who and when.
    refuseStale(ctx, tags.revision(t.id));
    const before = tags.template(t.id);
    const saved = tags.updateTemplate(t, ctx.user?.account ?? '', Date.now());
    if (saved === 'duplicate') throw duplicate('tagNo');
    if (saved === 'missing') throw fieldError('id');
    noteRecordChanges(ctx, before, saved);
    return saved;
  });
  router.post('tagtemplate/remove', (ctx) => {
    tags.removeTemplates(idsOf(ctx));
    return true;
  });
  get('tagtemplate/export', async (ctx) => {
    const wb = new (await loadExcel()).Workbook();
    const ws = wb.addWorksheet(tr(ctx, '点位模板', 'Tag templates'));
    // The import (tag-import-routes.ts) reads this layout back: same columns, same headers.
    const headers = tagHeaders(ctx.lang);
    ws.columns = TAG_COLUMNS.map((key, i) => ({ header: headers[i], key, width: COLUMN_WIDTHS[key] }));
    ws.addRows(tags.templates(filterOf(ctx)));
    ws.getRow(1).font = { bold: true };
    return fileResult(
      tr(ctx, '点位模板.xlsx', 'Tag templates.xlsx'),
      Buffer.from(await wb.xlsx.writeBuffer()),
    );
  });
}
