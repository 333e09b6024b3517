import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type Database from 'better-sqlite3';
import { LoginLockout } from '../../simulator/auth/lockout';
import { openDatabase } from '../../simulator/store/db';
import { OplogStore } from '../../simulator/store/oplog';
import { clip, TEXT_BOUNDS } from '../../simulator/store/text-bounds';

/* Issue 33: whoever writes the operation log or the failed-login table, no column outgrows its bound. */

let db: Database.Database;
beforeEach(() => {
  db = openDatabase(':memory:');
});
afterEach(() => db.close());

const big = (c: string) => c.repeat(1_000_000);

describe('stored text bounds', () => {
  it('cuts every text column of an operation-log entry', () => {
    const oplog = new OplogStore(db);
    oplog.record({
      at: 1,
      user_id: big('u'),
      account: big('a'),
      method: big('M'),
      path: big('p'),
      params: big('k'),
      success: 0,
      msg: big('m'),
      ip: big('1'),
      site: big('s'),
    });
    const [row] = oplog.page({ startMs: null, endMs: null, account: '', site: null }, 10, 0);
    expect(row.user_id.length).toBe(TEXT_BOUNDS.userId);
    expect(row.account.length).toBe(TEXT_BOUNDS.account);
    expect(row.method.length).toBe(TEXT_BOUNDS.method);
    expect(row.path.length).toBe(TEXT_BOUNDS.path);
    expect(row.params.length).toBe(TEXT_BOUNDS.params);
    expect(row.msg.length).toBe(TEXT_BOUNDS.msg);
    expect(row.ip.length).toBe(TEXT_BOUNDS.ip);
    expect(row.site.length).toBe(TEXT_BOUNDS.site);
    expect(row.params.endsWith('…')).toBe(true);
  });

  it('stores a failed login under the bounded account name and still finds its lock', () => {
    const lockout = new LoginLockout(db);
    const name = big('z');
    for (let i = 0; i < 5; i++) lockout.recordFailure(name, 1000 + i);
    const longest = db.prepare('SELECT MAX(length(account)) AS n FROM login_failures').get() as { n: number };
    expect(longest.n).toBe(TEXT_BOUNDS.account);
    expect(lockout.isLocked(name, 2000)).toBe(true);
  });

  it('never splits a surrogate pair and leaves short text alone', () => {
    expect(clip('abc', 3)).toBe('abc');
    expect(clip('a😀b', 3)).toBe('a…');
    expect(clip('ab😀', 3)).toBe('ab…');
  });
});
