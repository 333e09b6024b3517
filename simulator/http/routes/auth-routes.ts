import type { AddressLockout } from '../../auth/address-lockout';
import type { AuthService } from '../../auth/auth-service';
import type { OplogStore } from '../../store/oplog';
import type { ApiFaults } from '../faults';
import { CORE_MESSAGES, SPEC_MESSAGES } from '../../../src/contract/messages';
import { fieldError, refuse } from '../input-errors';
import { msg } from '../messages';
import { clientIp, describeParams } from '../oplog-recorder';
import { param } from '../params';
import { rawResult } from '../raw';
import type { RequestContext, Router } from '../router';

export interface AuthRouteDeps {
  auth: AuthService;
  /** Failed logins per client address (issue 33). */
  addresses: AddressLockout;
  oplog: OplogStore;
  faults: ApiFaults;
  tenantId: string;
}

const tokenError = (status: number, description: string) =>
  rawResult(status, { error_code: status, error_description: description });

function header(ctx: RequestContext, name: string): string | undefined {
  const value = ctx.req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Longest account name (ACCOUNT_PATTERN of the user rules allows 32 characters). */
const ACCOUNT_MAX_CHARS = 32;
/** Longest password parameter looked at: the console sends a 32-character md5. */
const MAX_PASSWORD_CHARS = 128;
/** Longest tenant id looked at (BladeX uses 6 digits). */
const MAX_TENANT_CHARS = 64;

/** Longest scope or login type looked at (the console sends 'all' and 'account'). */
const MAX_WORD_CHARS = 32;

/**
 * Parameters no account can match are refused before any lookup, lock-out row or log row: a user
 * name longer than an account may be, an over-long password, tenant, scope or type. The answer
 * names the parameter (issue 33): the user name's own rule, the spec's 'Please enter the correct
 * parameter!' for the others.
 */
function oversized(ctx: RequestContext, fields: Record<string, string>): string | null {
  const limits: Record<string, number> = {
    username: ACCOUNT_MAX_CHARS,
    password: MAX_PASSWORD_CHARS,
    tenantId: MAX_TENANT_CHARS,
    scope: MAX_WORD_CHARS,
    type: MAX_WORD_CHARS,
  };
  const field = Object.keys(limits).find((k) => (fields[k] ?? param(ctx, k) ?? '').length > limits[k]);
  if (!field) return null;
  return fieldError(field, field === 'username' ? CORE_MESSAGES.userNameInvalid : SPEC_MESSAGES.param).texts[
    ctx.lang
  ];
}

async function passwordGrant(ctx: RequestContext, deps: AuthRouteDeps) {
  const username = param(ctx, 'username')?.trim() ?? '';
  const password = param(ctx, 'password') ?? '';
  if (username === '') return tokenError(400, refuse('username', 'usernameRequired').texts[ctx.lang]);
  if (password === '') return tokenError(400, refuse('password', 'passwordRequired').texts[ctx.lang]);
  const tenantId = param(ctx, 'tenantId') || header(ctx, 'tenant-id') || deps.tenantId;
  const tooLong = oversized(ctx, { username, password, tenantId });
  if (tooLong) return tokenError(400, tooLong);
  const ip = clientIp(ctx.req);
  const now = Date.now();
  const outcome = deps.addresses.isBlocked(ip, now)
    ? ({ ok: false, reason: 'locked' } as const)
    : await deps.auth.login(username, password.toLowerCase(), tenantId);
  if (!outcome.ok && outcome.reason === 'badCredentials') deps.addresses.recordFailure(ip, now);
  deps.oplog.record({
    at: now,
    user_id: outcome.ok ? outcome.user.id : '',
    account: username,
    method: ctx.method,
    path: ctx.path,
    params: describeParams(ctx.query, ctx.body),
    success: outcome.ok ? 1 : 0,
    msg: CORE_MESSAGES[outcome.ok ? 'success' : outcome.reason],
    ip,
  });
  if (!outcome.ok) return tokenError(400, msg(ctx.lang, outcome.reason));
  return rawResult(200, deps.auth.tokenResponse(outcome.user));
}

function refreshGrant(ctx: RequestContext, deps: AuthRouteDeps) {
  const token = param(ctx, 'refresh_token') ?? '';
  const tenantId = header(ctx, 'tenant-id') || param(ctx, 'tenantId') || deps.tenantId;
  const result = token === '' ? null : deps.auth.refresh(token, tenantId);
  if (!result?.ok) return tokenError(401, msg(ctx.lang, 'badRefresh'));
  return rawResult(200, deps.auth.tokenResponse(result.user, result.family));
}

/** `blade-auth/oauth/token` (raw answers) and `blade-auth/oauth/unlock`. */
export function registerAuthRoutes(router: Router, deps: AuthRouteDeps): void {
  router.post(
    'blade-auth/oauth/token',
    (ctx) => {
      if (deps.faults.takeToken502()) return tokenError(502, msg(ctx.lang, 'badGateway'));
      const grant = param(ctx, 'grant_type') ?? 'password';
      if (grant === 'password') return passwordGrant(ctx, deps);
      if (grant === 'refresh_token') return refreshGrant(ctx, deps);
      return tokenError(400, refuse('grant_type', 'unsupportedGrant').texts[ctx.lang]);
    },
    'public',
  );

  router.post('blade-auth/oauth/unlock', async (ctx) => {
    const user = ctx.user!;
    const username = param(ctx, 'username')?.trim();
    const password = (param(ctx, 'password') ?? '').toLowerCase();
    // Only the session's own account unlocks it: another name is the caller's error, named.
    if (username !== undefined && username !== '' && username !== user.account)
      throw refuse('username', 'unlockWrong');
    const ok = password !== '' && (await deps.auth.checkPassword(user.userId, password));
    if (!ok) throw refuse('password', 'unlockWrong');
    return true;
  });
}
