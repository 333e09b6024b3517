import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installMemoryStorage } from '../api/memory-storage';

vi.mock('@/lib/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));
installMemoryStorage();

const { initI18n } = await import('@/lib/i18n');
const { getStore, setStore, STORAGE_KEYS } = await import('@/lib/storage');
const { startSession, useSession } = await import('@/stores/session');
const { sessionCalls } = await import('@/api/session-calls');

/*
 * Refresh tokens rotate and work once (issue 18 point 3): the console must present the newest
 * one every time, including one another tab (same local storage) rotated meanwhile.
 */

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

let presented: string[] = [];
let issued = 1;
/** A server that rotates: each refresh token works once, the next one is refresh-(n+1). */
function serveRotating() {
  const used = new Set<string>();
  vi.stubGlobal(
    'fetch',
    vi.fn((req: Request) => {
      const q = new URL(req.url).searchParams;
      if (q.get('grant_type') === 'password') return Promise.resolve(Response.json(token(issued)));
      const r = q.get('refresh_token')!;
      presented.push(r);
      if (used.has(r)) return Promise.resolve(Response.json({ error_code: 401 }, { status: 401 }));
      used.add(r);
      return Promise.resolve(Response.json(token(++issued)));
    }),
  );
}

beforeAll(() => {
  initI18n('en');
  startSession(sessionCalls);
});
beforeEach(() => {
  presented = [];
  issued = 1;
  useSession.getState().clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('session with rotating refresh tokens', () => {
  it('stores each new refresh token and presents the newest one at every refresh', async () => {
    vi.useFakeTimers();
    serveRotating();
    await useSession.getState().login('admin', 'admin123');
    for (let i = 0; i < 3; i++) await vi.advanceTimersByTimeAsync(600_000);
    expect(presented).toEqual(['refresh-1', 'refresh-2', 'refresh-3']);
    expect(useSession.getState().refreshToken).toBe('refresh-4');
    expect(getStore(STORAGE_KEYS.refreshToken)).toBe('refresh-4');
    expect(useSession.getState().accessToken).toBe('access-4');
  });

  it('takes the tokens another tab rotated instead of presenting a used refresh token', async () => {
    serveRotating();
    await useSession.getState().login('admin', 'admin123');
    // Another tab refreshed: it used refresh-1 and wrote its fresh tokens to the shared storage.
    presented.push('refresh-1');
    setStore(STORAGE_KEYS.accessToken, 'access-7');
    setStore(STORAGE_KEYS.refreshToken, 'refresh-7');
    setStore(STORAGE_KEYS.tokenExpiresAt, Date.now() + 600_000);
    await useSession.getState().refresh();
    expect(useSession.getState()).toMatchObject({ accessToken: 'access-7', refreshToken: 'refresh-7' });
    expect(presented).toEqual(['refresh-1']); // nothing presented twice

    // Its next refresh presents the newest token, even if only the storage holds it.
    setStore(STORAGE_KEYS.refreshToken, 'refresh-8');
    setStore(STORAGE_KEYS.tokenExpiresAt, Date.now() - 1);
    await useSession.getState().refresh();
    expect(presented).toEqual(['refresh-1', 'refresh-8']);
    expect(useSession.getState().accessToken).not.toBeNull();
  });
});
