import type { RunningSimulator } from '../../../simulator/server';
import { USERS, type UserName } from './users';

/** Direct calls to the simulator for test set-up (fault hooks), never through the UI. */
export function api(sim: RunningSimulator) {
  async function hook(name: string, body: Record<string, unknown> = {}): Promise<unknown> {
    const res = await fetch(`${sim.url}/api/__sim/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`__sim/${name} answered HTTP ${res.status}: ${await res.text()}`);
    return res.json();
  }
  return {
    hook,
    /** Makes calls whose path starts with `match` answer `code` (401, 500, 0 = connection drop). */
    fail: (match: string, code: number, times?: number) => hook('fail', { match, code, times }),
    token502: (times = 1) => hook('token-502', { times }),
    clearFaults: () => hook('clear-faults'),
    /** Whether the account can log in (password grant) — used to check a password change. */
    async canLogin(user: UserName | { username: string; password: string }): Promise<boolean> {
      const { username, password } = typeof user === 'string' ? USERS[user] : user;
      const { md5Hex } = await import('../../../src/lib/md5');
      const q = new URLSearchParams({
        tenantId: '000000',
        username,
        password: md5Hex(password),
        grant_type: 'password',
        scope: 'all',
        type: 'account',
      });
      const res = await fetch(`${sim.url}/api/blade-auth/oauth/token?${q}`, {
        method: 'POST',
        headers: { Authorization: `Basic ${Buffer.from('saber:saber_secret').toString('base64')}` },
      });
      return res.ok;
    },
  };
}
