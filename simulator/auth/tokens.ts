import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';

/** Claims of the simulator's HS256 JWTs. */
export interface TokenClaims {
  /** User id. */
  sub: string;
  typ: 'access' | 'refresh';
  tenant: string;
  /** Seconds since the epoch; fractional, so one-second lifetimes in tests are exact. */
  iat: number;
  exp: number;
  jti: string;
  /** Token family (one per login; see token-families.ts); revoking it ends every token in it. */
  fam?: string;
}

const b64url = (data: Buffer | string): string => Buffer.from(data).toString('base64url');
const HEADER = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

/** Signs and verifies tokens with one secret (kept in the database so restarts keep sessions). */
export class TokenSigner {
  readonly #secret: Buffer;

  constructor(secret: string) {
    this.#secret = Buffer.from(secret, 'base64');
  }

  static newSecret(): string {
    return randomBytes(32).toString('base64');
  }

  sign(
    sub: string,
    typ: TokenClaims['typ'],
    tenant: string,
    lifetimeSeconds: number,
    nowMs: number,
    fam?: string,
  ): string {
    return this.signClaims(sub, typ, tenant, lifetimeSeconds, nowMs, fam).token;
  }

  /** Signs and also answers the claims (the jti and expiry of a refresh token are recorded). */
  signClaims(
    sub: string,
    typ: TokenClaims['typ'],
    tenant: string,
    lifetimeSeconds: number,
    nowMs: number,
    fam?: string,
  ): { token: string; claims: TokenClaims } {
    const iat = nowMs / 1000;
    const claims: TokenClaims = { sub, typ, tenant, iat, exp: iat + lifetimeSeconds, jti: randomUUID(), fam };
    const body = `${HEADER}.${b64url(JSON.stringify(claims))}`;
    return { token: `${body}.${this.#mac(body)}`, claims };
  }

  /** The claims of a well-signed, unexpired token of the given type; null otherwise. */
  verify(token: string, typ: TokenClaims['typ'], nowMs: number): TokenClaims | null {
    const parts = token.split('.');
    if (parts.length !== 3 || parts[0] !== HEADER) return null;
    const expected = Buffer.from(this.#mac(`${parts[0]}.${parts[1]}`));
    const actual = Buffer.from(parts[2]);
    if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
    let claims: TokenClaims;
    try {
      claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as TokenClaims;
    } catch {
      return null;
    }
    if (claims.typ !== typ || typeof claims.exp !== 'number' || typeof claims.sub !== 'string') return null;
    return nowMs / 1000 < claims.exp ? claims : null;
  }

  #mac(body: string): string {
    return createHmac('sha256', this.#secret).update(body).digest('base64url');
  }
}
