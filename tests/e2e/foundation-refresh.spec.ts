import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { login, startIn } from './helpers/ui';

/** The access token the console has stored (IOT-token envelope). */
function storedToken(page: Page): Promise<string | undefined> {
  return page.evaluate(
    () => (JSON.parse(localStorage.getItem('IOT-token') ?? '{}') as { content?: string }).content,
  );
}

// Short-lived tokens: the console must renew them with the refresh grant before they expire.
test.use({ simulatorOptions: { accessTokenSeconds: 20 } });

test('the session is refreshed with the refresh grant before the token expires', async ({ page }) => {
  await startIn(page, 'en');
  await login(page, 'operator');
  const firstToken = await storedToken(page);
  expect(firstToken).toBeTruthy();
  const refresh = await page.waitForRequest(
    (req) =>
      req.url().includes('/api/blade-auth/oauth/token') && req.url().includes('grant_type=refresh_token'),
    { timeout: 20_000 },
  );
  const url = new URL(refresh.url());
  expect(url.searchParams.get('scope')).toBe('all');
  expect(url.searchParams.get('refresh_token')).toBeTruthy();
  expect(refresh.headers()['tenant-id']).toBe('000000');
  expect((await refresh.response())?.status()).toBe(200);
  await expect.poll(() => storedToken(page)).not.toBe(firstToken);
  // Past the first token's lifetime the console still works with the renewed one.
  await page.waitForTimeout(12_000);
  await page.goto('/index/operationSys');
  await expect(page).toHaveURL(/\/index\/operationSys$/);
  await expect(page.getByTestId('station-name')).toBeVisible();
});
