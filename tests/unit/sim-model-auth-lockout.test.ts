import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type Database from 'better-sqlite3';
import { AuthService } from '../../simulator/auth/auth-service';
import { LoginLockout } from '../../simulator/auth/lockout';
import { hashPassword, md5Hex, verifyPassword } from '../../simulator/auth/passwords';
import { TokenFamilies } from '../../simulator/auth/token-families';
import { TokenSigner } from '../../simulator/auth/tokens';
import { openDatabase } from '../../simulator/store/db';
import { UserStore } from '../../simulator/store/users';

/*
 * The lock-out rule on a controllable clock: 5 failed logins within 30 minutes lock the account
 * for 30 minutes from the fifth ("try again in 30 minutes"); failures further apart never lock.
 */

const MIN = 60_000;
let db: Database.Database;
let auth: AuthService;
let now = 0;
const right = md5Hex('operator123');
const wrong = md5Hex('nope');
const attempt = async (password: string) => (await auth.login('operator', password, '000000')).ok;
const outcome = async (password: string) => {
  const r = await auth.login('operator', password, '000000');
  return r.ok ? 'ok' : r.reason;
};
const failAt = async (minute: number) => {
  now = minute * MIN;
  expect(await attempt(wrong)).toBe(false);
};

beforeEach(async () => {
  db = openDatabase(':memory:');
  const users = new UserStore(db, '000000');
  await users.seed(0);
  now = 0;
  auth = new AuthService({
    users,
    signer: new TokenSigner(TokenSigner.newSecret()),
    lockout: new LoginLockout(db),
    families: new TokenFamilies(db),
    lifetimes: { accessTokenSeconds: 60, refreshTokenSeconds: 120 },
    tenantId: '000000',
    now: () => now,
  });
});
afterEach(() => db.close());

describe('login lock-out', () => {
  it('locks after the fifth failure within 30 minutes, for 30 minutes from that failure', async () => {
    for (const m of [0, 5, 10, 20, 29]) await failAt(m);
    now = 29 * MIN + 1;
    expect(await outcome(right)).toBe('locked');
    now = 58 * MIN; // the first failure left the window, but the lock still runs from minute 29
    expect(await outcome(right)).toBe('locked');
    now = 59 * MIN;
    expect(await outcome(right)).toBe('ok');
  });

  it('does not lock for five failures spread over more than 30 minutes', async () => {
    for (const m of [0, 10, 20, 29]) await failAt(m);
    await failAt(31);
    expect(await outcome(right)).toBe('ok');
  });

  it('does not let attempts during a lock extend or shorten it', async () => {
    for (const m of [0, 1, 2, 3, 4]) await failAt(m);
    for (const m of [10, 20, 33]) {
      now = m * MIN;
      expect(await outcome(wrong)).toBe('locked');
    }
    now = 34 * MIN;
    expect(await outcome(right)).toBe('ok');
  });

  it('starts counting afresh after a successful login', async () => {
    for (const m of [0, 1, 2, 3]) await failAt(m);
    now = 4 * MIN;
    expect(await outcome(right)).toBe('ok');
    await failAt(5);
    expect(await outcome(right)).toBe('ok');
  });
});

describe('password storage', () => {
  it('stores a salted scrypt hash of the md5, never the md5 itself', async () => {
    const a = await hashPassword(right);
    const b = await hashPassword(right);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$16384\$/);
    expect(a).not.toContain(right);
    expect(await verifyPassword(right, a)).toBe(true);
    expect(await verifyPassword(wrong, a)).toBe(false);
  });
});
