import type { TokenResponse } from '../../src/contract/envelope';
import type { SessionUser } from '../http/router';
import type { StoredUser, UserStore } from '../store/users';
import type { LoginLockout } from './lockout';
import type { TokenFamilies } from './token-families';
import type { TokenSigner } from './tokens';
import { verifyPassword } from './passwords';

export interface TokenLifetimes {
  accessTokenSeconds: number;
  refreshTokenSeconds: number;
}

/** Outcome of the refresh grant: the user and the family the new tokens belong to. */
export type RefreshResult = { ok: true; user: StoredUser; family: string } | { ok: false; reused: boolean };

export type LoginOutcome =
  { ok: true; user: StoredUser } | { ok: false; reason: 'badCredentials' | 'locked' };

/** Logins, tokens and the bearer check; the clock is injectable for tests. */
export class AuthService {
  readonly #users: UserStore;
  readonly #signer: TokenSigner;
  readonly #lockout: LoginLockout;
  readonly #families: TokenFamilies;
  readonly #lifetimes: TokenLifetimes;
  readonly #tenantId: string;
  readonly #now: () => number;

  constructor(deps: {
    users: UserStore;
    signer: TokenSigner;
    lockout: LoginLockout;
    families: TokenFamilies;
    lifetimes: TokenLifetimes;
    tenantId: string;
    now: () => number;
  }) {
    this.#users = deps.users;
    this.#signer = deps.signer;
    this.#lockout = deps.lockout;
    this.#families = deps.families;
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

  /**
   * Uses a refresh token (single-use): the user and its family, or a refusal. A token used before
   * revokes its whole family (`reused`), so a copied token ends the session for both holders.
   */
  refresh(token: string, tenantId: string): RefreshResult {
    const now = this.#now();
    const claims = this.#signer.verify(token, 'refresh', now);
    if (!claims?.fam || claims.tenant !== tenantId) return { ok: false, reused: false };
    const outcome = this.#families.consume(claims.jti, claims.fam, now);
    if (outcome !== 'ok') return { ok: false, reused: outcome === 'reused' };
    const user = this.#users.byId(claims.sub);
    return user && user.tenantId === tenantId
      ? { ok: true, user, family: claims.fam }
      : { ok: false, reused: false };
  }

  /**
   * The session behind a `Blade-Auth: bearer <token>` header, or null when missing, expired,
   * forged, revoked, or for another tenant than the call's `Tenant-Id` (the default when absent).
   */
  sessionFromHeader(header: string | undefined, tenantHeader?: string): SessionUser | null {
    const match = /^bearer\s+(\S+)$/i.exec(header?.trim() ?? '');
    if (!match) return null;
    const claims = this.#signer.verify(match[1], 'access', this.#now());
    if (!claims?.fam || !this.#families.isActive(claims.fam)) return null;
    const tenant = tenantHeader?.trim() || this.#tenantId;
    if (claims.tenant !== tenant) return null;
    const user = this.#users.byId(claims.sub);
    if (!user || user.tenantId !== tenant) return null;
    return {
      userId: user.id,
      account: user.account,
      realName: user.realName,
      roleName: user.roleName,
      tenantId: user.tenantId,
      tokenFamily: claims.fam,
      passwordChangeRequired: user.passwordChangeRequired,
    };
  }

  /**
   * Ends every session of a user (password changed or reset, role changed, user deleted); `except`
   * keeps one family alive: the session that changed its own password.
   */
  revokeUser(userId: string, except?: string): number {
    return this.#families.revokeUser(userId, this.#now(), except);
  }

  /** The raw BladeX token answer for a user: a new family at login, the same one on refresh. */
  tokenResponse(user: StoredUser, family?: string): TokenResponse {
    const now = this.#now();
    const { accessTokenSeconds, refreshTokenSeconds } = this.#lifetimes;
    const fam = family ?? this.#families.open(user.id, now);
    const refresh = this.#signer.signClaims(user.id, 'refresh', user.tenantId, refreshTokenSeconds, now, fam);
    this.#families.issue(refresh.claims.jti, fam, refresh.claims.exp);
    return {
      access_token: this.#signer.sign(user.id, 'access', user.tenantId, accessTokenSeconds, now, fam),
      token_type: 'bearer',
      refresh_token: refresh.token,
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
        ...(user.passwordChangeRequired ? { passwordChangeRequired: true } : {}),
      },
    };
  }

  clearLock(account: string): void {
    this.#lockout.clear(account);
  }
}
