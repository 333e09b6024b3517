import type Database from 'better-sqlite3';
import { clip, TEXT_BOUNDS } from '../store/text-bounds';
import { LOGIN_LOCK } from '../../src/contract/api/auth';
import { lockedBy } from './lockout';

/**
 * Failed logins one client address may make within the lock window before every login from it is
 * refused for the lock duration (issue 33): with the account rule alone, five anonymous requests
 * per account locked every account for 30 minutes. Twice the account limit: one address can lock
 * at most two accounts per window, and a user who mistypes on two accounts is not shut out.
 */
const ADDRESS_MAX_FAILURES = 2 * LOGIN_LOCK.maxFailures;
/** Rows older than the window plus the lock they may cause are pruned. */
const KEEP_MS = 2 * LOGIN_LOCK.windowMinutes * 60_000;

/**
 * Failed logins per client address, in their own table (created here, so the core migrations
 * stay untouched). Attempts refused for the address are not counted, so the table holds at most
 * ADDRESS_MAX_FAILURES rows per address and window.
 */
export class AddressLockout {
  readonly #db: Database.Database;

  constructor(db: Database.Database) {
    this.#db = db;
    db.exec(`
      CREATE TABLE IF NOT EXISTS login_failures_by_address (ip TEXT NOT NULL, at INTEGER NOT NULL);
      CREATE INDEX IF NOT EXISTS login_failures_by_address_ip ON login_failures_by_address (ip, at);
    `);
  }

  isBlocked(ip: string, nowMs: number): boolean {
    const times = (
      this.#db
        .prepare('SELECT at FROM login_failures_by_address WHERE ip = ? AND at > ? ORDER BY at')
        .all(clip(ip, TEXT_BOUNDS.ip), nowMs - KEEP_MS) as Array<{ at: number }>
    ).map((r) => r.at);
    return lockedBy(times, ADDRESS_MAX_FAILURES, nowMs);
  }

  recordFailure(ip: string, nowMs: number): void {
    this.#db.prepare('DELETE FROM login_failures_by_address WHERE at <= ?').run(nowMs - KEEP_MS);
    this.#db
      .prepare('INSERT INTO login_failures_by_address (ip, at) VALUES (?, ?)')
      .run(clip(ip, TEXT_BOUNDS.ip), nowMs);
  }
}
