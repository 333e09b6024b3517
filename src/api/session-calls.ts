import type { SessionCalls } from '@/stores/session';
import { loginByPassword, refreshToken, unlock } from './auth';
import { setHttpHooks } from './http';

/** The session's backend calls, passed to `startSession` by the app (stores call no backend). */
export const sessionCalls: SessionCalls = {
  login: (username, password) => loginByPassword(username, password),
  refresh: refreshToken,
  unlock,
  setHttpHooks,
};
