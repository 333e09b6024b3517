import type { IncomingMessage } from 'node:http';
import type { OperationChange } from '../../src/contract/api/oplog';
import type { OplogStore } from '../store/oplog';
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

/** Records a finished non-GET call (or an acting GET) of a logged-in user. */
export function recordCall(store: OplogStore, ctx: RequestContext, success: boolean, message: string): void {
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
  });
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
 * The site a call concerned: its `site` parameter (query or body), as the station routes read it;
 * '' for calls without one, which act on the whole station (users, configuration).
 */
export function siteOfCall(ctx: RequestContext): string {
  return (param(ctx, 'site') ?? '').trim().slice(0, 32);
}
