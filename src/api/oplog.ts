import type { Page } from '@/contract/envelope';
import type { OperationLog, OperationLogQuery, OperationLogUpdateTime } from '@/contract/api/oplog';
import { download, get, type DownloadOptions } from './http';

/** Operation log page, newest first (spec §7 log/his/page). */
export function getOperationLogs(query: OperationLogQuery): Promise<Page<OperationLog>> {
  return get<Page<OperationLog>>('log/his/page', query);
}

/** Time of the newest entry, or null when there is none. */
export function getOperationLogUpdateTime(site?: string): Promise<OperationLogUpdateTime> {
  return get<OperationLogUpdateTime>('log/his/updatetime', { site });
}

/** Saves the filtered log as `<station>_<fileName>.xlsx`. */
export function exportOperationLogs(
  query: OperationLogQuery,
  fileName: string,
  options: DownloadOptions = {},
): Promise<string> {
  return download('log/his/export', query, fileName, options);
}
