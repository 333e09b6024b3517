import { z } from 'zod';
import { wireIdText, wireStr, wireStrOrNull } from '../wire';

/**
 * Operation log calls (spec §7 "Device groups and dashboard": log/his/*). The server records
 * every non-GET call of a logged-in user, and each login, by itself.
 */

/** One entry of `GET log/his/page`. */
export interface OperationLog {
  id: string;
  /** 'YYYY-MM-DD HH:mm:ss', server local time. */
  operateTime: string;
  account: string;
  /** HTTP method of the call ('POST'). */
  method: string;
  /** Path after /api/, e.g. 'user/add'. */
  path: string;
  /** Readable description in the request language, e.g. 'Add user (account=bob)'. */
  summary: string;
  /** The call's parameters as `key=value` pairs, passwords removed. */
  params: string;
  result: 'success' | 'failure';
  /** The answer's msg as it was sent (in the caller's language); the error text on failure. */
  msg: string;
  /** Caller address. */
  ip: string;
  /**
   * The site the call concerned (its `site` parameter); '' for a station-wide call (users,
   * configuration, logins), which is listed for every site and shown as "all sites".
   */
  site: string;
}

/**
 * Query of `GET log/his/page` (paged, newest first) and `GET log/his/export` (an .xlsx named
 * '操作日志.xlsx' / 'Operation log.xlsx'). Times are 'YYYY-MM-DD HH:mm:ss' (or 'YYYY-MM-DD',
 * or epoch ms); endTime is inclusive. Invalid times → code 400 'Time choose error!'.
 */
export interface OperationLogQuery {
  current?: number;
  size?: number;
  startTime?: string;
  endTime?: string;
  /** Substring of the account. */
  account?: string;
  /**
   * Current site (spec §3): only entries of this site and the station-wide ones ('' site).
   * Absent: every entry. `log/his/updatetime` takes the same `site`.
   */
  site?: string;
}

/** `data` of `GET log/his/updatetime`: time of the newest entry ('YYYY-MM-DD HH:mm:ss'), or null. */
export type OperationLogUpdateTime = string | null;

/** Reads an {@link OperationLog} as a real backend may send it (ids as numbers, extra fields). */
export const operationLogSchema: z.ZodType<OperationLog> = z.object({
  id: wireIdText,
  operateTime: wireStr,
  account: wireStr,
  method: wireStr,
  path: wireStr,
  summary: wireStr,
  params: wireStr,
  result: z.enum(['success', 'failure']),
  msg: wireStr,
  ip: wireStr,
  site: wireStr,
});

/** `data` of `log/his/updatetime`: a time, or null ("" and a code-404 null too). */
export const operationLogUpdateTimeSchema: z.ZodType<OperationLogUpdateTime> = wireStrOrNull;
