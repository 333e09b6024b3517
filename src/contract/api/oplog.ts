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
  /**
   * The operation and its key facts in the request language, e.g. 'Add user (account bob, role
   * operator)' / '新增用户（账号 bob，角色 操作员）'; ids read as what they named when the call was
   * made ('Reset password (user guest (陈志远 Chen Zhiyuan))'), numbers with their unit.
   */
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
  /**
   * Extension (issue 30): what a setting call changed, each value before and after it as stored
   * (raw, the console words them); [] when it changed nothing; absent for other calls and from a
   * backend that does not record them.
   */
  changes?: OperationChange[];
}

/** One setting a logged call changed: its key and its raw value before and after. */
export interface OperationChange {
  key: string;
  before: string;
  after: string;
}

/**
 * Operation types of the log's filter (extension, issue 30): each logged call belongs to the
 * first type one of whose path prefixes it starts with (so the specific prefixes come first),
 * 'other' when none. The simulator filters `log/his/page` and `export` by `operation=<type>`.
 */
export const OPERATION_TYPES = [
  [
    'alarms',
    [
      'config/globalAlarm/',
      'config/system/disk/alarm/',
      'devicealarm/',
      'deviceThreshold/',
      'tagalarm/',
      'alarmPush/',
    ],
  ],
  ['control', ['environmentTemplate/deviceControl', 'ems/', 'strategy/', 'bms/', 'pvControl/']],
  ['login', ['blade-auth/']],
  ['users', ['user/']],
  ['prices', ['electricprice/', 'multiRateMeter/', 'changeMeterSchedule/', 'emsChargeData/', 'profitday/']],
  [
    'devices',
    ['deviceManagement/', 'container/', 'environmentTemplate/', 'nodeConfig/', 'upgrade/', 'subsystem/'],
  ],
  [
    'data',
    [
      'tagdict/',
      'tagtemplate/',
      'tagintegrity',
      'devicedata/',
      'customchart/',
      'datapush/',
      'dbBackup/',
      'historyClearing/',
      'config/clearData',
    ],
  ],
  ['settings', ['config/', 'station/', 'shutdown/']],
] as const satisfies ReadonlyArray<readonly [string, readonly string[]]>;

export type OperationType = (typeof OPERATION_TYPES)[number][0] | 'other';

export const OPERATION_TYPE_NAMES: readonly OperationType[] = [...OPERATION_TYPES.map(([t]) => t), 'other'];

/** The operation type of a logged call's path. */
export function operationTypeOf(path: string): OperationType {
  for (const [type, prefixes] of OPERATION_TYPES)
    if (prefixes.some((p: string) => path.startsWith(p))) return type;
  return 'other';
}

export function isOperationType(value: string): value is OperationType {
  return (OPERATION_TYPE_NAMES as readonly string[]).includes(value);
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
  /** Extension (issue 30): only calls of this {@link OperationType}; an unknown type answers 400. */
  operation?: OperationType;
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
  changes: z.preprocess(
    (v) => (v === null ? undefined : v),
    z.array(z.object({ key: wireStr, before: wireStr, after: wireStr })).optional(),
  ),
});

/** `data` of `log/his/updatetime`: a time, or null ("" and a code-404 null too). */
export const operationLogUpdateTimeSchema: z.ZodType<OperationLogUpdateTime> = wireStrOrNull;
