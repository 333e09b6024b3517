import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installMemoryStorage } from './memory-storage';

const error = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify: { error, success: vi.fn(), info: vi.fn() } }));
installMemoryStorage();

const { initI18n } = await import('@/lib/i18n');
const { getStore, setStore, STORAGE_KEYS } = await import('@/lib/storage');
const { usePreferences } = await import('@/stores/preferences');
const { setRuntimeConfig } = await import('@/stores/runtime-config');
const { useSite } = await import('@/stores/site');
const http = await import('@/api/http');
const { download } = await import('@/api/download');

type Answer = { status?: number; body?: unknown; headers?: Record<string, string> };
let requests: Request[] = [];
let bodies: Array<Promise<string>> = [];

function answer(...answers: Array<Answer | Error | 'hang'>) {
  const queue = [...answers];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: Request) => {
      requests.push(input);
      bodies.push(input.clone().text());
      const next = queue.shift() ?? { body: { code: 200, success: true, data: null, msg: '' } };
      if (next === 'hang') {
        return new Promise((_, reject) =>
          input.signal.addEventListener('abort', () => reject(new Error('aborted'))),
        );
      }
      if (next instanceof Error) return Promise.reject(next);
      const body =
        typeof next.body === 'string' || next.body instanceof Blob
          ? next.body
          : JSON.stringify(next.body ?? null);
      return Promise.resolve(
        new Response(body as BodyInit, {
          status: next.status ?? 200,
          headers: next.headers ?? { 'content-type': 'application/json' },
        }),
      );
    }),
  );
}

beforeAll(() => initI18n('en'));
beforeEach(() => {
  requests = [];
  bodies = [];
  localStorage.clear();
  sessionStorage.clear();
  error.mockClear();
  setRuntimeConfig({});
  usePreferences.getState().setLanguage('en');
  http.setHttpHooks({ onUnauthorized: vi.fn(), reload: vi.fn() });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('requests', () => {
  it('go under /api/ with the query string (leading slash or not)', async () => {
    answer({}, {});
    await http.get('config/version', { a: 1, b: undefined, c: '', ids: ['1', '2'] });
    await http.post('/blade-auth/oauth/unlock', { query: { username: 'x' } });
    const first = new URL(requests[0].url);
    expect(first.pathname).toBe('/api/config/version');
    expect(first.search).toBe('?a=1&ids=1%2C2');
    expect(new URL(requests[1].url).pathname).toBe('/api/blade-auth/oauth/unlock');
    expect(requests[1].method).toBe('POST');
  });

  it('carry Basic client credentials, Tenant-Id and Accept-Language; the bearer once logged in', async () => {
    answer({}, {});
    await http.get('a');
    const h = requests[0].headers;
    expect(h.get('Authorization')).toBe(`Basic ${btoa('saber:saber_secret')}`);
    expect(h.get('Tenant-Id')).toBe('000000');
    expect(h.get('Accept-Language')).toBe('en-US');
    expect(h.get('Blade-Auth')).toBeNull();
    setStore(STORAGE_KEYS.accessToken, 'tok');
    usePreferences.getState().setLanguage('zh');
    await http.get('a');
    expect(requests[1].headers.get('Blade-Auth')).toBe('bearer tok');
    expect(requests[1].headers.get('Accept-Language')).toBe('zh-CN');
  });

  it('send a JSON body on POST', async () => {
    answer({});
    await http.post('user/add', { json: { account: 'bob' } });
    expect(requests[0].headers.get('content-type')).toContain('application/json');
    expect(JSON.parse(await bodies[0])).toEqual({ account: 'bob' });
  });

  it('exposes the same headers for the realtime worker', () => {
    setStore(STORAGE_KEYS.accessToken, 'tok');
    expect(http.requestHeaders()).toMatchObject({
      'Blade-Auth': 'bearer tok',
      'Tenant-Id': '000000',
      'Accept-Language': 'en-US',
    });
  });
});

describe('call answers', () => {
  it('resolve with data on code 200', async () => {
    answer({ body: { code: 200, success: true, data: { x: 1 }, msg: 'ok' } });
    await expect(http.get('a')).resolves.toEqual({ x: 1 });
    expect(error).not.toHaveBeenCalled();
  });

  it('treat code 404 (and HTTP 404) as normal', async () => {
    answer(
      { body: { code: 404, success: false, data: null, msg: 'none' } },
      { status: 404, body: { code: 404, data: null } },
    );
    await expect(http.get('a')).resolves.toBeNull();
    await expect(http.get('a')).resolves.toBeNull();
    expect(error).not.toHaveBeenCalled();
  });

  it('show the server msg for any other code and reject', async () => {
    answer({ body: { code: 400, success: false, data: null, msg: 'Time choose error!' } });
    await expect(http.get('a')).rejects.toMatchObject({
      kind: 'answer',
      code: 400,
      message: 'Time choose error!',
    });
    expect(error).toHaveBeenCalledWith('Time choose error!');
  });

  it('fall back to error_description, then the unknown-error text', async () => {
    answer(
      { status: 400, body: { error_code: 400, error_description: 'Bad credentials' } },
      { body: { code: 500, msg: '' } },
    );
    await expect(http.get('a')).rejects.toThrow('Bad credentials');
    await expect(http.get('a')).rejects.toThrow('Unknown error, please try again later');
    expect(error).toHaveBeenNthCalledWith(2, 'Unknown error, please try again later');
  });

  it('treat HTTP 200–500 as answers, not transport failures', async () => {
    answer(
      { status: 500, body: { code: 500, msg: 'Server broke' } },
      { status: 403, body: { code: 403, msg: 'No permission' } },
    );
    await expect(http.get('a')).rejects.toMatchObject({
      kind: 'answer',
      message: 'Server broke',
      status: 500,
    });
    await expect(http.get('a')).rejects.toMatchObject({ kind: 'answer', message: 'No permission' });
  });

  it('treat statuses above 500 as transport failures', async () => {
    answer({ status: 503, body: 'unavailable', headers: { 'content-type': 'text/plain' } });
    await expect(http.get('a')).rejects.toMatchObject({ kind: 'server', status: 503 });
    expect(error).toHaveBeenCalledWith('The server is unavailable (HTTP 503)');
  });

  it('clear the session and report 401 silently, as HTTP status or as code', async () => {
    const onUnauthorized = vi.fn();
    http.setHttpHooks({ onUnauthorized });
    for (const reply of [
      { status: 401, body: { code: 401, msg: 'expired' } },
      { body: { code: 401, msg: 'expired' } },
    ]) {
      setStore(STORAGE_KEYS.accessToken, 'tok');
      setStore(STORAGE_KEYS.refreshToken, 'ref');
      setStore(STORAGE_KEYS.userInfo, { account: 'a' });
      answer(reply);
      await expect(http.get('a')).rejects.toMatchObject({ kind: 'unauthorized' });
      expect(getStore(STORAGE_KEYS.accessToken)).toBeUndefined();
      expect(getStore(STORAGE_KEYS.refreshToken)).toBeUndefined();
      expect(getStore(STORAGE_KEYS.userInfo)).toBeUndefined();
    }
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
    expect(error).not.toHaveBeenCalled();
  });

  it('reload the page on a 502 from the token call only', async () => {
    const reload = vi.fn();
    http.setHttpHooks({ reload });
    answer({ status: 502, body: '' }, { status: 502, body: '' });
    await expect(http.request('POST', 'blade-auth/oauth/token', { tokenCall: true })).rejects.toMatchObject({
      status: 502,
    });
    expect(reload).toHaveBeenCalledTimes(1);
    await expect(http.get('a')).rejects.toMatchObject({ status: 502 });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reload the page on a token call answered with code 502 in the body', async () => {
    const reload = vi.fn();
    http.setHttpHooks({ reload });
    answer({ body: { code: 502, msg: 'Bad Gateway' } }, { body: { code: 502, msg: 'Bad Gateway' } });
    await expect(http.request('POST', 'blade-auth/oauth/token', { tokenCall: true })).rejects.toMatchObject({
      kind: 'server',
      code: 502,
    });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(error).not.toHaveBeenCalled();
    await expect(http.get('a')).rejects.toMatchObject({ kind: 'answer', message: 'Bad Gateway' });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reject network failures with a message', async () => {
    answer(new TypeError('Failed to fetch'));
    await expect(http.get('a')).rejects.toMatchObject({
      kind: 'network',
      message: 'Network error: the server could not be reached',
    });
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('stay quiet when the caller asks for silence', async () => {
    answer({ body: { code: 400, msg: 'x' } }, new TypeError('down'));
    await expect(http.get('a', undefined, { silent: true })).rejects.toMatchObject({ kind: 'answer' });
    await expect(http.get('a', undefined, { silent: true })).rejects.toMatchObject({ kind: 'network' });
    expect(error).not.toHaveBeenCalled();
  });
});

describe('timeouts', () => {
  it('default to 300 000 ms', async () => {
    vi.useFakeTimers();
    answer('hang');
    const call = http.get('a');
    const outcome = call.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(299_000);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(await outcome).toMatchObject({ kind: 'timeout', message: 'The request timed out' });
  });

  it('are 3 600 000 ms for the long exports', async () => {
    vi.useFakeTimers();
    answer('hang');
    let settled = false;
    const outcome = download('devicedata/export', {}, 'data', { longExport: true }).catch((e: unknown) => {
      settled = true;
      return e;
    });
    await vi.advanceTimersByTimeAsync(300_500);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(3_300_000);
    expect(await outcome).toMatchObject({ kind: 'timeout' });
  });
});

describe('download', () => {
  it('saves as <station name>_<file name>, English name outside zh, .xlsx by default', async () => {
    const anchors: Array<{ download: string; href: string }> = [];
    vi.stubGlobal('document', {
      createElement: () => {
        const a = { download: '', href: '', click: vi.fn(), remove: vi.fn() };
        anchors.push(a);
        return a;
      },
      body: { append: vi.fn() },
    });
    useSite.getState().setSite({ stationName: '一号站', stationNameEn: 'Station 1' });
    const file = { body: new Blob(['xlsx']), headers: { 'content-type': 'application/vnd.ms-excel' } };
    answer(file, file);
    await expect(download('log/his/export', { a: 1 }, 'log')).resolves.toBe('Station 1_log.xlsx');
    usePreferences.getState().setLanguage('zh');
    await expect(download('log/his/export', {}, '日志.csv')).resolves.toBe('一号站_日志.csv');
    expect(anchors.map((a) => a.download)).toEqual(['Station 1_log.xlsx', '一号站_日志.csv']);
  });

  it('reports the bytes as they arrive, with the size from Content-Length (or null without)', async () => {
    const saved: Blob[] = [];
    vi.stubGlobal('document', {
      createElement: () => ({ download: '', href: '', click: vi.fn(), remove: vi.fn() }),
      body: { append: vi.fn() },
    });
    const spy = vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      saved.push(b as Blob);
      return 'blob:x';
    });
    const bytes = new Uint8Array(3000).fill(7);
    answer(
      {
        body: new Blob([bytes]),
        headers: { 'content-type': 'application/octet-stream', 'content-length': '3000' },
      },
      { body: new Blob([bytes]), headers: { 'content-type': 'application/octet-stream' } },
    );
    const sized: Array<[number, number | null]> = [];
    await download('x/export', {}, 'x', { onProgress: (r, t) => sized.push([r, t]) });
    expect(sized[0]).toEqual([0, 3000]);
    expect(sized.at(-1)).toEqual([3000, 3000]);
    expect(saved[0].size).toBe(3000);
    const unsized: Array<[number, number | null]> = [];
    await download('x/export', {}, 'x', { onProgress: (r, t) => unsized.push([r, t]) });
    expect(unsized.at(-1)).toEqual([3000, null]);
    spy.mockRestore();
  });

  it('handles an error envelope instead of a file like any other answer', async () => {
    answer({ body: { code: 400, msg: 'Time choose error!' } });
    await expect(download('log/his/export', {}, 'log')).rejects.toThrow('Time choose error!');
    expect(error).toHaveBeenCalledWith('Time choose error!');
  });
});
