import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { ShutdownInput, ShutdownReason, ShutdownRecord } from '../../src/contract/api/shutdown';
import { formatDateTime, parseDateTime } from './time-format';

interface Row {
  id: string;
  site: string;
  reason: ShutdownReason;
  start_time: string;
  end_time: string;
  remark: string;
  create_time: string;
}

const toRecord = (r: Row): ShutdownRecord => ({
  id: r.id,
  site: r.site,
  reason: r.reason,
  startTime: r.start_time,
  endTime: r.end_time,
  remark: r.remark,
  hours:
    Math.round((((parseDateTime(r.end_time) ?? 0) - (parseDateTime(r.start_time) ?? 0)) / 3_600_000) * 100) /
    100,
  createTime: r.create_time,
});

/** Shutdown records (outageSys) in SQLite. */
export function createShutdownStore(db: Database.Database) {
  db.exec(`CREATE TABLE IF NOT EXISTS shutdown (
    id TEXT PRIMARY KEY, site TEXT NOT NULL, reason TEXT NOT NULL, start_time TEXT NOT NULL,
    end_time TEXT NOT NULL, remark TEXT NOT NULL, create_time TEXT NOT NULL);
    CREATE INDEX IF NOT EXISTS shutdown_site ON shutdown (site, start_time);`);
  return {
    list(site: string, filter: { reason?: string; year?: string } = {}): ShutdownRecord[] {
      const rows = db
        .prepare('SELECT * FROM shutdown WHERE site = ? ORDER BY start_time DESC, id')
        .all(site) as Row[];
      return rows
        .filter((r) => !filter.reason || r.reason === filter.reason)
        .filter(
          (r) => !filter.year || r.start_time.startsWith(filter.year) || r.end_time.startsWith(filter.year),
        )
        .map(toRecord);
    },
    /** Inserts or updates; false when `input.id` names no record of the site. */
    save(site: string, input: ShutdownInput, nowMs: number): ShutdownRecord | null {
      const id = input.id ?? randomUUID();
      if (input.id) {
        const r = db
          .prepare('UPDATE shutdown SET reason=?, start_time=?, end_time=?, remark=? WHERE id=? AND site=?')
          .run(input.reason, input.startTime, input.endTime, input.remark, id, site);
        if (r.changes === 0) return null;
      } else {
        db.prepare('INSERT INTO shutdown VALUES (?, ?, ?, ?, ?, ?, ?)').run(
          id,
          site,
          input.reason,
          input.startTime,
          input.endTime,
          input.remark,
          formatDateTime(nowMs),
        );
      }
      return toRecord(db.prepare('SELECT * FROM shutdown WHERE id = ?').get(id) as Row);
    },
    remove(site: string, ids: string[]): number {
      const stmt = db.prepare('DELETE FROM shutdown WHERE id = ? AND site = ?');
      return ids.reduce((n, id) => n + stmt.run(id, site).changes, 0);
    },
  };
}

export type ShutdownStore = ReturnType<typeof createShutdownStore>;
