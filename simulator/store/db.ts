import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { CORE_MIGRATIONS } from './schema';

/** Thrown when the database file cannot be opened or prepared; main.ts prints its message. */
export class DatabaseOpenError extends Error {
  constructor(file: string, cause: unknown) {
    const code = (cause as { code?: unknown } | null)?.code;
    const reason =
      code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED'
        ? 'it is in use by another process (is another simulator running on it?)'
        : cause instanceof Error
          ? cause.message
          : String(cause);
    super(`Cannot open database ${file}: ${reason}`);
    this.name = 'DatabaseOpenError';
  }
}

/** Opens (creating if needed) the simulator database and applies the core schema. */
export function openDatabase(file: string): Database.Database {
  let db: Database.Database | null = null;
  try {
    if (file !== ':memory:') {
      if (fs.statSync(file, { throwIfNoEntry: false })?.isDirectory()) throw new Error('it is a directory');
      fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    }
    db = new Database(file);
    if (file !== ':memory:') {
      // One simulator per file: two would both step the station and overwrite each other's
      // accounting. The exclusive lock is taken now and held until close (WAL without shared
      // memory in this mode), so a second process fails here with SQLITE_BUSY.
      db.pragma('locking_mode = EXCLUSIVE');
      db.pragma('journal_mode = WAL');
      db.exec('BEGIN EXCLUSIVE; COMMIT');
    }
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 2000');
    migrate(db);
    return db;
  } catch (err) {
    db?.close();
    throw new DatabaseOpenError(file, err);
  }
}

/** Applies core migrations not yet applied (tracked in core_migrations, not user_version, which the model may use). */
function migrate(db: Database.Database): void {
  db.exec('CREATE TABLE IF NOT EXISTS core_migrations (id INTEGER PRIMARY KEY, applied_at INTEGER NOT NULL)');
  const done = new Set(
    db
      .prepare('SELECT id FROM core_migrations')
      .all()
      .map((r) => (r as { id: number }).id),
  );
  const mark = db.prepare('INSERT INTO core_migrations (id, applied_at) VALUES (?, ?)');
  CORE_MIGRATIONS.forEach((sql, index) => {
    if (done.has(index + 1)) return;
    db.transaction(() => {
      db.exec(sql);
      mark.run(index + 1, Date.now());
    })();
  });
}

/** A value of the meta table, created by `create` on first use. */
export function metaValue(db: Database.Database, key: string, create: () => string): string {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined;
  if (row) return row.value;
  const value = create();
  db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run(key, value);
  return value;
}
