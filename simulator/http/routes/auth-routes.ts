import type { AuthService } from '../../auth/auth-service';
import type { OplogStore } from '../../store/oplog';
import type { ApiFaults } from '../faults';
import { msg } from '../messages';
import { clientIp, describeParams } from '../oplog-recorder';
import { param } from '../params';
import { rawResult } from '../raw';
import { ApiError, type RequestContext, type Router } from '../router';

export interface AuthRouteDeps {
  auth: AuthService;
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

async function passwordGrant(ctx: RequestContext, deps: AuthRouteDeps) {
  const username = param(ctx, 'username')?.trim() ?? '';
  const password = param(ctx, 'password') ?? '';
  if (username === '') return tokenError(400, msg(ctx.lang, 'usernameRequired'));
  if (password === '') return tokenError(400, msg(ctx.lang, 'passwordRequired'));
  const tenantId = param(ctx, 'tenantId') || header(ctx, 'tenant-id') || deps.tenantId;
  const outcome = await deps.auth.login(username, password.toLowerCase(), tenantId);
  deps.oplog.record({
    at: Date.now(),
    user_id: outcome.ok ? outcome.user.id : '',
    account: username,
    method: ctx.method,
    path: ctx.path,
    params: describeParams(ctx.query, ctx.body),
    success: outcome.ok ? 1 : 0,
    msg: outcome.ok ? msg(ctx.lang, 'success') : msg(ctx.lang, outcome.reason),
    ip: clientIp(ctx.req),
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
      return tokenError(400, msg(ctx.lang, 'unsupportedGrant'));
    },
    'public',
  );

  router.post('blade-auth/oauth/unlock', async (ctx) => {
    const user = ctx.user!;
    const username = param(ctx, 'username')?.trim();
    const password = (param(ctx, 'password') ?? '').toLowerCase();
    const ok =
      (username === undefined || username === '' || username === user.account) &&
      password !== '' &&
      (await deps.auth.checkPassword(user.userId, password));
    if (!ok) throw new ApiError(400, msg(ctx.lang, 'unlockWrong'));
    return true;
  });
}
