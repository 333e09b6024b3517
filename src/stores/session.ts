import { create } from 'zustand';
import type { TokenResponse } from '@/contract/envelope';
import { isApiError } from '@/contract/api-error';
import { getStore, removeStore, setStore, STORAGE_KEYS } from '@/lib/storage';
import { refreshDelayMs } from './session-timing';

/** `userInfo` of spec §3: the token answer without the tokens. */
export type UserInfo = Omit<TokenResponse, 'access_token' | 'refresh_token' | 'expires_in' | 'token_type'> & {
  /** Token lifetime in ms, kept to time the refresh after a reload. */
  lifetimeMs: number;
};

export interface SessionState {
  accessToken: string | null;
  refreshToken: string | null;
  expiresAt: number | null;
  userInfo: UserInfo | null;
  locked: boolean;
  login: (username: string, password: string) => Promise<UserInfo>;
  applyToken: (answer: TokenResponse) => UserInfo;
  refresh: () => Promise<void>;
  lock: () => void;
  /** True when the password was right; false otherwise (the caller shows the message). */
  unlock: (password: string) => Promise<boolean>;
  /** Ends the session (logout, idle, 401). */
  clear: () => void;
  /** After one's own profile was saved (personal info): the shown name and avatar follow. */
  updateProfile: (profile: { realName: string; avatar: string }) => void;
  /** After one's own password was changed: an initial or reset password no longer blocks. */
  passwordChanged: () => void;
}

/**
 * The backend calls a session makes. Stores call no backend: the app passes the API module's in
 * at start (`startSession(sessionCalls)`, src/api/session-calls.ts).
 */
export interface SessionCalls {
  login: (username: string, password: string) => Promise<TokenResponse>;
  refresh: (refreshToken: string) => Promise<TokenResponse>;
  unlock: (account: string, password: string) => Promise<unknown>;
  /** Wires the http client's 401 and its wait for a fresh token before a call to this store. */
  setHttpHooks: (hooks: { onUnauthorized: () => void; beforeCall: () => Promise<void> | undefined }) => void;
}

let calls: SessionCalls | null = null;

function backend(): SessionCalls {
  if (!calls) throw new Error('startSession() has not run: the session has no backend calls');
  return calls;
}

let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let refreshing: Promise<void> | null = null;

/** A token this close to expiry is renewed before a call goes out with it. */
const EXPIRY_MARGIN_MS = 5_000;

function readSession() {
  return {
    accessToken: getStore<string>(STORAGE_KEYS.accessToken) ?? null,
    refreshToken: getStore<string>(STORAGE_KEYS.refreshToken) ?? null,
    expiresAt: getStore<number>(STORAGE_KEYS.tokenExpiresAt) ?? null,
    userInfo: getStore<UserInfo>(STORAGE_KEYS.userInfo) ?? null,
    locked: getStore<boolean>(STORAGE_KEYS.lock) === true,
  };
}

/** Runs `task` under a lock shared by the tabs of this origin, where the browser has Web Locks. */
function withRefreshLock(task: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request('IOT-token-refresh', task) : task();
}

function toUserInfo(answer: TokenResponse): UserInfo {
  const { access_token: _a, refresh_token: _r, expires_in, token_type: _t, ...rest } = answer;
  return { ...rest, lifetimeMs: expires_in * 1000 };
}

/** The session; written only by this module (the API client reaches it through setHttpHooks). */
export const useSession = create<SessionState>()((set, get) => ({
  ...readSession(),

  async login(username, password) {
    const answer = await backend().login(username, password);
    return get().applyToken(answer);
  },

  applyToken(answer) {
    const userInfo = toUserInfo(answer);
    const expiresAt = Date.now() + answer.expires_in * 1000;
    setStore(STORAGE_KEYS.accessToken, answer.access_token);
    setStore(STORAGE_KEYS.refreshToken, answer.refresh_token);
    setStore(STORAGE_KEYS.tokenExpiresAt, expiresAt);
    setStore(STORAGE_KEYS.userInfo, userInfo);
    set({ accessToken: answer.access_token, refreshToken: answer.refresh_token, expiresAt, userInfo });
    scheduleRefresh();
    return userInfo;
  },

  refresh() {
    // One refresh at a time: the timer and calls waiting for a fresh token share it; across tabs
    // sharing local storage too (Web Locks), because each refresh token works once (issue 18).
    refreshing ??= withRefreshLock(async () => {
      // Another tab may have rotated the tokens meanwhile: take its fresh ones instead of
      // presenting a used refresh token, which would end the session everywhere.
      const stored = readSession();
      if (
        stored.accessToken &&
        stored.accessToken !== get().accessToken &&
        (stored.expiresAt ?? 0) - Date.now() > EXPIRY_MARGIN_MS
      ) {
        const { accessToken, refreshToken: rotated, expiresAt, userInfo } = stored;
        set({ accessToken, refreshToken: rotated, expiresAt, userInfo });
        scheduleRefresh();
        return;
      }
      const token = stored.refreshToken ?? get().refreshToken;
      if (!token) return;
      try {
        get().applyToken(await backend().refresh(token));
      } catch (error) {
        // 401 already ended the session; otherwise try again shortly while the token still lives.
        if (isApiError(error) && error.kind === 'unauthorized') return;
        const { expiresAt } = get();
        if (expiresAt && expiresAt > Date.now())
          refreshTimer = setTimeout(() => void get().refresh(), 30_000);
      }
    }).finally(() => {
      refreshing = null;
    });
    return refreshing;
  },

  lock() {
    setStore(STORAGE_KEYS.lock, true);
    set({ locked: true });
  },

  async unlock(password) {
    const account = get().userInfo?.account;
    if (!account) return false;
    try {
      await backend().unlock(account, password);
    } catch (error) {
      if (isApiError(error) && error.kind === 'answer') return false;
      throw error;
    }
    removeStore(STORAGE_KEYS.lock);
    set({ locked: false });
    return true;
  },

  clear() {
    clearTimeout(refreshTimer);
    for (const key of [
      STORAGE_KEYS.accessToken,
      STORAGE_KEYS.refreshToken,
      STORAGE_KEYS.tokenExpiresAt,
      STORAGE_KEYS.userInfo,
      STORAGE_KEYS.lock,
    ])
      removeStore(key);
    set({ accessToken: null, refreshToken: null, expiresAt: null, userInfo: null, locked: false });
  },

  updateProfile({ realName, avatar }) {
    const current = get().userInfo;
    if (!current) return;
    const userInfo = { ...current, nick_name: realName, avatar };
    setStore(STORAGE_KEYS.userInfo, userInfo);
    set({ userInfo });
  },

  passwordChanged() {
    const current = get().userInfo;
    if (!current?.detail?.passwordChangeRequired) return;
    const userInfo = { ...current, detail: { ...current.detail, passwordChangeRequired: false } };
    setStore(STORAGE_KEYS.userInfo, userInfo);
    set({ userInfo });
  },
}));

/** The account still has an initial or reset password (token `detail`, issue 31). */
export const mustChangePassword = (s: Pick<SessionState, 'accessToken' | 'userInfo'>): boolean =>
  Boolean(s.accessToken) && s.userInfo?.detail?.passwordChangeRequired === true;

function scheduleRefresh(): void {
  clearTimeout(refreshTimer);
  const { expiresAt, userInfo, refreshToken: token } = useSession.getState();
  if (!expiresAt || !token) return;
  const delay = refreshDelayMs(expiresAt, userInfo?.lifetimeMs ?? 0, Date.now());
  refreshTimer = setTimeout(() => void useSession.getState().refresh(), Math.min(delay, 2 ** 31 - 1));
}

/**
 * Before a call: waits for a refresh under way, or starts one when the stored token has
 * (nearly) expired — after a reload, or when the tab slept past the refresh timer.
 */
function ensureFreshToken(now = Date.now()): Promise<void> | undefined {
  if (refreshing) return refreshing;
  const { accessToken, refreshToken: token, expiresAt } = useSession.getState();
  if (!accessToken || !token || !expiresAt || expiresAt - now > EXPIRY_MARGIN_MS) return undefined;
  return useSession.getState().refresh();
}

/**
 * Takes the backend calls, wires the API client's 401 to this store and resumes the refresh timer
 * after a reload.
 */
export function startSession(backendCalls: SessionCalls): void {
  calls = backendCalls;
  calls.setHttpHooks({
    onUnauthorized: () => useSession.getState().clear(),
    beforeCall: () => ensureFreshToken(),
  });
  scheduleRefresh();
}
