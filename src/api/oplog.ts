import type { Page } from '@/contract/envelope';
import {
  operationLogSchema,
  operationLogUpdateTimeSchema,
  type OperationLog,
  type OperationLogQuery,
  type OperationLogUpdateTime,
} from '@/contract/api/oplog';
import { get } from './http';
import { download, type DownloadOptions } from './download';
import { readAnswer, readPage } from './read-answer';

/** Operation log page, newest first (spec §7 log/his/page); code 404 reads as no records. */
export async function getOperationLogs(query: OperationLogQuery): Promise<Page<OperationLog>> {
  return readPage(operationLogSchema, await get('log/his/page', query), 'log/his/page');
}

/** Time of the newest entry, or null when there is none. */
export async function getOperationLogUpdateTime(site?: string): Promise<OperationLogUpdateTime> {
  const path = 'log/his/updatetime';
  return readAnswer(operationLogUpdateTimeSchema, await get(path, { site }), path);
}

/** Saves the filtered log as `<station>_<fileName>.xlsx`. */
export function exportOperationLogs(
  query: OperationLogQuery,
  fileName: string,
  options: DownloadOptions = {},
): Promise<string> {
  return download('log/his/export', query, fileName, options);
}
