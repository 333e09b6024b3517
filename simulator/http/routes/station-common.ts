import { loadExcel } from '../excel';
import { STATION_MESSAGES as MESSAGES } from '../../../src/contract/messages';
import { LocalizedApiError, type ApiError, type RequestContext } from '../router';
import { dateParam, monthParam } from '../query-params';
import type { StationModel } from '../../model/station';
import type { Publish } from '../../model/publish';

/** What every station route module gets. */
export interface StationRoutesDeps {
  model: StationModel;
  publish: Publish;
  sites: string[];
}

export type MessageKey = keyof typeof MESSAGES;

/** A 400 answer in the request's language (the operation log keeps both). */
export function badRequest(_ctx: RequestContext, key: MessageKey): ApiError {
  return new LocalizedApiError(400, MESSAGES[key]);
}

/** The `site` query (default: the first site); unknown sites answer 400. */
export function siteOf(ctx: RequestContext, deps: StationRoutesDeps): string {
  const site = ctx.query.get('site') || deps.sites[0];
  if (!deps.sites.includes(site)) throw badRequest(ctx, 'param');
  return site;
}

/** `startTime`/`endTime` (or one `date`) as local days, at most `maxDays` days inclusive; defaults to today. */
export function dayRange(ctx: RequestContext, maxDays: number, todayMs: number, tooLong: MessageKey) {
  // yyyy-MM-dd, or yyyy-MM-dd HH:mm:ss meaning its day (BladeX clients send both); nothing else.
  const date = dateParam(ctx, 'date', true);
  const fromMs = dateParam(ctx, 'startTime', true) ?? date ?? todayMs;
  const toMs = dateParam(ctx, 'endTime', true) ?? date ?? todayMs;
  if (fromMs > toMs) throw badRequest(ctx, 'time');
  if (Math.round((toMs - fromMs) / 86_400_000) + 1 > maxDays) throw badRequest(ctx, tooLong);
  return { fromMs, toMs, from: new Date(fromMs), to: new Date(toMs) };
}

/** `startTime`/`endTime` as `yyyy-MM`, at most `maxMonths` months inclusive. */
export function monthRange(ctx: RequestContext, maxMonths: number) {
  const fromMs = monthParam(ctx, 'startTime');
  const toMs = monthParam(ctx, 'endTime');
  if (fromMs === null || toMs === null || fromMs > toMs) throw badRequest(ctx, 'time');
  const a = new Date(fromMs);
  const b = new Date(toMs);
  const months = (b.getFullYear() - a.getFullYear()) * 12 + b.getMonth() - a.getMonth() + 1;
  if (months > maxMonths) throw badRequest(ctx, 'range24m');
  return { fromMs, toMs };
}

export const round = (v: number, digits = 2): number => {
  const k = 10 ** digits;
  return Math.round(v * k) / k;
};

/** A one-sheet workbook; headers in the request language. */
export async function xlsx(
  sheet: string,
  columns: Array<{ header: string; key: string; width?: number }>,
  rows: Array<Record<string, unknown>>,
): Promise<Buffer> {
  const wb = new (await loadExcel()).Workbook();
  const ws = wb.addWorksheet(sheet.slice(0, 31));
  ws.columns = columns.map((c) => ({ header: c.header, key: c.key, width: c.width ?? 16 }));
  ws.addRows(rows);
  ws.getRow(1).font = { bold: true };
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Picks the label for the request language. */
export const tr = (ctx: RequestContext, zh: string, en: string): string => (ctx.lang === 'zh' ? zh : en);

/**
 * A refusal whose text `words` builds for a language (with tr and the other per-language
 * helpers): answered in the request's language, kept in both by the operation log (issue 30).
 */
export function refusal(ctx: RequestContext, code: number, words: (c: RequestContext) => string): ApiError {
  return new LocalizedApiError(code, {
    zh: words({ ...ctx, lang: 'zh' }),
    en: words({ ...ctx, lang: 'en' }),
  });
}
