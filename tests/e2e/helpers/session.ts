import { expect, type Page } from '@playwright/test';
import type { RunningSimulator } from '../../../simulator/server';
import { md5Hex } from '../../../src/lib/md5';
import { USERS, type UserName } from './users';

type Credentials = { username: string; password: string };

/** Orders the seeds of one worker: the latest signIn on a page wins. */
let seeds = 0;

/** The password grant, as the login form sends it; the whole token answer. */
export async function passwordGrant(sim: Pick<RunningSimulator, 'url'>, user: Credentials) {
  const q = new URLSearchParams({
    tenantId: '000000',
    username: user.username,
    password: md5Hex(user.password),
    grant_type: 'password',
    scope: 'all',
    type: 'account',
  });
  const res = await fetch(`${sim.url}/api/blade-auth/oauth/token?${q}`, {
    method: 'POST',
    headers: { Authorization: `Basic ${Buffer.from('saber:saber_secret').toString('base64')}` },
  });
  if (!res.ok) throw new Error(`token for ${user.username}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown> & { expires_in: number };
}

/**
 * Signs in through the API and stores the session the way the console's session store does
 * (`IOT-` envelopes in local storage), before the app loads: no login form, no extra page load.
 * The form itself is covered by the foundation-auth journeys; every other test starts here.
 * Seeded once per signIn and tab, so a logout (or a test that clears storage) stays logged out on
 * reload.
 */
export async function signIn(
  page: Page,
  sim: Pick<RunningSimulator, 'url'>,
  user: UserName | Credentials = 'admin',
  options: { language?: 'zh' | 'en'; to?: string } = {},
): Promise<void> {
  const credentials = typeof user === 'string' ? USERS[user] : user;
  const answer = await passwordGrant(sim, credentials);
  const { access_token, refresh_token, expires_in, token_type: _t, ...rest } = answer;
  const seed = {
    token: access_token,
    refreshToken: refresh_token,
    tokenExpiresAt: Date.now() + expires_in * 1000,
    userInfo: { ...rest, lifetimeMs: expires_in * 1000 },
    ...(options.language ? { language: options.language } : {}),
  };
  await page.addInitScript(
    ({ values, seq }: { values: Record<string, unknown>; seq: number }) => {
      // The tab's window.name remembers the last seed: it survives reloads and a test clearing
      // storage (a logout stays a logout), and a later signIn (higher seq) replaces an earlier.
      const done = Number(/^e2e-seed:(\d+)$/.exec(window.name)?.[1] ?? 0);
      if (seq <= done) return;
      window.name = `e2e-seed:${seq}`;
      for (const [key, content] of Object.entries(values)) {
        if (key === 'language' && localStorage.getItem('IOT-language')) continue;
        localStorage.setItem(
          `IOT-${key}`,
          JSON.stringify({ dataType: typeof content, content, type: 'local', datetime: Date.now() }),
        );
      }
    },
    { values: seed, seq: ++seeds },
  );
  // A signed-in visit to /login lets the route guard choose, as after the form: /index, or
  // /guestPage for a guest.
  await page.goto(options.to ?? '/login');
  if (!options.to) {
    await expect(page).toHaveURL(user === 'guest' ? /\/guestPage$/ : /\/(index(\/|$)|guestPage$)/);
  }
}
