import {
  tokenResponseSchema,
  type PasswordGrantQuery,
  type RefreshGrantQuery,
  type UnlockQuery,
} from '@/contract/api/auth';
import type { TokenResponse } from '@/contract/envelope';
import { encodePassword } from '@/lib/md5';
import { getRuntimeConfig } from '@/stores/runtime-config';
import { wireBool } from '@/contract/wire';
import { post, request, type CallOptions } from './http';
import { readAnswer } from './read-answer';

const TOKEN_PATH = 'blade-auth/oauth/token';

/** Password grant (spec §7). Errors show the server's error_description; a 502 reloads. */
export async function loginByPassword(
  username: string,
  password: string,
  options: Pick<CallOptions, 'silent'> = {},
): Promise<TokenResponse> {
  const { tenantId } = getRuntimeConfig();
  const query: PasswordGrantQuery = {
    tenantId,
    username,
    password: encodePassword(password),
    grant_type: 'password',
    scope: 'all',
    type: 'account',
  };
  const answer = await request('POST', TOKEN_PATH, {
    ...options,
    query,
    tokenCall: true,
    unauthorizedIsAnswer: true,
  });
  return readAnswer(tokenResponseSchema, answer, TOKEN_PATH, options);
}

/** Refresh grant, with the Tenant-Id header; a 401 ends the session like any other. */
export async function refreshToken(refresh: string): Promise<TokenResponse> {
  const { tenantId } = getRuntimeConfig();
  const query: RefreshGrantQuery = {
    tenantId,
    refresh_token: refresh,
    grant_type: 'refresh_token',
    scope: 'all',
  };
  const answer = await request('POST', `/${TOKEN_PATH}`, {
    query,
    headers: { 'Tenant-Id': tenantId },
    tokenCall: true,
    silent: true,
  });
  return readAnswer(tokenResponseSchema, answer, TOKEN_PATH, { silent: true });
}

/**
 * Lock-screen check of the logged-in user's password; a wrong one is an error answer the
 * caller reports with the spec's message. A 401 means the session itself ended.
 */
export async function unlock(username: string, password: string): Promise<boolean> {
  const query: UnlockQuery = { username, password: encodePassword(password) };
  const answer = await post('/blade-auth/oauth/unlock', { query }, { silent: true });
  return readAnswer(wireBool, answer, 'blade-auth/oauth/unlock', { silent: true });
}
