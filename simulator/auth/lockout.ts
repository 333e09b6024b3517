import type Database from 'better-sqlite3';
import { LOGIN_LOCK } from '../../src/contract/api/auth';
import { clip, TEXT_BOUNDS } from '../store/text-bounds';

/** Failed logins allowed within the window before the account locks (ARCHITECTURE.md §5). */
export const MAX_FAILURES = LOGIN_LOCK.maxFailures;
export const LOCK_WINDOW_MS = LOGIN_LOCK.windowMinutes * 60_000;
/** How long a lock lasts from the failure that caused it ("try again in 30 minutes"). */
export const LOCK_DURATION_MS = LOGIN_LOCK.windowMinutes * 60_000;

/**
 * True for LOCK_DURATION_MS after the failure that made `max` failures within LOCK_WINDOW_MS
 * (`times` ascending, the failures of one account or one address).
 */
export function lockedBy(times: number[], max: number, nowMs: number): boolean {
  for (let i = times.length - 1; i >= max - 1; i--) {
    if (nowMs - times[i] >= LOCK_DURATION_MS) break;
    if (times[i] - times[i - max + 1] < LOCK_WINDOW_MS) return true;
  }
  return false;
}

/** Counts failed logins per account name in SQLite (the name cut to its stored bound). */
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
        .all(clip(account, TEXT_BOUNDS.account), nowMs - LOCK_WINDOW_MS - LOCK_DURATION_MS) as Array<{
        at: number;
      }>
    ).map((r) => r.at);
    return lockedBy(times, MAX_FAILURES, nowMs);
  }

  recordFailure(account: string, nowMs: number): void {
    this.#db
      .prepare('DELETE FROM login_failures WHERE at <= ?')
      .run(nowMs - LOCK_WINDOW_MS - LOCK_DURATION_MS);
    this.#db
      .prepare('INSERT INTO login_failures (account, at) VALUES (?, ?)')
      .run(clip(account, TEXT_BOUNDS.account), nowMs);
  }

  clear(account: string): void {
    this.#db.prepare('DELETE FROM login_failures WHERE account = ?').run(clip(account, TEXT_BOUNDS.account));
  }
}
