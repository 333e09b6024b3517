import { asyncScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { fetchAnswer, type FetchFn } from '../../../workers/realtime/fetch-answer';
import { RealtimeService } from '../../../workers/realtime/service';
import { FakeClient } from './fakes';

/* A GET read in the worker (issues 28/34): the status and the parsed body, or why none came. */

const call = {
  url: 'http://127.0.0.1/api/customchart/chart?id=1',
  headers: { 'Blade-Auth': 'bearer t' },
  timeoutMs: 50,
};

const answering =
  (body: string, status = 200): FetchFn =>
  () =>
    Promise.resolve(new Response(body, { status }));

describe('fetchAnswer', () => {
  it('sends the URL and headers as a same-origin GET, with a timeout signal', async () => {
    let seen: { url: string; init: RequestInit } | null = null;
    await fetchAnswer(call, (url, init) => {
      seen = { url, init };
      return Promise.resolve(new Response('{}'));
    });
    expect(seen).toMatchObject({
      url: call.url,
      init: { method: 'GET', headers: call.headers, credentials: 'same-origin' },
    });
    expect(seen!.init.signal).toBeInstanceOf(AbortSignal);
  });

  it('parses a JSON body; keeps a text one; reads an empty one as null; passes every status on', async () => {
    expect(await fetchAnswer(call, answering('{"code":200,"data":[1,2]}'))).toEqual({
      ok: true,
      status: 200,
      body: { code: 200, data: [1, 2] },
    });
    expect(await fetchAnswer(call, answering('Bad gateway', 502))).toEqual({
      ok: true,
      status: 502,
      body: 'Bad gateway',
    });
    expect(await fetchAnswer(call, answering('', 404))).toEqual({ ok: true, status: 404, body: null });
  });

  it("says 'timeout' when no answer comes in time, 'network' when the connection fails", async () => {
    const hang: FetchFn = (_url, init) =>
      new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error)),
      );
    expect(await fetchAnswer(call, hang)).toEqual({ ok: false, failure: 'timeout' });
    expect(await fetchAnswer(call, () => Promise.reject(new TypeError('Failed to fetch')))).toEqual({
      ok: false,
      failure: 'network',
    });
  });
});

describe('the service', () => {
  it('reads answers with its get and counts those read for the diagnostics page', async () => {
    const service = new RealtimeService({
      createClient: (url, o) => new FakeClient(url, o),
      scheduler: asyncScheduler,
      now: () => 0,
      perfNow: () => 0,
      random: () => 0.5,
      post: () => Promise.resolve(),
      get: (url) =>
        url.endsWith('down') ? Promise.reject(new TypeError('down')) : answering('{"code":200}')(url, {}),
    });
    expect(await service.fetchAnswer(call)).toEqual({ ok: true, status: 200, body: { code: 200 } });
    expect(await service.fetchAnswer({ ...call, url: 'http://127.0.0.1/down' })).toEqual({
      ok: false,
      failure: 'network',
    });
    expect((await service.diagnostics()).answersRead).toBe(1);
    service.dispose();
  });
});
