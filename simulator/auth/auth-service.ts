import type { TokenResponse } from '../../src/contract/envelope';
import type { SessionUser } from '../http/router';
import type { StoredUser, UserStore } from '../store/users';
import type { LoginLockout } from './lockout';
import type { TokenSigner } from './tokens';
import { verifyPassword } from './passwords';

export interface TokenLifetimes {
  accessTokenSeconds: number;
  refreshTokenSeconds: number;
}

export type LoginOutcome =
  { ok: true; user: StoredUser } | { ok: false; reason: 'badCredentials' | 'locked' };

/** Logins, tokens and the bearer check; the clock is injectable for tests. */
export class AuthService {
  readonly #users: UserStore;
  readonly #signer: TokenSigner;
  readonly #lockout: LoginLockout;
  readonly #lifetimes: TokenLifetimes;
  readonly #tenantId: string;
  readonly #now: () => number;

  constructor(deps: {
    users: UserStore;
    signer: TokenSigner;
    lockout: LoginLockout;
    lifetimes: TokenLifetimes;
    tenantId: string;
    now: () => number;
  }) {
    this.#users = deps.users;
    this.#signer = deps.signer;
    this.#lockout = deps.lockout;
    this.#lifetimes = deps.lifetimes;
    this.#tenantId = deps.tenantId;
    this.#now = deps.now;
  }

  /** Checks an account and md5 password, counting failures and honouring the lock. */
  async login(account: string, passwordMd5: string, tenantId: string): Promise<LoginOutcome> {
    const now = this.#now();
    if (this.#lockout.isLocked(account, now)) return { ok: false, reason: 'locked' };
    const user = this.#users.byAccount(account);
    const ok =
      user !== null && user.tenantId === tenantId && (await verifyPassword(passwordMd5, user.passwordHash));
    if (!ok || !user) {
      this.#lockout.recordFailure(account, now);
      return { ok: false, reason: 'badCredentials' };
    }
    this.#lockout.clear(account);
    return { ok: true, user };
  }

  /** Password check without lock-out bookkeeping (lock screen, old-password checks). */
  async checkPassword(userId: string, passwordMd5: string): Promise<boolean> {
    const user = this.#users.byId(userId);
    return user !== null && verifyPassword(passwordMd5, user.passwordHash);
  }

  /** The user behind a valid refresh token, or null. */
  userFromRefreshToken(token: string, tenantId: string): StoredUser | null {
    const claims = this.#signer.verify(token, 'refresh', this.#now());
    if (!claims || claims.tenant !== tenantId) return null;
    return this.#users.byId(claims.sub);
  }

  /** The session behind a `Blade-Auth: bearer <token>` header, or null when missing/expired/forged. */
  sessionFromHeader(header: string | undefined): SessionUser | null {
    const match = /^bearer\s+(\S+)$/i.exec(header?.trim() ?? '');
    if (!match) return null;
    const claims = this.#signer.verify(match[1], 'access', this.#now());
    const user = claims ? this.#users.byId(claims.sub) : null;
    if (!user) return null;
    return {
      userId: user.id,
      account: user.account,
      realName: user.realName,
      roleName: user.roleName,
      tenantId: user.tenantId,
    };
  }

  /** The raw BladeX token answer for a user. */
  tokenResponse(user: StoredUser): TokenResponse {
    const now = this.#now();
    const { accessTokenSeconds, refreshTokenSeconds } = this.#lifetimes;
    return {
      access_token: this.#signer.sign(user.id, 'access', user.tenantId, accessTokenSeconds, now),
      token_type: 'bearer',
      refresh_token: this.#signer.sign(user.id, 'refresh', user.tenantId, refreshTokenSeconds, now),
      expires_in: accessTokenSeconds,
      user_id: user.id,
      account: user.account,
      user_name: user.account,
      nick_name: user.realName,
      role_name: user.roleName,
      avatar: user.avatar,
      tenant_id: user.tenantId || this.#tenantId,
      detail: {
        defaultMainPage: user.defaultMainPage,
        customMainPage: user.customMainPage,
        mainPage: user.mainPage,
      },
    };
  }

  clearLock(account: string): void {
    this.#lockout.clear(account);
  }
}
