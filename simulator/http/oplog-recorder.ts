import type { IncomingMessage } from 'node:http';
import type { OperationChange } from '../../src/contract/api/oplog';
import type { Bilingual } from '../../src/contract/messages';
import type { OplogStore } from '../store/oplog';
import type { Word } from './oplog-word';
import { namesOfCall } from './oplog-labels';
import type { NameKind } from './oplog-names';
import { param } from './params';
import type { RequestContext } from './router';

const SECRET = /password|secret|token/i;
const MAX_PARAMS = 500;

function scalar(value: unknown): string {
  if (typeof value === 'string') return value.length > 60 ? `${value.slice(0, 57)}...` : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return Array.isArray(value) ? `[${value.length}]` : '{...}';
}

/** `key=value` pairs of the query and body, secrets hidden, long values cut. */
export function describeParams(query: URLSearchParams, body: unknown): string {
  const pairs: string[] = [];
  for (const [k, v] of query) pairs.push(`${k}=${SECRET.test(k) ? '***' : scalar(v)}`);
  if (typeof body === 'object' && body !== null && !Buffer.isBuffer(body)) {
    const entries = Array.isArray(body) ? [['items', body] as const] : Object.entries(body);
    for (const [k, v] of entries) pairs.push(`${k}=${SECRET.test(k) ? '***' : scalar(v)}`);
  } else if (Buffer.isBuffer(body)) pairs.push(`body=${body.length} bytes`);
  const text = pairs.join('&');
  return text.length > MAX_PARAMS ? `${text.slice(0, MAX_PARAMS - 3)}...` : text;
}

export function clientIp(req: IncomingMessage): string {
  return (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
}

/**
 * Paths that are not operator actions: fault hooks, the worker's periodic traffic report, and the
 * preview of a tag import (a POST for its file, it changes nothing).
 */
const UNLOGGED = [/^__sim\//, /^traffic\/report$/, /^tagtemplate\/import\/preview$/];

/** GET calls that act on the station all the same (the spec names the restart as a GET). */
const LOGGED_GETS = new Set(['config/restartOpenapi']);

/**
 * Records a finished non-GET call (or an acting GET) of a logged-in user, its message in both
 * languages (the log is read in either, whoever made the call).
 */
export function recordCall(
  store: OplogStore,
  ctx: RequestContext,
  success: boolean,
  message: Bilingual,
): void {
  if (!ctx.user) return;
  if ((ctx.method === 'GET' || ctx.method === 'HEAD') && !LOGGED_GETS.has(ctx.path)) return;
  if (UNLOGGED.some((re) => re.test(ctx.path))) return;
  store.record({
    at: Date.now(),
    user_id: ctx.user.userId,
    account: ctx.user.account,
    method: ctx.method,
    path: ctx.path,
    params: describeParams(ctx.query, ctx.body),
    success: success ? 1 : 0,
    msg: message,
    ip: clientIp(ctx.req),
    site: siteOfCall(ctx),
    changes: ctx.changes === undefined ? '' : JSON.stringify(ctx.changes),
    names: ctx.names && Object.keys(ctx.names).length ? JSON.stringify(ctx.names) : '',
  });
}

/**
 * Notes on the call what its ids name now, before it runs (a deleted device is still named in
 * its row): the words the operation log stores with it (issue 30, oplog-names.ts).
 */
export function noteNames(ctx: RequestContext, resolve: (kind: NameKind, id: string) => Word | null): void {
  if (!ctx.user || ctx.method === 'GET' || ctx.method === 'HEAD') return;
  ctx.names = namesOfCall(ctx.path, describeParams(ctx.query, ctx.body), resolve);
}

type Flat = Record<string, string | number | boolean | null>;

/**
 * Notes on the call what a setting write changed (the keys whose stored value differs, raw values
 * as text), for the operation log's before/after (issue 30). Call it once the write is stored.
 */
export function noteChanges(ctx: RequestContext, before: Flat, after: Flat): void {
  const changes: OperationChange[] = [];
  for (const key of Object.keys(after)) {
    const was = before[key] ?? null;
    const now = after[key] ?? null;
    if (was !== now)
      changes.push({ key, before: was === null ? '' : String(was), after: now === null ? '' : String(now) });
  }
  ctx.changes = changes;
}

/**
 * Keys of a stored record that are bookkeeping or shown by another key (a push group's members by
 * its userIds, a user's roleId by its roleName), not settings: never noted as a change.
 */
const BOOKKEEPING =
  /^(id|site|version|revision|createTime|createdAt|updateTime|updatedAt|updateUser|deliveredAt|changedSinceDelivery|lastLoginTime|tenantId|members|roleId)$|password|secret|token/i;

/** A record's settings as flat text: nested objects as dotted keys, a list as its item count. */
function flatRecord(record: object, prefix = '', out = new Map<string, { text: string; same: string }>()) {
  for (const [k, v] of Object.entries(record)) {
    if (BOOKKEEPING.test(k) || v === undefined || typeof v === 'function') continue;
    const key = prefix + k;
    if (Array.isArray(v)) out.set(key, { text: String(v.length), same: JSON.stringify(v) });
    else if (typeof v === 'object' && v !== null) flatRecord(v as object, `${key}.`, out);
    else out.set(key, { text: v === null ? '' : String(v), same: JSON.stringify(v) });
  }
  return out;
}

/**
 * Notes what a write that changes a stored record in place changed (issue 30): the record as read
 * before the write and as stored after it; each setting whose value differs, a list as its item
 * counts (the same count when only its items changed). Nothing is noted for a new record (no
 * `before`): the log's parameters say what it was created with.
 */
export function noteRecordChanges(
  ctx: RequestContext,
  before: object | null | undefined,
  after: object,
): void {
  if (!before) return;
  const was = flatRecord(before);
  const now = flatRecord(after);
  const changes: OperationChange[] = [];
  for (const key of new Set([...was.keys(), ...now.keys()])) {
    const a = was.get(key);
    const b = now.get(key);
    if (a?.same !== b?.same) changes.push({ key, before: a?.text ?? '', after: b?.text ?? '' });
  }
  ctx.changes = changes;
}

/**
 * The site a call concerned: its `site` parameter (query or body), as the station routes read it;
 * '' for calls without one, which act on the whole station (users, configuration).
 */
export function siteOfCall(ctx: RequestContext): string {
  return (param(ctx, 'site') ?? '').trim().slice(0, 32);
}
