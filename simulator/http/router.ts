import type { IncomingMessage } from 'node:http';
import { isAdminOnly } from '../../src/contract/permissions';
import type { OperationChange } from '../../src/contract/api/oplog';

/** Who may call a route: anyone, any logged-in user, or administrators only. */
export type Access = 'public' | 'user' | 'admin';

/** The logged-in user behind a request's bearer token. */
export interface SessionUser {
  userId: string;
  account: string;
  realName: string;
  roleName: 'administrator' | 'operator';
  tenantId: string;
  /** Token family of the session (simulator/auth/token-families.ts). */
  tokenFamily?: string;
  /** The account still has an initial or reset password: only its own change goes through. */
  passwordChangeRequired?: boolean;
}

/** Everything a route handler gets about its request. */
export interface RequestContext {
  method: string;
  /** Path relative to /api/, e.g. 'devicegroup/selectSys'. */
  path: string;
  query: URLSearchParams;
  /** JSON body parsed (or form fields as an object); undefined if none. */
  body: unknown;
  /** ':id' path parameters. */
  params: Record<string, string>;
  user: SessionUser | null;
  /** From Accept-Language. */
  lang: 'zh' | 'en';
  req: IncomingMessage;
  /** What a setting call changed, before and after (issue 30); the operation log keeps it. */
  changes?: OperationChange[];
  /** What the call's ids named before it ran (issue 30, oplog-names.ts); the operation log keeps it. */
  names?: Readonly<Record<string, readonly [zh: string, en: string]>>;
}

/** Thrown by handlers: answered as HTTP 200 `{ code, success: false, data, msg }` (a 409 as HTTP 409). */
export class ApiError extends Error {
  readonly code: number;
  /** The answer's `data` (null but for answers that explain themselves, e.g. a 409's conflict). */
  data: unknown = null;
  constructor(code: number, message: string) {
    super(message);
    this.code = code;
    this.name = 'ApiError';
  }
}

/** An ApiError whose message is known in both languages; the answer uses the request's. */
export class LocalizedApiError extends ApiError {
  readonly texts: { zh: string; en: string };
  constructor(code: number, texts: { zh: string; en: string }) {
    super(code, texts.en);
    this.texts = texts;
  }
}

/** A handler's return value is enveloped as R<T>; a FileResult is sent as a download. */
export type Handler = (ctx: RequestContext) => unknown;

/** What route modules register against. */
export interface Router {
  /** `access`: 'public' for calls without a session; otherwise the role table decides. */
  get(path: string, handler: Handler, access?: Access): void;
  post(path: string, handler: Handler, access?: Access): void;
}

/** One registered route. */
export interface Route {
  method: 'GET' | 'POST';
  pattern: string;
  segments: string[];
  handler: Handler;
  access: Access;
}

/** A route found for a request, with its ':name' parameters. */
export interface RouteMatch {
  route: Route;
  params: Record<string, string>;
}

/** The router the server dispatches through; route modules only see the `Router` part. */
export interface RouteTable extends Router {
  match(method: string, path: string): RouteMatch | null;
  /** True when the path exists for some other method (answered 405). */
  hasPath(path: string): boolean;
  /** Every registered route, in registration order (tests sweep them). */
  list(): RouteInfo[];
}

/** What `RouteTable.list()` tells about one route. */
export interface RouteInfo {
  method: 'GET' | 'POST';
  /** Relative to /api/, with ':name' parameters, e.g. 'devicegroup/selectSys'. */
  path: string;
  access: Access;
}

const split = (path: string): string[] => path.replace(/^\/+|\/+$/g, '').split('/');

function matchSegments(pattern: string[], actual: string[]): Record<string, string> | null {
  if (pattern.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const p = pattern[i];
    const a = actual[i];
    if (p.startsWith(':')) {
      if (a === '') return null;
      params[p.slice(1)] = decodeURIComponent(a);
    } else if (p !== a) return null;
  }
  return params;
}

/** Builds an empty route table; exact routes win over parameterised ones. */
export function createRouteTable(): RouteTable {
  const routes: Route[] = [];
  const add = (method: 'GET' | 'POST', pattern: string, handler: Handler, given?: Access): void => {
    const segments = split(pattern);
    // Who may call it comes from the one role table in src/contract/permissions.ts; a route
    // may only mark itself public (token call, test hooks).
    const tableSaysAdmin = isAdminOnly(method, segments.join('/'));
    if (given === 'admin' && !tableSaysAdmin) {
      throw new Error(`${method} ${pattern} is marked admin but is not in ADMIN_ONLY_CALLS`);
    }
    const access: Access = given === 'public' ? 'public' : tableSaysAdmin ? 'admin' : 'user';
    if (routes.some((r) => r.method === method && r.segments.join('/') === segments.join('/'))) {
      throw new Error(`Route registered twice: ${method} ${pattern}`);
    }
    routes.push({ method, pattern, segments, handler, access });
  };
  const find = (method: string | null, path: string): RouteMatch | null => {
    const actual = split(path);
    let best: RouteMatch | null = null;
    let bestParams = Infinity;
    for (const route of routes) {
      if (method !== null && route.method !== method) continue;
      const params = matchSegments(route.segments, actual);
      if (!params) continue;
      const count = Object.keys(params).length;
      if (count < bestParams) {
        best = { route, params };
        bestParams = count;
      }
    }
    return best;
  };
  return {
    get: (path, handler, access) => add('GET', path, handler, access),
    post: (path, handler, access) => add('POST', path, handler, access),
    match: (method, path) => find(method === 'HEAD' ? 'GET' : method, path),
    hasPath: (path) => find(null, path) !== null,
    list: () => routes.map((r) => ({ method: r.method, path: r.pattern, access: r.access })),
  };
}
