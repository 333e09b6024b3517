import { isChildPage, SETTINGS_SEGMENT } from './pages';

interface PageFlags {
  defaultMainPage?: number;
  customMainPage?: number;
  mainPage?: number;
}

/**
 * `userInfo` as stored (spec §3): `mainPage` at the top level, `defaultMainPage` and
 * `customMainPage` under `detail`. Backends also send every flag at either level, so both are read.
 */
export type GuardUserInfo = PageFlags & { detail?: PageFlags | null };

/** What the guard knows about the session (spec §2, §3). */
export interface GuardSession {
  accessToken: string | null;
  userInfo: GuardUserInfo | null;
}

function flag(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

/**
 * The three page flags of a userInfo in either shape: spec §3's place first (mainPage top level,
 * the others in detail), then the other level. Numeric strings ("1") count as numbers.
 */
export function mainPageFlags(userInfo: GuardUserInfo | null | undefined): PageFlags {
  const top = userInfo ?? {};
  const detail = userInfo?.detail ?? {};
  return {
    mainPage: flag(top.mainPage) ?? flag(detail.mainPage),
    defaultMainPage: flag(detail.defaultMainPage) ?? flag(top.defaultMainPage),
    customMainPage: flag(detail.customMainPage) ?? flag(top.customMainPage),
  };
}

export interface GuardContext {
  /** Settings section ids that exist (built-in and feature folders). */
  settingsSections: readonly string[];
}

/** True for the paths the console has; anything else goes to /404. */
export function isKnownPath(path: string, ctx: GuardContext): boolean {
  if (['/', '/index', '/guestPage', '/login', '/404'].includes(path)) return true;
  const parts = path.split('/').filter(Boolean);
  if (parts[0] !== 'index') return false;
  if (parts.length === 2) return isChildPage(parts[1]) || parts[1] === SETTINGS_SEGMENT;
  return parts.length === 3 && parts[1] === SETTINGS_SEGMENT && ctx.settingsSections.includes(parts[2]);
}

function normalise(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * The route guard of spec §2: where a visit to `path` must go instead, or null to stay.
 * Applied again after each redirect, so rules chain (/ → /index → /404).
 */
export function guardRedirect(rawPath: string, session: GuardSession, ctx: GuardContext): string | null {
  const path = normalise(rawPath);
  if (path !== rawPath) return path;
  const loggedIn = Boolean(session.accessToken);
  const detail = mainPageFlags(session.userInfo);
  if (path === '/login') {
    if (loggedIn && session.userInfo) return detail.mainPage === 2 ? '/guestPage' : '/index';
    return null;
  }
  if (!loggedIn) return '/login';
  if (!isKnownPath(path, ctx)) return '/404';
  if (path === '/') return '/index';
  if (path.includes('/index') && detail.defaultMainPage !== 1) return '/404';
  if (path === '/guestPage' && detail.customMainPage !== 1) return '/404';
  return null;
}

/** Follows redirects to the final path (bounded, in case of a cycle). */
export function resolvePath(path: string, session: GuardSession, ctx: GuardContext): string {
  let current = path;
  for (let i = 0; i < 6; i++) {
    const next = guardRedirect(current, session, ctx);
    if (next === null || next === current) return current;
    current = next;
  }
  return current;
}
