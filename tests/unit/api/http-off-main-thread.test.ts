import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnswerCall, FetchedAnswer } from '@/contract/realtime-api';
import { fetchAnswer } from '../../../workers/realtime/fetch-answer';
import { installMemoryStorage } from './memory-storage';

/*
 * `offMainThread` GETs (issues 28/34): read by the answer reader (the realtime worker in the
 * console; here the worker's own fetchAnswer over a fake fetch), with every answer rule of spec
 * §7/§8 applied on the page's side as for any call.
 */
const error = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify: { error, success: vi.fn(), info: vi.fn() } }));
installMemoryStorage();

const { initI18n } = await import('@/lib/i18n');
const { setStore, STORAGE_KEYS } = await import('@/lib/storage');
const { usePreferences } = await import('@/stores/preferences');
const { setRuntimeConfig } = await import('@/stores/runtime-config');
const http = await import('@/api/http');

const envelope = (code: number, data: unknown, msg = '') =>
  JSON.stringify({ code, success: code === 200, data, msg });

/** The fake server: every fetch, on either side, answers the next of these. */
let answers: Array<{ status?: number; body: string }> = [];
let mainThreadFetches = 0;
const serve = (url: string): Promise<Response> => {
  const next = answers.shift() ?? { body: envelope(200, null) };
  void url;
  return Promise.resolve(new Response(next.body, { status: next.status ?? 200 }));
};

let calls: AnswerCall[] = [];
const workerReader = (call: AnswerCall): Promise<FetchedAnswer> => {
  calls.push(call);
  return fetchAnswer(call, (url) => serve(url));
};

beforeAll(() => initI18n('en'));
beforeEach(() => {
  answers = [];
  calls = [];
  mainThreadFetches = 0;
  error.mockClear();
  localStorage.clear();
  setRuntimeConfig({});
  usePreferences.getState().setLanguage('en');
  http.setHttpHooks({ onUnauthorized: vi.fn(), reload: vi.fn() });
  vi.stubGlobal(
    'fetch',
    vi.fn((input: Request) => {
      mainThreadFetches++;
      return serve(input.url);
    }),
  );
  http.setAnswerReader(workerReader);
});
afterEach(() => {
  http.setAnswerReader(null);
  vi.unstubAllGlobals();
});

describe('offMainThread GETs', () => {
  it('are read by the answer reader with the URL, headers and timeout a call has here', async () => {
    setStore(STORAGE_KEYS.accessToken, 'tok');
    answers = [{ body: envelope(200, { series: [] }) }];
    const data = await http.get('customchart/chart', { id: '7', maxPoints: 1080 }, { offMainThread: true });
    expect(data).toEqual({ series: [] });
    expect(mainThreadFetches).toBe(0);
    expect(calls).toHaveLength(1);
    const url = new URL(calls[0].url);
    expect(url.pathname + url.search).toBe('/api/customchart/chart?id=7&maxPoints=1080');
    expect(calls[0].headers).toEqual(http.requestHeaders());
    expect(calls[0].headers['Blade-Auth']).toBe('bearer tok');
    expect(calls[0].timeoutMs).toBe(http.DEFAULT_TIMEOUT_MS);
  });

  it('answer code 404 as normal (null data), another code with its message, 401 as a lost session', async () => {
    answers = [
      { body: envelope(404, null) },
      { body: envelope(500, null, 'Range too long') },
      { status: 401, body: envelope(401, null) },
    ];
    await expect(http.get('a', undefined, { offMainThread: true })).resolves.toBeNull();
    await expect(http.get('a', undefined, { offMainThread: true })).rejects.toMatchObject({ kind: 'answer' });
    expect(error).toHaveBeenLastCalledWith('Range too long');
    const hooks = { onUnauthorized: vi.fn() };
    http.setHttpHooks(hooks);
    await expect(http.get('a', undefined, { offMainThread: true })).rejects.toMatchObject({
      kind: 'unauthorized',
    });
    expect(hooks.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(mainThreadFetches).toBe(0);
  });

  it('treat a status above 500, a timeout and a lost connection as transport failures, with their toasts', async () => {
    answers = [{ status: 503, body: 'busy' }];
    await expect(http.get('a', undefined, { offMainThread: true })).rejects.toMatchObject({ kind: 'server' });
    expect(error).toHaveBeenLastCalledWith(expect.stringContaining('503'));
    for (const failure of ['timeout', 'network'] as const) {
      http.setAnswerReader(() => Promise.resolve({ ok: false, failure }));
      await expect(http.get('a', undefined, { offMainThread: true })).rejects.toMatchObject({
        kind: failure,
      });
    }
    expect(error).toHaveBeenCalledTimes(3);
  });

  it('are made on the main thread when the reader is gone (its worker replaced) or none is set', async () => {
    http.setAnswerReader(() => Promise.reject(new Error('the realtime worker was replaced')));
    answers = [{ body: envelope(200, 1) }, { body: envelope(200, 2) }];
    await expect(http.get('a', undefined, { offMainThread: true })).resolves.toBe(1);
    http.setAnswerReader(null);
    await expect(http.get('a', undefined, { offMainThread: true })).resolves.toBe(2);
    expect(mainThreadFetches).toBe(2);
    expect(error).not.toHaveBeenCalled();
  });

  it('leave other calls on the main thread (no option, a POST, an abort signal)', async () => {
    await http.get('a');
    await http.post('a', {}, { offMainThread: true });
    await http.get('a', undefined, { offMainThread: true, signal: new AbortController().signal });
    expect(calls).toHaveLength(0);
    expect(mainThreadFetches).toBe(3);
  });
});
