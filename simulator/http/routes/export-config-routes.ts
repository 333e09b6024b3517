import type { z } from 'zod';
import {
  type DisplayColumns,
  displayColumnsSchema,
  EXPORT_CONFIG_ISSUE_TEXTS,
  EXPORT_CONFIG_TAGS,
  type ExportConfig,
  type ExportConfigIssue,
  exportConfigInputSchema,
  type ExportTitle,
} from '../../../src/contract/api/data-export-config';
import type { ExportConfigStore } from '../../store/export-config-store';
import { siteDevices } from '../../store/tag-catalog';
import { fieldError } from '../input-errors';
import { noteRecordChanges } from '../oplog-recorder';
import { pageOf } from '../paging';
import { refuseStale } from '../revisions';
import type { LocalizedApiError, RequestContext, Router } from '../router';
import { siteOf, type StationRoutesDeps } from './station-common';

const ISSUES = new Set(Object.keys(EXPORT_CONFIG_ISSUE_TEXTS));

/** A 400 naming the first field and what is wrong with it, in both languages ('columns is too long'). */
function parsed<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const r = schema.safeParse(body ?? {});
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  const field = issue.path.join('.') || 'body';
  const key = (ISSUES.has(issue.message) ? issue.message : 'required') as ExportConfigIssue;
  const { en, zh } = EXPORT_CONFIG_ISSUE_TEXTS[key];
  throw fieldError(field, { en: `${field} ${en}`, zh: `${field}${zh}` });
}

/** The columns as the operation log compares them: per tag, its place, included or not, titles. */
const logged = (c: ExportConfig) => ({
  columns: Object.fromEntries(
    c.columns.map((x, i) => [x.tagNo, `${i + 1} ${x.include ? '+' : '-'} ${x.title} / ${x.titleEn}`]),
  ),
});

/**
 * The device type a call names: `dictKey`, or the type of `deviceId` at the call's site (the
 * configurations are station-wide; a `site` that is not one of the station's still answers 400).
 */
function typeOf(ctx: RequestContext, deps: StationRoutesDeps): string {
  siteOf(ctx, deps);
  const dictKey = ctx.query.get('dictKey')?.trim();
  if (dictKey) return dictKey;
  const deviceId = ctx.query.get('deviceId');
  const device = deviceId
    ? siteDevices(deps.model.runtime(siteOf(ctx, deps)).site.bank).find((d) => d.id === deviceId)
    : undefined;
  if (!device) throw fieldError(deviceId ? 'deviceId' : 'dictKey');
  return device.dictKey;
}

const found = <T>(value: T | undefined, field: string): T => {
  if (value === undefined) throw fieldError(field);
  return value;
};

const refusedWrite = (result: 'unknown' | 'tags'): LocalizedApiError =>
  result === 'unknown' ? fieldError('dictKey') : fieldError('columns', EXPORT_CONFIG_TAGS);

/** `dataexportconfig/*` (spec §7 "Data"; src/contract/api/data-export-config.ts). */
export function registerExportConfigRoutes(
  router: Router,
  deps: StationRoutesDeps,
  configs: ExportConfigStore,
): void {
  router.get('dataexportconfig/page', (ctx) => {
    siteOf(ctx, deps);
    return pageOf(configs.list(ctx.query.get('dictKey')?.trim() || undefined), ctx.query);
  });
  router.get('dataexportconfig/detail', (ctx): ExportConfig =>
    found(configs.resolve(typeOf(ctx, deps)), 'dictKey'),
  );
  router.post('dataexportconfig/update', (ctx): ExportConfig => {
    const input = parsed(exportConfigInputSchema, ctx.body);
    // An update naming an older version than the stored one is refused: 409, who and when.
    refuseStale(ctx, configs.revision(input.dictKey));
    const before = configs.resolve(input.dictKey);
    const saved = configs.update(input, ctx.user?.account ?? '', Date.now());
    if (typeof saved === 'string') throw refusedWrite(saved);
    noteRecordChanges(ctx, before && logged(before), logged(saved));
    return saved;
  });
  router.get('dataexportconfig/getTitles', (ctx): ExportTitle[] =>
    found(configs.titles(typeOf(ctx, deps), ctx.lang), 'dictKey'),
  );
  router.get('dataexportconfig/getForDisplay', (ctx): DisplayColumns =>
    found(configs.display(ctx.user?.userId ?? '', typeOf(ctx, deps)), 'dictKey'),
  );
  router.post('dataexportconfig/setDisplay', (ctx): DisplayColumns => {
    const value = parsed(displayColumnsSchema, ctx.body);
    const saved = configs.setDisplay(ctx.user?.userId ?? '', value);
    if (typeof saved === 'string') throw refusedWrite(saved);
    return saved;
  });
}
