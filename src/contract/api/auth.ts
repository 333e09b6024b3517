/**
 * Authentication calls (spec §7 "Authentication", ARCHITECTURE.md §3). The token answers are the
 * raw `TokenResponse` / `TokenError` of `../envelope`; passwords always travel as lowercase md5 hex.
 */
import { z } from 'zod';
import type { TokenResponse, UserDetail } from '../envelope';
import { wireBool, wireIdText, wireNum, wireStr } from '../wire';

/** Query of `POST blade-auth/oauth/token` for a login (password grant). */
export interface PasswordGrantQuery {
  tenantId: string;
  username: string;
  /** Lowercase md5 hex of the password. */
  password: string;
  grant_type: 'password';
  scope: 'all';
  type: 'account';
}

/** Query of `POST blade-auth/oauth/token` to refresh a session; sent with a `Tenant-Id` header. */
export interface RefreshGrantQuery {
  tenantId: string;
  refresh_token: string;
  grant_type: 'refresh_token';
  scope: 'all';
}

/**
 * Query of `POST blade-auth/oauth/unlock` (lock screen). Checks the password of the logged-in
 * user; answers R<true>, or code 400 'The unlock password is incorrect. Please re-enter it'.
 */
export interface UnlockQuery {
  username: string;
  /** Lowercase md5 hex. */
  password: string;
}

/** `error_code` values of a failed token call. */
export const TOKEN_ERROR = {
  /** Wrong user name or password, account locked, missing parameter (HTTP 400). */
  badRequest: 400,
  /** Missing or wrong client credential, invalid refresh token (HTTP 401). */
  unauthorized: 401,
} as const;

/** Login attempts before the account locks, and how long the window/lock lasts. */
export const LOGIN_LOCK = { maxFailures: 5, windowMinutes: 30 } as const;

/** Role codes; the console translates them (`role_name` of the token answer, `roleName` of a user). */
export type RoleName = 'administrator' | 'operator';

const userDetailSchema: z.ZodType<UserDetail> = z.object({
  defaultMainPage: wireNum,
  customMainPage: wireNum,
  mainPage: wireNum,
  passwordChangeRequired: wireBool.optional(),
});

/**
 * The token answer (not enveloped) as a real BladeX backend may send it: `user_id` a number or its
 * text, `expires_in` as text, null texts. Without both tokens it is no session: it does not read.
 */
export const tokenResponseSchema: z.ZodType<TokenResponse> = z.object({
  access_token: z.string().min(1),
  token_type: z.literal('bearer'),
  refresh_token: z.string().min(1),
  expires_in: wireNum,
  user_id: wireIdText,
  account: wireStr,
  user_name: wireStr,
  nick_name: wireStr,
  role_name: wireStr,
  avatar: wireStr,
  tenant_id: wireStr,
  detail: userDetailSchema,
});
