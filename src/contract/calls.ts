import { BACKUP_CALLS } from './calls/backup';
import { CONTROL_CALLS } from './calls/control';
import { DATA_CALLS } from './calls/data';
import { ENV_TEMPLATE_CALLS } from './calls/env-template';
import { MAINTENANCE_CALLS } from './calls/maintenance';
import { MONITORING_CALLS } from './calls/monitoring';
import { REPORT_CALLS } from './calls/reports';
import { TAG_DATA_CALLS } from './calls/tag-data';
import type { CallRow, ExtensionCall } from './calls/row';
import { SYSTEM_CALLS } from './calls/system';

/*
 * The one table of every call the console makes (ARCHITECTURE.md §3): method, path, the spec §7
 * section that names it or 'extension' with what the console does when a real backend answers
 * code 404. tests/unit/contract/call-table.test.ts fails when src/api/ calls a path that is not
 * here, when a row is not called any more, and when a 'spec' row's path is not in spec §7.
 * `npm run simulator -- --spec-only` answers code 404 to every extension row.
 * Rows live in ./calls/*.ts by area; a new area file is listed below.
 */

export type { CallMethod, CallRow, ExtensionCall, Fallback, SpecCall, SpecSection } from './calls/row';
// The `version` field of spec calls' records (optimistic concurrency): an extension by field.
export { answersVersion, VERSIONED_ENTITIES, type VersionedEntity } from './calls/versioned';

export const CALLS: readonly CallRow[] = [
  ...SYSTEM_CALLS,
  ...MONITORING_CALLS,
  ...REPORT_CALLS,
  ...CONTROL_CALLS,
  ...DATA_CALLS,
  ...ENV_TEMPLATE_CALLS,
  ...TAG_DATA_CALLS,
  ...MAINTENANCE_CALLS,
  ...BACKUP_CALLS,
];

/** Path without leading/trailing slashes. */
const normalizeCallPath = (path: string): string => path.replace(/^\/+|\/+$/g, '');

/** Whether a concrete path (e.g. `multiRateMeter/delete/7`) matches a row's path with `{name}` parts. */
function pathMatches(pattern: string, path: string): boolean {
  const a = normalizeCallPath(pattern).split('/');
  const b = normalizeCallPath(path).split('/');
  return a.length === b.length && a.every((seg, i) => /^\{[^}]+\}$/.test(seg) || seg === b[i]);
}

/** The row of one call, or undefined for a call the console does not make. */
export function findCall(method: string, path: string): CallRow | undefined {
  const m = method.toUpperCase();
  return CALLS.find((row) => row.method === m && pathMatches(row.path, path));
}

export const isExtension = (row: CallRow): row is ExtensionCall => row.spec === 'extension';

/** Every extension row (what a spec-only station answers code 404). */
export const EXTENSION_CALLS: readonly ExtensionCall[] = CALLS.filter(isExtension);

/** Whether a call is one the spec does not name (a real backend may answer it code 404). */
export function isExtensionCall(method: string, path: string): boolean {
  const row = findCall(method, path);
  return row !== undefined && isExtension(row);
}
