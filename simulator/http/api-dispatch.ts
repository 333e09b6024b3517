import type { IncomingMessage, ServerResponse } from 'node:http';
import { PASSWORD_CHANGE_REQUIRED_CODE } from '../../src/contract/api/user';
import { answersVersion, isExtensionCall } from '../../src/contract/calls';
import type { AuthService } from '../auth/auth-service';
import { isClientAuthorised } from '../auth/client-credential';
import type { OplogStore } from '../store/oplog';
import { readBody } from './body';
import type { ApiFaults } from './faults';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { ZodError } from 'zod';
import { contentDisposition, isFileResult, isStreamFileResult } from './files';
import { fieldError, pathDecodes, zodError } from './input-errors';
import { CORE_MESSAGES } from '../../src/contract/messages';
import { bothLanguages, langOf, msg, type Lang } from './messages';
import type { Word } from './oplog-word';
import type { NameKind } from './oplog-names';
import { noteNames, recordCall } from './oplog-recorder';
import { isRawResult } from './raw';
import { withoutVersions } from './revisions';
import { ApiError, LocalizedApiError, type RequestContext, type RouteTable } from './router';

export interface ApiDispatchDeps {
  table: RouteTable;
  auth: AuthService;
  oplog: OplogStore;
  faults: ApiFaults;
  client: { clientId: string; clientSecret: string };
  /** `--spec-only`: every extension of the call table (src/contract/calls.ts) answers code 404. */
  specOnly?: boolean;
  /** What a logged call's ids name (oplog-names.ts): read before the call, kept with its log row. */
  names?: (kind: NameKind, id: string) => Word | null;
}

export const TOKEN_PATH = 'blade-auth/oauth/token';
/** Largest body of the token call (its fields are a user name, an md5, a tenant and a grant). */
const TOKEN_MAX_BODY_BYTES = 8 * 1024;

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  });
  res.end(text);
}

const envelope = (code: number, data: unknown, message: string) => ({
  code,
  success: code === 200,
  data,
  msg: message,
});

/** The one call a session that must change its password may make (the route checks whose). */
const isOwnPasswordChange = (method: string, path: string) =>
  method === 'POST' && path === 'user/updatePassword';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Answers one /api/* request: client credential, bearer, role, body, handler, envelope, oplog. */
export async function dispatchApi(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  deps: ApiDispatchDeps,
): Promise<void> {
  const path = url.pathname.replace(/^\/api\/?/, '').replace(/\/+$/, '');
  const method = req.method ?? 'GET';
  const lang: Lang = langOf(req.headers['accept-language']);
  const isToken = path === TOKEN_PATH;
  const isHook = path.startsWith('__sim/');

  const fault = deps.faults.take(path, method);
  if (fault.delayMs > 0) await sleep(fault.delayMs);
  if (fault.failCode === 0) {
    req.socket.destroy();
    return;
  }
  if (fault.failCode !== null) {
    const status = fault.failCode >= 100 && fault.failCode <= 599 ? fault.failCode : 500;
    return sendJson(res, status, envelope(fault.failCode, null, msg(lang, 'injectedFailure')));
  }

  if (
    !isHook &&
    !isClientAuthorised(req.headers.authorization, deps.client.clientId, deps.client.clientSecret)
  ) {
    if (isToken) return sendJson(res, 401, { error_code: 401, error_description: msg(lang, 'badClient') });
    return sendJson(res, 401, envelope(401, null, msg(lang, 'badClient')));
  }

  // A real station's backend without the extension: not found, with or without a session.
  if (deps.specOnly && isExtensionCall(method, path)) {
    return sendJson(res, 404, envelope(404, null, msg(lang, 'notFound')));
  }

  // A malformed %-escape ('%E0%A4%A', '%zz') is the caller's error, not the server's (issue 33).
  if (!pathDecodes(path)) {
    const text = fieldError('path').texts[lang];
    return sendJson(res, 400, envelope(400, null, text));
  }
  const match = deps.table.match(method, path);
  const bladeAuth = req.headers['blade-auth'];
  const tenantHeader = req.headers['tenant-id'];
  const user = deps.auth.sessionFromHeader(
    Array.isArray(bladeAuth) ? bladeAuth[0] : bladeAuth,
    Array.isArray(tenantHeader) ? tenantHeader[0] : tenantHeader,
  );
  if (!match || match.route.access !== 'public') {
    if (!user) return sendJson(res, 401, envelope(401, null, msg(lang, 'loginAgain')));
  }
  if (!match) {
    const found = deps.table.hasPath(path);
    return sendJson(
      res,
      found ? 405 : 404,
      envelope(found ? 405 : 404, null, msg(lang, found ? 'methodNotAllowed' : 'notFound')),
    );
  }

  // An initial or reset password: nothing but the own password change until it is replaced.
  if (user?.passwordChangeRequired && match.route.access !== 'public' && !isOwnPasswordChange(method, path)) {
    const code = PASSWORD_CHANGE_REQUIRED_CODE;
    return sendJson(res, 200, envelope(code, null, msg(lang, 'passwordChangeRequired')));
  }

  const ctx: RequestContext = {
    method,
    path,
    query: url.searchParams,
    body: undefined,
    params: match.params,
    user,
    lang,
    req,
  };
  try {
    if (match.route.access === 'admin' && user?.roleName !== 'administrator') {
      throw new ApiError(403, msg(lang, 'noPermission'));
    }
    if (method !== 'GET' && method !== 'HEAD') {
      const messages = { badJson: msg(lang, 'badJson'), tooLarge: msg(lang, 'bodyTooLarge') };
      if (isToken) {
        // Anonymous: a few short fields, refused in the token shape before anything is stored.
        try {
          ctx.body = await readBody(req, messages, TOKEN_MAX_BODY_BYTES);
        } catch (err) {
          if (!(err instanceof ApiError)) throw err;
          return sendJson(res, 400, { error_code: 400, error_description: err.message });
        }
      } else ctx.body = await readBody(req, messages);
    }
    if (deps.names) noteNames(ctx, deps.names);
    const result = await match.route.handler(ctx);
    if (isRawResult(result)) return sendJson(res, result.status, result.body);
    recordCall(deps.oplog, ctx, true, CORE_MESSAGES.success);
    if (isStreamFileResult(result)) {
      res.writeHead(200, {
        'Content-Type': result.contentType,
        'Content-Length': result.size,
        'Content-Disposition': contentDisposition(result.fileName),
        'Cache-Control': 'no-store',
      });
      await pipeline(fs.createReadStream(result.path, { end: result.size - 1 }), res).catch(() =>
        res.destroy(),
      );
      return;
    }
    if (isFileResult(result)) {
      res.writeHead(200, {
        'Content-Type': result.contentType,
        'Content-Length': result.body.length,
        'Content-Disposition': contentDisposition(result.fileName),
        'Cache-Control': 'no-store',
      });
      res.end(result.body);
      return;
    }
    const data = result === undefined ? null : result;
    // A real backend knows no record versions: a spec-only station answers without them.
    const answer = deps.specOnly && answersVersion(method, path) ? withoutVersions(data) : data;
    sendJson(res, 200, envelope(200, answer, msg(lang, 'success')));
  } catch (caught) {
    // A schema parsed with .parse() in a route: the first issue's field, as every refused write.
    const err = caught instanceof ZodError ? zodError(caught) : caught;
    if (err instanceof ApiError) {
      const texts = err instanceof LocalizedApiError ? err.texts : bothLanguages(err.message);
      const text = texts[lang];
      recordCall(deps.oplog, ctx, false, texts);
      if (err.code === 401) return sendJson(res, 401, envelope(401, null, text));
      // A stale save (issue 33): HTTP 409 too, with who changed the record and when as data.
      return sendJson(res, err.code === 409 ? 409 : 200, envelope(err.code, err.data, text));
    }
    console.error(`[simulator] ${method} /api/${path} failed:`, err);
    recordCall(deps.oplog, ctx, false, CORE_MESSAGES.internalError);
    sendJson(res, 500, envelope(500, null, msg(lang, 'internalError')));
  }
}
