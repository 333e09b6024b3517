import type Database from 'better-sqlite3';
import type { ConflictInfo } from '../../src/contract/conflict';
import { SPEC_MESSAGES } from '../../src/contract/messages';
import { formatDateTime } from '../store/time-format';
import { LocalizedApiError, type RequestContext } from './router';

/*
 * Optimistic concurrency for every edited record (issue 33 defect 6, src/contract/conflict.ts):
 * each save of a record raises its version and notes who saved it and when. A save that names
 * the version it was edited from is refused with 409 when the record has moved on since; a save
 * that names none (a client that knows nothing of versions, an API script) saves as before.
 * One side table for every entity, so an entity gets it with a check and a bump in its save
 * route and its version in its list, without a migration of its own table.
 */

/** A record as listed: with the version a save names to overwrite it. */
export type Versioned<T> = T & { version: number };

interface Row {
  version: number;
  changed_by: string;
  changed_at: number;
}

/** 409: the record was saved by someone else since the client read it. */
class ConflictError extends LocalizedApiError {
  constructor(readonly info: ConflictInfo) {
    super(409, {
      en: `${info.changedBy} changed this record at ${info.changedAt}`,
      zh: `${info.changedBy} 已于 ${info.changedAt} 修改了此记录`,
    });
    this.data = info;
  }
}

/** The largest version a save may name (an SQLite INTEGER holds more; no record gets near it). */
const MAX_VERSION = 2_147_483_647;

/** The version a save names (body `version`, or the query's); undefined when it names none. */
function sentVersion(ctx: RequestContext): number | undefined {
  const body = ctx.body && typeof ctx.body === 'object' ? (ctx.body as Record<string, unknown>) : {};
  const raw = body.version ?? ctx.query.get('version') ?? undefined;
  if (raw === undefined || raw === null || raw === '') return undefined;
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : NaN;
  // A record is saved far fewer than 2^31 times: a larger version is not one this server gave out.
  if (!Number.isSafeInteger(n) || n < 0 || n > MAX_VERSION) {
    const { en, zh } = SPEC_MESSAGES.param;
    throw new LocalizedApiError(400, { en: `${en} (version)`, zh: `${zh}（version）` });
  }
  return n;
}

/**
 * Throws ConflictError when the save names a version and the stored record's differs; for a
 * table that keeps its own version and who saved it (tag templates) as for the side table below.
 */
export function refuseStale(
  ctx: RequestContext,
  stored: { version: number; changedBy: string; changedAtMs: number } | undefined,
): void {
  const sent = sentVersion(ctx);
  if (!stored || sent === undefined || stored.version === sent) return;
  throw new ConflictError({
    changedBy: stored.changedBy,
    changedAt: formatDateTime(stored.changedAtMs),
    version: stored.version,
  });
}

export function createRevisions(db: Database.Database) {
  db.exec(`CREATE TABLE IF NOT EXISTS record_revision (
    entity TEXT NOT NULL, id TEXT NOT NULL, version INTEGER NOT NULL,
    changed_by TEXT NOT NULL, changed_at INTEGER NOT NULL,
    PRIMARY KEY (entity, id)) WITHOUT ROWID`);
  const read = db.prepare<[string, string], Row>(
    'SELECT version, changed_by, changed_at FROM record_revision WHERE entity = ? AND id = ?',
  );
  const write = db.prepare(
    `INSERT INTO record_revision (entity, id, version, changed_by, changed_at) VALUES (?, ?, 1, ?, ?)
     ON CONFLICT (entity, id) DO UPDATE SET version = version + 1,
       changed_by = excluded.changed_by, changed_at = excluded.changed_at`,
  );
  const drop = db.prepare('DELETE FROM record_revision WHERE entity = ? AND id = ?');
  const versionOf = (entity: string, id: string) => read.get(entity, id)?.version ?? 0;
  return {
    versionOf,
    /** The record with its version (0 until its first save). */
    decorate<T extends { id: string }>(entity: string, row: T): Versioned<T> {
      return { ...row, version: versionOf(entity, row.id) };
    },
    /** Throws ConflictError when the save names a version older than the stored one. */
    check(ctx: RequestContext, entity: string, id: string | null | undefined): void {
      const row = id ? read.get(entity, id) : undefined;
      refuseStale(
        ctx,
        row && { version: row.version, changedBy: row.changed_by, changedAtMs: row.changed_at },
      );
    },
    /** Records a save by the request's user; answers the new version. */
    bump(ctx: RequestContext, entity: string, id: string, nowMs = Date.now()): number {
      write.run(entity, id, ctx.user?.account ?? '', nowMs);
      return versionOf(entity, id);
    },
    forget(entity: string, id: string): void {
      drop.run(entity, id);
    },
  };
}

export type Revisions = ReturnType<typeof createRevisions>;

/**
 * An answer as a backend without versions gives it (`--spec-only`, src/contract/calls/versioned.ts):
 * `version` left out of the record, of each listed record and of a page's records.
 */
export function withoutVersions(data: unknown): unknown {
  const strip = (x: unknown): unknown => {
    if (!x || typeof x !== 'object' || Array.isArray(x)) return x;
    const { version: _dropped, ...rest } = x as Record<string, unknown>;
    return rest;
  };
  if (Array.isArray(data)) return data.map(strip);
  const page = data as { records?: unknown } | null;
  if (page && typeof page === 'object' && Array.isArray(page.records))
    return { ...page, records: page.records.map(strip) };
  return strip(data);
}
