import { describe, expect, it } from 'vitest';
import { guardRedirect, isKnownPath, mainPageFlags, resolvePath, type GuardSession } from '@/app/guard';
import { CHILD_PAGES, pageFolder } from '@/app/pages';

const ctx = { settingsSections: ['personal-info', 'users'] };
const loggedOut: GuardSession = { accessToken: null, userInfo: null };
const user = (detail: {
  defaultMainPage?: number;
  customMainPage?: number;
  mainPage?: number;
}): GuardSession => ({
  accessToken: 'tok',
  userInfo: { detail },
});
const operator = user({ defaultMainPage: 1, customMainPage: 0, mainPage: 0 });
const guest = user({ defaultMainPage: 0, customMainPage: 1, mainPage: 2 });
const both = user({ defaultMainPage: 1, customMainPage: 1, mainPage: 2 });

describe('route guard (spec §2)', () => {
  it('sends / to /index', () => {
    expect(guardRedirect('/', operator, ctx)).toBe('/index');
  });

  it('sends every path but /login to /login when not logged in', () => {
    for (const path of ['/', '/index', '/index/powerSys', '/guestPage', '/404', '/nope']) {
      expect(guardRedirect(path, loggedOut, ctx)).toBe('/login');
    }
    expect(guardRedirect('/login', loggedOut, ctx)).toBeNull();
  });

  it('treats a token without a stored user as logged in for the guard, but keeps /login open', () => {
    const tokenOnly = { accessToken: 'tok', userInfo: null };
    expect(guardRedirect('/login', tokenOnly, ctx)).toBeNull();
    expect(guardRedirect('/index', tokenOnly, ctx)).toBe('/404');
  });

  it('sends a logged-in user away from /login: /guestPage when mainPage is 2, else /index', () => {
    expect(guardRedirect('/login', operator, ctx)).toBe('/index');
    expect(guardRedirect('/login', guest, ctx)).toBe('/guestPage');
    expect(guardRedirect('/login', user({ defaultMainPage: 1, mainPage: 1 }), ctx)).toBe('/index');
  });

  it('opens /index only when defaultMainPage is 1', () => {
    expect(guardRedirect('/index', operator, ctx)).toBeNull();
    expect(guardRedirect('/index/alarmSys', operator, ctx)).toBeNull();
    expect(guardRedirect('/index', guest, ctx)).toBe('/404');
    expect(guardRedirect('/index/alarmSys', guest, ctx)).toBe('/404');
    expect(guardRedirect('/index/settings/users', user({ defaultMainPage: 0 }), ctx)).toBe('/404');
  });

  it('opens /guestPage only when customMainPage is 1', () => {
    expect(guardRedirect('/guestPage', guest, ctx)).toBeNull();
    expect(guardRedirect('/guestPage', both, ctx)).toBeNull();
    expect(guardRedirect('/guestPage', operator, ctx)).toBe('/404');
  });

  it('sends unknown paths to /404', () => {
    for (const path of [
      '/nope',
      '/index/nope',
      '/index/powerSys/extra',
      '/index/settings/nope',
      '/indexes',
      '/guestPage/x',
    ]) {
      expect(guardRedirect(path, operator, ctx)).toBe('/404');
    }
    expect(guardRedirect('/404', operator, ctx)).toBeNull();
  });

  it('knows every child page, the settings area and its sections', () => {
    for (const name of CHILD_PAGES) expect(isKnownPath(`/index/${name}`, ctx)).toBe(true);
    expect(CHILD_PAGES).toHaveLength(18);
    expect(isKnownPath('/index/settings', ctx)).toBe(true);
    expect(isKnownPath('/index/settings/users', ctx)).toBe(true);
  });

  it('ignores a trailing slash', () => {
    expect(guardRedirect('/index/', operator, ctx)).toBe('/index');
  });

  it('chains redirects to the final path', () => {
    expect(resolvePath('/', operator, ctx)).toBe('/index');
    expect(resolvePath('/', guest, ctx)).toBe('/404');
    expect(resolvePath('/login', guest, ctx)).toBe('/guestPage');
    expect(resolvePath('/login', user({ defaultMainPage: 1, customMainPage: 0, mainPage: 2 }), ctx)).toBe(
      '/404',
    );
    expect(resolvePath('/index/x', loggedOut, ctx)).toBe('/login');
  });
});

describe('page folders', () => {
  it('maps camelCase page names to kebab-case feature folders', () => {
    expect(pageFolder('powerSys')).toBe('power-sys');
    expect(pageFolder('mainSys')).toBe('main-sys');
    expect(pageFolder('chargingPileSys')).toBe('charging-pile-sys');
    expect(pageFolder('diagnostics')).toBe('diagnostics');
  });
});

describe('userInfo in both shapes (spec §3)', () => {
  const topLevel = (info: GuardSession['userInfo']): GuardSession => ({ accessToken: 'tok', userInfo: info });

  it('reads mainPage at the top level of userInfo, as spec §3 lays it out', () => {
    const s = topLevel({ mainPage: 2, detail: { defaultMainPage: 1, customMainPage: 1 } });
    expect(guardRedirect('/login', s, ctx)).toBe('/guestPage');
    expect(guardRedirect('/index', s, ctx)).toBeNull();
  });

  it('prefers the top-level mainPage over a nested one', () => {
    const s = topLevel({ mainPage: 1, detail: { defaultMainPage: 1, customMainPage: 1, mainPage: 2 } });
    expect(guardRedirect('/login', s, ctx)).toBe('/index');
  });

  it('accepts every flag nested under detail', () => {
    expect(guardRedirect('/login', guest, ctx)).toBe('/guestPage');
    expect(guardRedirect('/guestPage', guest, ctx)).toBeNull();
  });

  it('accepts the page flags at the top level when detail lacks them', () => {
    const s = topLevel({ mainPage: 2, defaultMainPage: 0, customMainPage: 1 });
    expect(resolvePath('/login', s, ctx)).toBe('/guestPage');
    expect(guardRedirect('/index', s, ctx)).toBe('/404');
  });

  it('reads numeric strings as numbers', () => {
    const s = topLevel({ detail: { defaultMainPage: '1', customMainPage: '0', mainPage: '2' } } as never);
    expect(guardRedirect('/login', s, ctx)).toBe('/guestPage');
    expect(guardRedirect('/index/alarmSys', s, ctx)).toBeNull();
  });

  it('mainPageFlags reports both levels merged', () => {
    expect(mainPageFlags({ mainPage: 2, detail: { defaultMainPage: 1 } })).toEqual({
      mainPage: 2,
      defaultMainPage: 1,
      customMainPage: undefined,
    });
    expect(mainPageFlags(null)).toEqual({
      mainPage: undefined,
      defaultMainPage: undefined,
      customMainPage: undefined,
    });
  });
});
