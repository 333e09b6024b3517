import ky, { TimeoutError } from 'ky';
import type { R } from '@/contract/envelope';
import type { AnswerCall, FetchedAnswer } from '@/contract/realtime-api';
import { translate } from '@/lib/i18n';
import { acceptLanguage } from '@/lib/i18n/languages';
import { notify } from '@/lib/notify';
import { parseBody } from '@/lib/parse-body';
import { getStore, removeStore, STORAGE_KEYS } from '@/lib/storage';
import { getLanguage } from '@/stores/preferences';
import { getRuntimeConfig } from '@/stores/runtime-config';
import { ApiError } from '@/contract/api-error';
import { apiUrl, type Query } from './query-string';

export { ApiError, isApiError } from '@/contract/api-error';
export type { Query } from './query-string';

/** Spec §9: 300 000 ms default, 3 600 000 ms for the long exports of spec §7. */
export const DEFAULT_TIMEOUT_MS = 300_000;
export const EXPORT_TIMEOUT_MS = 3_600_000;

export interface CallOptions {
  query?: Query;
  json?: unknown;
  headers?: Record<string, string>;
  timeout?: number;
  signal?: AbortSignal;
  /** Show no toast at all (the caller reports the failure itself, e.g. a polling loop). */
  silent?: boolean;
  /** The token call: a 502 reloads the page (spec §8). */
  tokenCall?: boolean;
  /** Login/unlock: a 401 is a wrong password to report, not an expired session. */
  unauthorizedIsAnswer?: boolean;
  /**
   * A GET whose large answer is fetched and parsed off the main thread, by the realtime worker
   * while the shell runs it (see setAnswerReader); the same rules apply to what it answers.
   */
  offMainThread?: boolean;
}

interface HttpHooks {
  /** Called on any 401 after the session keys are cleared; the session store resets itself. */
  onUnauthorized(): void;
  reload(): void;
  /**
   * Awaited before every call but the token call: the session renews an expired or expiring
   * token here, so a call after sleep or a reload is not answered 401 for a renewable session.
   */
  beforeCall(): Promise<void> | void;
}

const hooks: HttpHooks = {
  onUnauthorized: () => undefined,
  reload: () => globalThis.location?.reload(),
  beforeCall: () => undefined,
};

export function setHttpHooks(next: Partial<HttpHooks>): void {
  Object.assign(hooks, next);
}

type AnswerReader = (call: AnswerCall) => Promise<FetchedAnswer>;
let answerReader: AnswerReader | null = null;

/**
 * Where `offMainThread` GETs are read: the realtime worker while the shell runs it
 * (widgets/realtime), null (on the main thread, like any call) otherwise.
 */
export function setAnswerReader(reader: AnswerReader | null): void {
  answerReader = reader;
}

const client = ky.create({ timeout: DEFAULT_TIMEOUT_MS, retry: 0, throwHttpErrors: false });

function base64(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)));
}

/** Headers of every call (also used by the realtime worker for the traffic report). */
export function requestHeaders(): Record<string, string> {
  const config = getRuntimeConfig();
  const token = getStore<string>(STORAGE_KEYS.accessToken);
  const headers: Record<string, string> = {
    Authorization: `Basic ${base64(`${config.clientId}:${config.clientSecret}`)}`,
    'Tenant-Id': config.tenantId,
    'Accept-Language': acceptLanguage(getLanguage()),
  };
  if (token) headers['Blade-Auth'] = `bearer ${token}`;
  return headers;
}

function clearSessionKeys(): void {
  removeStore(STORAGE_KEYS.accessToken);
  removeStore(STORAGE_KEYS.refreshToken);
  removeStore(STORAGE_KEYS.tokenExpiresAt);
  removeStore(STORAGE_KEYS.userInfo);
}

/** No answer came: a toast (unless silent) and the error the caller gets. */
function transportError(timeout: boolean, options: CallOptions): ApiError {
  const message = translate(timeout ? 'errors:timeout' : 'errors:network');
  if (!options.silent) notify.error(message);
  return new ApiError(timeout ? 'timeout' : 'network', message);
}

/** Spec §7: statuses 200–500 are answers; anything else is a transport failure. */
function checkStatus(status: number, options: CallOptions): void {
  if (status >= 200 && status <= 500) return;
  if (options.tokenCall && status === 502) {
    hooks.reload();
    throw new ApiError('server', translate('errors:server', { status }), { status: 502 });
  }
  const message = translate('errors:server', { status });
  if (!options.silent) notify.error(message);
  throw new ApiError('server', message, { status });
}

/** Sends a call (token renewal first) and applies the transport rules; the answer is the caller's to read. */
export async function send(method: string, path: string, options: CallOptions): Promise<Response> {
  if (!options.tokenCall) await hooks.beforeCall();
  const url = apiUrl(getRuntimeConfig().apiBase, path, options.query);
  let res: Response;
  try {
    res = await client(url, {
      method,
      json: options.json,
      headers: { ...requestHeaders(), ...options.headers },
      timeout: options.timeout ?? DEFAULT_TIMEOUT_MS,
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw new ApiError('aborted', 'aborted');
    throw transportError(error instanceof TimeoutError, options);
  }
  checkStatus(res.status, options);
  return res;
}

/**
 * A GET read by the answer reader (the worker): its status and parsed body, or null when the
 * reader is gone (a worker being replaced rejects its calls) and the call is to be made here.
 */
async function readOffMainThread(
  reader: AnswerReader,
  path: string,
  options: CallOptions,
): Promise<{ status: number; body: unknown } | null> {
  await hooks.beforeCall();
  const call: AnswerCall = {
    url: apiUrl(getRuntimeConfig().apiBase, path, options.query).href,
    headers: { ...requestHeaders(), ...options.headers },
    timeoutMs: options.timeout ?? DEFAULT_TIMEOUT_MS,
  };
  let answer: FetchedAnswer;
  try {
    answer = await reader(call);
  } catch {
    return null;
  }
  if (!answer.ok) throw transportError(answer.failure === 'timeout', options);
  checkStatus(answer.status, options);
  return answer;
}

/** An answer's body: parsed JSON, its text when not JSON, null when empty. */
export async function readBody(res: Response): Promise<unknown> {
  return parseBody(await res.text());
}

function field(body: unknown, name: string): unknown {
  return body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
}

/** Applies spec §8 "Call answers" to a parsed body; returns it when the answer is normal. */
export function checkAnswer(status: number, body: unknown, options: CallOptions): unknown {
  const rawCode = field(body, 'code');
  const code = typeof rawCode === 'number' ? rawCode : status;
  const unauthorized = code === 401 || status === 401;
  if (unauthorized && !options.unauthorizedIsAnswer) {
    clearSessionKeys();
    hooks.onUnauthorized();
    throw new ApiError('unauthorized', '', { status, code, body });
  }
  if (code === 200 || code === 404) return body;
  // Spec §8: "code 502 on the token call" — a gateway may also say so inside a 200 body.
  if (options.tokenCall && code === 502) {
    hooks.reload();
    throw new ApiError('server', translate('errors:server', { status: 502 }), { status, code, body });
  }
  const msg = field(body, 'msg');
  const description = field(body, 'error_description');
  const message =
    (typeof msg === 'string' && msg) ||
    (typeof description === 'string' && description) ||
    translate('errors:unknown');
  if (!options.silent) notify.error(message);
  throw new ApiError('answer', message, { status, code, body });
}

/** Any call; resolves with the whole answer body (the envelope, or the token answer). */
export async function request<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: CallOptions = {},
): Promise<T> {
  const reader = answerReader;
  if (options.offMainThread && method === 'GET' && reader && !options.signal && !options.tokenCall) {
    const answer = await readOffMainThread(reader, path, options);
    if (answer) return checkAnswer(answer.status, answer.body, options) as T;
  }
  const res = await send(method, path, options);
  return checkAnswer(res.status, await readBody(res), options) as T;
}

function unwrap<T>(body: unknown): T {
  return (
    body && typeof body === 'object' && 'code' in body && 'data' in body ? (body as R<T>).data : body
  ) as T;
}

/** GET; resolves with the envelope's `data` (may be null on a code-404 answer). */
export async function get<T>(
  path: string,
  query?: Query,
  options: Omit<CallOptions, 'query' | 'json'> = {},
): Promise<T> {
  return unwrap<T>(await request('GET', path, { ...options, query }));
}

/** POST with query parameters and/or a JSON body; resolves with the envelope's `data`. */
export async function post<T>(
  path: string,
  body: { query?: Query; json?: unknown } = {},
  options: CallOptions = {},
): Promise<T> {
  return unwrap<T>(await request('POST', path, { ...options, ...body }));
}
