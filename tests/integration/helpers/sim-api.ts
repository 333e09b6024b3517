import { createHash } from 'node:crypto';
import type { R, TokenResponse } from '../../../src/contract/envelope';
import { DEFAULT_RUNTIME_CONFIG } from '../../../src/contract/runtime-config';
import { startSimulator, type RunningSimulator, type SimulatorOptions } from '../../../simulator/server';

/** Lowercase md5 hex, the form in which the console sends passwords. */
export const md5 = (text: string): string => createHash('md5').update(text, 'utf8').digest('hex');

/** `Authorization: Basic ...` with the built-in client credential. */
export const basicAuth = (): string =>
  `Basic ${Buffer.from(`${DEFAULT_RUNTIME_CONFIG.clientId}:${DEFAULT_RUNTIME_CONFIG.clientSecret}`).toString('base64')}`;

/*
 * `TEST_STATION_START=<ISO time>` starts every test station's clock there (it runs on from it) unless
 * a test sets its own clock: a run at a chosen hour of the station's day finds the tests that pass
 * only at some hours (the stop-41 CI failed at 00:15 station time on two such tests).
 */
const START = process.env.TEST_STATION_START ? Date.parse(process.env.TEST_STATION_START) : NaN;
/** One offset for the whole file: a station restarted later resumes later, as on the wall clock. */
const OFFSET = START - Date.now();
const chosenClock = (): SimulatorOptions =>
  Number.isFinite(OFFSET) ? { stationClock: () => Date.now() + OFFSET } : {};

/** A small in-memory simulator on an ephemeral port with test hooks on; close() it after. */
export function startTestSimulator(overrides: SimulatorOptions = {}): Promise<RunningSimulator> {
  return startSimulator({
    ...chosenClock(),
    port: 0,
    host: '127.0.0.1',
    db: ':memory:',
    clusters: 2,
    racks: 2,
    cells: 4,
    speed: 1,
    seed: 1,
    testHooks: true,
    ...overrides,
  });
}

export interface ApiOptions {
  method?: 'GET' | 'POST';
  token?: string;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  lang?: 'zh' | 'en';
  /** Extra or replacing headers; `Authorization: null` removes the client credential. */
  headers?: Record<string, string | null>;
}

export interface ApiAnswer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

function buildUrl(sim: { url: string }, path: string, query: ApiOptions['query']): string {
  const url = new URL(`/api/${path.replace(/^\/?(api\/)?/, '')}`, sim.url);
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
  return url.toString();
}

/** One API call with the console's headers; parses JSON answers (raw bytes otherwise). */
export async function apiCall<T = R<unknown>>(
  sim: { url: string },
  path: string,
  options: ApiOptions = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = {
    Authorization: basicAuth(),
    'Tenant-Id': DEFAULT_RUNTIME_CONFIG.tenantId,
    'Accept-Language': options.lang === 'en' ? 'en-US' : 'zh-CN',
  };
  if (options.token) headers['Blade-Auth'] = `bearer ${options.token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  for (const [k, v] of Object.entries(options.headers ?? {})) {
    if (v === null) delete headers[k];
    else headers[k] = v;
  }
  const res = await fetch(buildUrl(sim, path, options.query), {
    method: options.method ?? (options.body !== undefined ? 'POST' : 'GET'),
    headers,
    body,
  });
  const type = res.headers.get('content-type') ?? '';
  const parsed = type.includes('json')
    ? ((await res.json()) as T)
    : (Buffer.from(await res.arrayBuffer()) as T);
  return { status: res.status, headers: res.headers, body: parsed };
}

/** The password-grant token call; answers the raw body (TokenResponse or TokenError). */
export function tokenCall(
  sim: { url: string },
  username: string,
  password: string,
  lang: 'zh' | 'en' = 'zh',
) {
  return apiCall<TokenResponse & { error_code?: number; error_description?: string }>(
    sim,
    'blade-auth/oauth/token',
    {
      method: 'POST',
      lang,
      query: {
        tenantId: DEFAULT_RUNTIME_CONFIG.tenantId,
        username,
        password: md5(password),
        grant_type: 'password',
        scope: 'all',
        type: 'account',
      },
    },
  );
}

/** Logs in and returns the token answer; throws when the login fails. */
export async function login(
  sim: { url: string },
  username = 'admin',
  password = `${username}123`,
): Promise<TokenResponse> {
  const answer = await tokenCall(sim, username, password);
  if (answer.status !== 200) throw new Error(`login ${username} failed: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** Logs in and returns only the access token. */
export async function loginToken(
  sim: { url: string },
  username = 'admin',
  password = `${username}123`,
): Promise<string> {
  return (await login(sim, username, password)).access_token;
}

/** An enveloped call that must succeed; returns `data`. */
export async function apiData<T>(sim: { url: string }, path: string, options: ApiOptions = {}): Promise<T> {
  const answer = await apiCall<R<T>>(sim, path, options);
  if (answer.status !== 200 || answer.body.code !== 200) {
    throw new Error(`${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return answer.body.data;
}

/** Calls a test hook (`POST /api/__sim/<name>`). */
export async function simHook(sim: { url: string }, name: string, body: unknown = {}): Promise<unknown> {
  return apiData(sim, `__sim/${name}`, { method: 'POST', body });
}
