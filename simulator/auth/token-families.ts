import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';

/*
 * Refresh-token rotation with reuse detection (OAuth 2.0 Security BCP, RFC 9700 §4.14.2): a login
 * opens a token family; every refresh token is single-use and its refresh issues the next one in
 * the same family. Presenting a used refresh token again means it was copied: the whole family
 * (its refresh tokens and the access tokens issued with them) is revoked. A user's families are
 * revoked when the password changes, an administrator resets it, the role changes or the user is
 * deleted. Kept in SQLite, so a restart keeps both sessions and revocations.
 */

export type RefreshOutcome = 'ok' | 'reused' | 'revoked' | 'unknown';

export class TokenFamilies {
  readonly #open: Database.Statement;
  readonly #issue: Database.Statement;
  readonly #token: Database.Statement;
  readonly #use: Database.Statement;
  readonly #family: Database.Statement;
  readonly #revokeFamily: Database.Statement;
  readonly #revokeUser: Database.Statement;
  readonly #prune: Database.Statement;
  readonly #consume: (jti: string, family: string, now: number) => RefreshOutcome;
  #refreshes = 0;

  constructor(db: Database.Database) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS token_families (
        family TEXT PRIMARY KEY,
        user_id TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        revoked_at INTEGER
      );
      CREATE INDEX IF NOT EXISTS token_families_user ON token_families (user_id);
      CREATE TABLE IF NOT EXISTS refresh_tokens (
        jti TEXT PRIMARY KEY,
        family TEXT NOT NULL,
        exp REAL NOT NULL,
        used_at INTEGER
      );
    `);
    this.#open = db.prepare('INSERT INTO token_families (family, user_id, created_at) VALUES (?, ?, ?)');
    this.#issue = db.prepare('INSERT INTO refresh_tokens (jti, family, exp) VALUES (?, ?, ?)');
    this.#token = db.prepare('SELECT family, used_at FROM refresh_tokens WHERE jti = ?');
    this.#use = db.prepare('UPDATE refresh_tokens SET used_at = ? WHERE jti = ? AND used_at IS NULL');
    this.#family = db.prepare('SELECT revoked_at FROM token_families WHERE family = ?');
    this.#revokeFamily = db.prepare(
      'UPDATE token_families SET revoked_at = ? WHERE family = ? AND revoked_at IS NULL',
    );
    this.#revokeUser = db.prepare(
      'UPDATE token_families SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL AND family <> ?',
    );
    this.#prune = db.prepare('DELETE FROM refresh_tokens WHERE exp < ?');
    this.#consume = db.transaction((jti: string, family: string, now: number): RefreshOutcome => {
      const row = this.#token.get(jti) as { family: string; used_at: number | null } | undefined;
      if (!row || row.family !== family) return 'unknown';
      if (!this.isActive(family)) return 'revoked';
      if (row.used_at !== null || this.#use.run(now, jti).changes !== 1) {
        this.#revokeFamily.run(now, family);
        return 'reused';
      }
      return 'ok';
    });
  }

  /** A new family for a fresh login. */
  open(userId: string, now: number): string {
    const family = randomUUID();
    this.#open.run(family, userId, now);
    return family;
  }

  /** Records a refresh token (its jti) as issued and unused. */
  issue(jti: string, family: string, expSeconds: number): void {
    this.#issue.run(jti, family, expSeconds);
  }

  /** Uses a refresh token once; a second use revokes its family. */
  consume(jti: string, family: string, now: number): RefreshOutcome {
    if (++this.#refreshes % 100 === 0) this.#prune.run(now / 1000);
    return this.#consume(jti, family, now);
  }

  /** True while the family has not been revoked (unknown families are not active). */
  isActive(family: string): boolean {
    const row = this.#family.get(family) as { revoked_at: number | null } | undefined;
    return row !== undefined && row.revoked_at === null;
  }

  /** Revokes every family of a user but `except` (the session that asked); returns how many. */
  revokeUser(userId: string, now: number, except = ''): number {
    return this.#revokeUser.run(now, userId, except).changes;
  }
}
