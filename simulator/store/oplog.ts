import type Database from 'better-sqlite3';
import { OPERATION_TYPES, type OperationType } from '../../src/contract/api/oplog';
import type { Bilingual } from '../../src/contract/messages';
import { clip, TEXT_BOUNDS } from './text-bounds';

/** A stored log row before translation. */
export interface OplogRow {
  id: number;
  at: number;
  user_id: string;
  account: string;
  method: string;
  path: string;
  params: string;
  success: number;
  /** The message in Chinese; in rows written before msg_en existed, as the caller's language had it. */
  msg: string;
  /** The message in English; '' in rows written before it existed (msg is then the only text). */
  msg_en: string;
  ip: string;
  /** The site the call concerned (its `site` parameter); '' for station-wide calls (users, config). */
  site: string;
  /** JSON of the OperationChange[] a setting call noted; '' when it noted none. */
  changes: string;
  /**
   * JSON of what the call's ids named when it was made (parameter key → [zh, en], oplog-names.ts);
   * '' when none, and in rows written before it existed (the id is shown with its kind).
   */
  names: string;
}

export interface OplogFilter {
  startMs: number | null;
  endMs: number | null;
  account: string;
  /** Entries of this site plus the station-wide ones; null for every entry. */
  site: string | null;
  /** Only calls of this operation type (issue 30); null for every type. */
  operation?: OperationType | null;
}

/** SQL giving a row's operation type from its path, in the order operationTypeOf() tries them. */
const TYPE_SQL = `CASE ${OPERATION_TYPES.map(
  ([type, prefixes]) =>
    `WHEN ${prefixes.map((p: string) => `substr(path, 1, ${p.length}) = '${p}'`).join(' OR ')} THEN '${type}'`,
).join(' ')} ELSE 'other' END`;

/** Entries kept; older ones are pruned so a long-running simulator does not grow without bound. */
const MAX_ROWS = 100_000;

export class OplogStore {
  readonly #db: Database.Database;

  constructor(db: Database.Database) {
    this.#db = db;
  }

  /**
   * Stores one entry; every text column is cut to its bound (TEXT_BOUNDS), whoever wrote it. A
   * message given in both languages is kept in both (the log is read in either); plain text is
   * kept as it is.
   */
  record(
    entry: Omit<OplogRow, 'id' | 'site' | 'changes' | 'names' | 'msg' | 'msg_en'> & {
      msg: string | Bilingual;
      site?: string;
      changes?: string;
      names?: string;
    },
  ): void {
    const texts = typeof entry.msg === 'string' ? { zh: entry.msg, en: '' } : entry.msg;
    const info = this.#db
      .prepare(
        `INSERT INTO oplog (at, user_id, account, method, path, params, success, msg, msg_en, ip, site, changes, names)
         VALUES (@at, @user_id, @account, @method, @path, @params, @success, @msg, @msg_en, @ip, @site, @changes, @names)`,
      )
      .run({
        at: entry.at,
        success: entry.success,
        user_id: clip(entry.user_id, TEXT_BOUNDS.userId),
        account: clip(entry.account, TEXT_BOUNDS.account),
        method: clip(entry.method, TEXT_BOUNDS.method),
        path: clip(entry.path, TEXT_BOUNDS.path),
        params: clip(entry.params, TEXT_BOUNDS.params),
        msg: clip(texts.zh, TEXT_BOUNDS.msg),
        msg_en: clip(texts.en, TEXT_BOUNDS.msg),
        ip: clip(entry.ip, TEXT_BOUNDS.ip),
        site: clip(entry.site ?? '', TEXT_BOUNDS.site),
        // Written by the simulator's own routes from stored settings: short, and never cut (a
        // cut JSON would not read back).
        changes: entry.changes ?? '',
        // Names of the simulator's own records, a few short words each: never cut either.
        names: entry.names ?? '',
      });
    const id = Number(info.lastInsertRowid);
    if (id % 1000 === 0) this.#db.prepare('DELETE FROM oplog WHERE id <= ?').run(id - MAX_ROWS);
  }

  #where(filter: OplogFilter): { sql: string; args: (string | number)[] } {
    const clauses = ['instr(lower(account), lower(?)) > 0'];
    const args: (string | number)[] = [filter.account];
    if (filter.startMs !== null) {
      clauses.push('at >= ?');
      args.push(filter.startMs);
    }
    if (filter.endMs !== null) {
      clauses.push('at <= ?');
      args.push(filter.endMs);
    }
    if (filter.site !== null) {
      clauses.push("(site = ? OR site = '')");
      args.push(filter.site);
    }
    if (filter.operation) {
      clauses.push(`${TYPE_SQL} = ?`);
      args.push(filter.operation);
    }
    return { sql: clauses.join(' AND '), args };
  }

  count(filter: OplogFilter): number {
    const { sql, args } = this.#where(filter);
    return (this.#db.prepare(`SELECT COUNT(*) AS n FROM oplog WHERE ${sql}`).get(...args) as { n: number }).n;
  }

  /** Newest first. */
  page(filter: OplogFilter, limit: number, offset: number): OplogRow[] {
    const { sql, args } = this.#where(filter);
    return this.#db
      .prepare(`SELECT * FROM oplog WHERE ${sql} ORDER BY at DESC, id DESC LIMIT ? OFFSET ?`)
      .all(...args, limit, offset) as OplogRow[];
  }

  /** Time of the newest entry (of the site and the station-wide ones when a site is named). */
  lastTime(site: string | null = null): number | null {
    const row = (
      site === null
        ? this.#db.prepare('SELECT MAX(at) AS at FROM oplog').get()
        : this.#db.prepare("SELECT MAX(at) AS at FROM oplog WHERE site = ? OR site = ''").get(site)
    ) as { at: number | null };
    return row.at;
  }
}
