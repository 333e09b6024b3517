import { loadExcel } from '../excel';
import { isOperationType, type OperationChange, type OperationLog } from '../../../src/contract/api/oplog';
import type { OplogFilter, OplogRow, OplogStore } from '../../store/oplog';
import { formatDateTime } from '../../store/time-format';
import { fileResult } from '../files';
import { fieldError } from '../input-errors';
import { msg, translateMessage, type Lang } from '../messages';
import { parseNames, summarize } from '../oplog-labels';
import { pageFrom, pageParams } from '../paging';
import { dateTimeParam, textParam } from '../query-params';
import { ApiError, type RequestContext, type Router } from '../router';

const EXPORT_LIMIT = 50_000;

function filterOf(ctx: RequestContext): OplogFilter {
  // Explicit formats only (query-params.ts): no Date.parse fallback that reads "' OR '1'='1" as a time.
  const startMs = dateTimeParam(ctx, 'startTime');
  const endMs = dateTimeParam(ctx, 'endTime', true);
  if (startMs !== null && endMs !== null && startMs > endMs)
    throw new ApiError(400, msg(ctx.lang, 'timeInvalid'));
  const site = textParam(ctx, 'site').trim();
  const operation = textParam(ctx, 'operation').trim();
  if (operation !== '' && !isOperationType(operation)) throw fieldError('operation');
  return {
    startMs,
    endMs,
    account: textParam(ctx, 'account'),
    site: site === '' ? null : site,
    operation: operation === '' ? null : operation,
  };
}

/** The changes a row noted, or undefined (none noted, or not readable). */
function changesOf(row: OplogRow): OperationChange[] | undefined {
  if (!row.changes) return undefined;
  try {
    const parsed: unknown = JSON.parse(row.changes);
    return Array.isArray(parsed) ? (parsed as OperationChange[]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A row's message in `lang`: the stored text of that language; a row written before both were
 * kept has one text, translated when it is one of the catalogue's.
 */
function messageOf(row: OplogRow, lang: Lang): string {
  if (row.msg_en === '') return translateMessage(row.msg, lang);
  return lang === 'en' ? row.msg_en : row.msg;
}

function toLog(row: OplogRow, lang: Lang): OperationLog {
  return {
    id: String(row.id),
    operateTime: formatDateTime(row.at),
    account: row.account,
    method: row.method,
    path: row.path,
    summary: summarize(row.method, row.path, row.params, lang, row.success === 1, parseNames(row.names)),
    params: row.params,
    result: row.success ? 'success' : 'failure',
    msg: messageOf(row, lang),
    ip: row.ip,
    site: row.site,
    changes: changesOf(row),
  };
}

const HEADERS = {
  zh: ['时间', '站点', '账号', '操作', '路径', '结果', '信息', 'IP'],
  en: ['Time', 'Site', 'Account', 'Operation', 'Path', 'Result', 'Message', 'IP'],
};
const ALL_SITES = { zh: '全部站点', en: 'All sites' };
const RESULT = { zh: { success: '成功', failure: '失败' }, en: { success: 'Success', failure: 'Failure' } };

async function workbook(logs: OperationLog[], lang: Lang): Promise<Buffer> {
  const book = new (await loadExcel()).Workbook();
  const sheet = book.addWorksheet(lang === 'zh' ? '操作日志' : 'Operation log');
  sheet.columns = HEADERS[lang].map((header, i) => ({ header, width: [20, 10, 14, 48, 28, 10, 24, 16][i] }));
  sheet.getRow(1).font = { bold: true };
  for (const log of logs) {
    sheet.addRow([
      log.operateTime,
      log.site || ALL_SITES[lang],
      log.account,
      log.summary,
      log.path,
      RESULT[lang][log.result],
      log.msg,
      log.ip,
    ]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Operation log: page, newest time, export (spec §7, log/his/*). */
export function registerOplogRoutes(router: Router, deps: { oplog: OplogStore }): void {
  const { oplog } = deps;
  router.get('log/his/page', (ctx) => {
    const filter = filterOf(ctx);
    const { current, size } = pageParams(ctx.query);
    const rows = oplog.page(filter, size, (current - 1) * size);
    return pageFrom(
      rows.map((r) => toLog(r, ctx.lang)),
      oplog.count(filter),
      current,
      size,
    );
  });
  router.get('log/his/updatetime', (ctx) => {
    const last = oplog.lastTime(textParam(ctx, 'site').trim() || null);
    return last === null ? null : formatDateTime(last);
  });
  router.get('log/his/export', async (ctx) => {
    const logs = oplog.page(filterOf(ctx), EXPORT_LIMIT, 0).map((r) => toLog(r, ctx.lang));
    return fileResult(
      ctx.lang === 'zh' ? '操作日志.xlsx' : 'Operation log.xlsx',
      await workbook(logs, ctx.lang),
    );
  });
}
