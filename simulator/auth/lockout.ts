import type Database from 'better-sqlite3';
import { LOGIN_LOCK } from '../../src/contract/api/auth';

/** Failed logins allowed within the window before the account locks (ARCHITECTURE.md §5). */
export const MAX_FAILURES = LOGIN_LOCK.maxFailures;
export const LOCK_WINDOW_MS = LOGIN_LOCK.windowMinutes * 60_000;
/** How long a lock lasts from the failure that caused it ("try again in 30 minutes"). */
export const LOCK_DURATION_MS = LOGIN_LOCK.windowMinutes * 60_000;

/** Counts failed logins per account name in SQLite. */
export class LoginLockout {
  readonly #db: Database.Database;

  constructor(db: Database.Database) {
    this.#db = db;
  }

  /**
   * True for LOCK_DURATION_MS after the failure that made MAX_FAILURES within LOCK_WINDOW_MS.
   * Attempts while locked are not counted, so the lock neither grows nor shrinks.
   */
  isLocked(account: string, nowMs: number): boolean {
    const times = (
      this.#db
        .prepare('SELECT at FROM login_failures WHERE account = ? AND at > ? ORDER BY at')
        .all(account, nowMs - LOCK_WINDOW_MS - LOCK_DURATION_MS) as Array<{ at: number }>
    ).map((r) => r.at);
    for (let i = times.length - 1; i >= MAX_FAILURES - 1; i--) {
      if (nowMs - times[i] >= LOCK_DURATION_MS) break;
      if (times[i] - times[i - MAX_FAILURES + 1] < LOCK_WINDOW_MS) return true;
    }
    return false;
  }

  recordFailure(account: string, nowMs: number): void {
    this.#db
      .prepare('DELETE FROM login_failures WHERE at <= ?')
      .run(nowMs - LOCK_WINDOW_MS - LOCK_DURATION_MS);
    this.#db.prepare('INSERT INTO login_failures (account, at) VALUES (?, ?)').run(account, nowMs);
  }

  clear(account: string): void {
    this.#db.prepare('DELETE FROM login_failures WHERE account = ?').run(account);
  }
}
