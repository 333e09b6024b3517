import type Database from 'better-sqlite3';

/** Failed logins allowed within the window before the account locks (ARCHITECTURE.md §5). */
export const MAX_FAILURES = 5;
export const LOCK_WINDOW_MS = 30 * 60 * 1000;

/** Counts failed logins per account name in SQLite. */
export class LoginLockout {
  readonly #db: Database.Database;

  constructor(db: Database.Database) {
    this.#db = db;
  }

  /** True when MAX_FAILURES failures fall within the window ending now. */
  isLocked(account: string, nowMs: number): boolean {
    const row = this.#db
      .prepare('SELECT COUNT(*) AS n FROM login_failures WHERE account = ? AND at > ?')
      .get(account, nowMs - LOCK_WINDOW_MS) as { n: number };
    return row.n >= MAX_FAILURES;
  }

  recordFailure(account: string, nowMs: number): void {
    this.#db.prepare('DELETE FROM login_failures WHERE at <= ?').run(nowMs - LOCK_WINDOW_MS);
    this.#db.prepare('INSERT INTO login_failures (account, at) VALUES (?, ?)').run(account, nowMs);
  }

  clear(account: string): void {
    this.#db.prepare('DELETE FROM login_failures WHERE account = ?').run(account);
  }
}
