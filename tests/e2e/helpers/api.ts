import type { RunningSimulator } from '../../../simulator/server';
import { md5Hex } from '../../../src/lib/md5';
import { passwordGrant } from './session';
import { USERS, type UserName } from './users';

/** Direct calls to the simulator for test set-up (fault hooks), never through the UI. */
export function api(sim: Pick<RunningSimulator, 'url'>) {
  async function hook(name: string, body: Record<string, unknown> = {}): Promise<unknown> {
    const res = await fetch(`${sim.url}/api/__sim/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`__sim/${name} answered HTTP ${res.status}: ${await res.text()}`);
    return res.json();
  }
  /** The access token of a password grant, or null when the simulator refuses it. */
  async function token(user: { username: string; password: string }): Promise<string | null> {
    return passwordGrant(sim, user).then(
      (answer) => answer.access_token as string,
      () => null,
    );
  }

  /** A call as the administrator; rejects unless the answer's code is 200. */
  async function asAdmin<T>(
    method: 'GET' | 'POST',
    path: string,
    init: { query?: Record<string, string>; json?: unknown } = {},
  ): Promise<T> {
    const bearer = await token(USERS.admin);
    const q = init.query ? `?${new URLSearchParams(init.query)}` : '';
    const res = await fetch(`${sim.url}/api/${path}${q}`, {
      method,
      headers: {
        Authorization: `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`,
        'Blade-Auth': `bearer ${bearer}`,
        'Tenant-Id': '000000',
        ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    });
    const body = (await res.json()) as { code: number; data: T; msg: string };
    if (body.code !== 200) throw new Error(`${path}: ${body.code} ${body.msg}`);
    return body.data;
  }

  return {
    hook,
    asAdmin,
    /**
     * Creates an operator account with the given route-guard flags and replaces its initial
     * password 123456 through the API (issue 31: a new account must change it first), so the
     * account logs in straight to the console (tests/e2e/forced-password.spec.ts covers the change).
     */
    async addUser(
      account: string,
      flags: { defaultMainPage: number; customMainPage: number; mainPage: number } = {
        defaultMainPage: 1,
        customMainPage: 0,
        mainPage: 0,
      },
    ): Promise<{ username: string; password: string }> {
      const roles = await asAdmin<Array<{ id: string; roleName: string }>>('GET', 'user/role/list');
      const roleId = roles.find((r) => r.roleName === 'operator')?.id ?? roles[0].id;
      const added = await asAdmin<{ id: string }>('POST', 'user/add', {
        json: { account, realName: account, roleId, ...flags },
      });
      const password = `${account}-Pw1`;
      const bearer = await token({ username: account, password: '123456' });
      const q = new URLSearchParams({
        userId: added.id,
        oldPassword: md5Hex('123456'),
        newPassword: md5Hex(password),
        newPassword1: md5Hex(password),
      });
      const res = await fetch(`${sim.url}/api/user/updatePassword?${q}`, {
        method: 'POST',
        headers: {
          Authorization: `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`,
          'Blade-Auth': `bearer ${bearer}`,
          'Tenant-Id': '000000',
        },
      });
      const body = (await res.json()) as { code: number; msg: string };
      if (body.code !== 200) throw new Error(`user/updatePassword for ${account}: ${body.code} ${body.msg}`);
      return { username: account, password };
    },
    /** Makes calls whose path starts with `match` answer `code` (401, 500, 0 = connection drop). */
    fail: (match: string, code: number, times?: number) => hook('fail', { match, code, times }),
    token502: (times = 1) => hook('token-502', { times }),
    clearFaults: () => hook('clear-faults'),
    /** Whether the account can log in (password grant) — used to check a password change. */
    async canLogin(user: UserName | { username: string; password: string }): Promise<boolean> {
      return (await token(typeof user === 'string' ? USERS[user] : user)) !== null;
    },
  };
}
