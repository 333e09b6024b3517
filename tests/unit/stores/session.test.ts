import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installMemoryStorage } from '../api/memory-storage';

vi.mock('@/lib/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));
installMemoryStorage();

const { initI18n } = await import('@/lib/i18n');
const { getStore, STORAGE_KEYS } = await import('@/lib/storage');
const { get } = await import('@/api/http');
const { startSession, useSession } = await import('@/stores/session');
const { sessionCalls } = await import('@/api/session-calls');

const token = (n: number, expiresIn = 600) => ({
  access_token: `access-${n}`,
  token_type: 'bearer',
  refresh_token: `refresh-${n}`,
  expires_in: expiresIn,
  user_id: '1',
  account: 'admin',
  user_name: 'admin',
  nick_name: 'Admin',
  role_name: 'administrator',
  avatar: '',
  tenant_id: '000000',
  detail: { defaultMainPage: 1, customMainPage: 1, mainPage: 0 },
});

let calls: URL[] = [];
function serve(handler: (url: URL) => { status?: number; body: unknown }) {
  vi.stubGlobal(
    'fetch',
    vi.fn((req: Request) => {
      const url = new URL(req.url);
      calls.push(url);
      const { status, body } = handler(url);
      return Promise.resolve(new Response(JSON.stringify(body), { status: status ?? 200 }));
    }),
  );
}

beforeAll(() => {
  initI18n('en');
  startSession(sessionCalls);
});
beforeEach(() => {
  calls = [];
  useSession.getState().clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('session', () => {
  it('logs in with the password grant (md5 password) and stores tokens and user info under IOT- keys', async () => {
    serve(() => ({ body: token(1) }));
    const info = await useSession.getState().login('admin', 'admin123');
    const q = calls[0].searchParams;
    expect(calls[0].pathname).toBe('/api/blade-auth/oauth/token');
    expect(Object.fromEntries(q)).toMatchObject({
      username: 'admin',
      password: '0192023a7bbd73250516f069df18b500',
      grant_type: 'password',
      scope: 'all',
      tenantId: '000000',
    });
    expect(info.detail.defaultMainPage).toBe(1);
    expect(getStore(STORAGE_KEYS.accessToken)).toBe('access-1');
    expect(getStore(STORAGE_KEYS.refreshToken)).toBe('refresh-1');
    expect(getStore<{ account: string }>(STORAGE_KEYS.userInfo)?.account).toBe('admin');
    expect(localStorage.getItem('IOT-token')).not.toBeNull();
  });

  it('refreshes with the refresh grant before the token expires', async () => {
    vi.useFakeTimers();
    serve((url) => ({
      body: url.searchParams.get('grant_type') === 'password' ? token(1, 600) : token(2, 600),
    }));
    await useSession.getState().login('admin', 'admin123');
    await vi.advanceTimersByTimeAsync(539_000);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(calls).toHaveLength(2);
    expect(Object.fromEntries(calls[1].searchParams)).toMatchObject({
      grant_type: 'refresh_token',
      refresh_token: 'refresh-1',
      scope: 'all',
      tenantId: '000000',
    });
    expect(useSession.getState().accessToken).toBe('access-2');
  });

  it('renews an expired token before the next call instead of letting it fail with 401', async () => {
    serve((url) => {
      if (url.pathname.endsWith('token'))
        return { body: url.searchParams.get('grant_type') === 'password' ? token(1) : token(2) };
      return { body: { code: 200, success: true, data: 'ok', msg: '' } };
    });
    await useSession.getState().login('admin', 'admin123');
    // As after a reload or a sleeping tab: the stored token is past its expiry.
    useSession.setState({ expiresAt: Date.now() - 1_000 });
    const [a, b] = await Promise.all([get('user/list'), get('config/getList')]);
    expect([a, b]).toEqual(['ok', 'ok']);
    const paths = calls.map((u) => `${u.pathname}:${u.searchParams.get('grant_type') ?? ''}`);
    expect(paths).toEqual([
      '/api/blade-auth/oauth/token:password',
      '/api/blade-auth/oauth/token:refresh_token',
      '/api/user/list:',
      '/api/config/getList:',
    ]);
    expect(getStore(STORAGE_KEYS.accessToken)).toBe('access-2');
  });

  it('sends calls with the new token once renewed', async () => {
    const bearers: Array<string | null> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((req: Request) => {
        const url = new URL(req.url);
        if (url.pathname.endsWith('token'))
          return Promise.resolve(
            new Response(
              JSON.stringify(url.searchParams.get('grant_type') === 'password' ? token(1) : token(2)),
            ),
          );
        bearers.push(req.headers.get('Blade-Auth'));
        return Promise.resolve(new Response(JSON.stringify({ code: 200, success: true, data: 1, msg: '' })));
      }),
    );
    await useSession.getState().login('admin', 'admin123');
    await get('a');
    useSession.setState({ expiresAt: Date.now() + 2_000 });
    await get('b');
    expect(bearers).toEqual(['bearer access-1', 'bearer access-2']);
  });

  it('clears the session on any 401', async () => {
    serve((url) =>
      url.pathname.endsWith('token') ? { body: token(1) } : { status: 401, body: { code: 401, msg: 'x' } },
    );
    await useSession.getState().login('admin', 'admin123');
    await expect(get('user/list')).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(useSession.getState().accessToken).toBeNull();
    expect(useSession.getState().userInfo).toBeNull();
    expect(getStore(STORAGE_KEYS.accessToken)).toBeUndefined();
  });

  it('locks, refuses a wrong unlock password and accepts the right one', async () => {
    serve((url) => {
      if (url.pathname.endsWith('token')) return { body: token(1) };
      const ok = url.searchParams.get('password') === '0192023a7bbd73250516f069df18b500';
      return ok
        ? { body: { code: 200, success: true, data: true, msg: '' } }
        : {
            status: 400,
            body: {
              code: 400,
              success: false,
              data: null,
              msg: 'The unlock password is incorrect. Please re-enter it',
            },
          };
    });
    await useSession.getState().login('admin', 'admin123');
    useSession.getState().lock();
    expect(getStore(STORAGE_KEYS.lock)).toBe(true);
    expect(await useSession.getState().unlock('wrong')).toBe(false);
    expect(useSession.getState().locked).toBe(true);
    expect(useSession.getState().accessToken).toBe('access-1');
    expect(await useSession.getState().unlock('admin123')).toBe(true);
    expect(useSession.getState().locked).toBe(false);
    expect(calls.at(-1)?.pathname).toBe('/api/blade-auth/oauth/unlock');
    expect(calls.at(-1)?.searchParams.get('username')).toBe('admin');
  });
});
