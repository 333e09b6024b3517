import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoBrokenText, mainRegion, settle, watchCrashes } from './helpers/page-health';
import { signIn } from './helpers/session';
import { navigationTargets, walkTo } from './helpers/walk';

/*
 * Issue 31: against a station that has only the spec's calls (`--spec-only`: every extension of
 * src/contract/calls.ts answers code 404), every page of the navigation and every settings
 * section opens without a script error, the error boundary or a blank main region; features that
 * need an extension say "not supported by this station". The pages are shared between two walks
 * (an administrator in zh takes the even ones, an operator in en the odd ones of the operator's
 * own navigation), so each page is walked once and both languages and roles are seen (CI budget).
 */

test.use({ simulatorOptions: { specOnly: true } });

/** Opens `target` as a user does, through the shell's link (no reload); a page load if none is shown. */
async function go(page: Page, target: string): Promise<void> {
  const link = page.locator(`nav a[href="${target}"]`).first();
  if (await link.isVisible()) await link.click();
  else await page.goto(target);
  await page.waitForURL((url) => url.pathname === target);
}

async function walk(page: Page, half: 0 | 1): Promise<{ failures: string[]; notSupported: string[] }> {
  const all = await navigationTargets(page);
  expect(all.length).toBeGreaterThan(20);
  const targets = all.filter((_, i) => i % 2 === half);
  const failures: string[] = [];
  const notSupported: string[] = [];
  for (const target of targets) {
    const crashes = watchCrashes(page);
    await go(page, target);
    await settle(page).catch(() => failures.push(`${target}: never settled`));
    await expectNoBrokenText(page, target).catch((e: Error) => failures.push(e.message.split('\n')[0]));
    const text = (await mainRegion(page).innerText()).trim();
    if (text.length < 10) failures.push(`${target}: blank main region`);
    if (await page.getByTestId('not-supported').count()) notSupported.push(target);
    for (const c of crashes.crashes) failures.push(`${target}: ${c.split('\n')[0]}`);
    page.removeAllListeners('pageerror');
    page.removeAllListeners('console');
  }
  if (failures.length) console.log(failures.join('\n'));
  console.log(`not supported shown on: ${notSupported.join(', ')}`);
  return { failures, notSupported };
}

test('every page and section works against a spec-only station (zh)', async ({ page, simulator }) => {
  test.setTimeout(180_000);
  await signIn(page, simulator, 'admin', { language: 'zh', to: '/index/settings' });
  const { failures } = await walk(page, 0);
  expect(failures).toEqual([]);
  // The strategy templates and plans are extensions: the page says so instead of failing.
  await page.goto('/index/strategySys');
  await expect(page.getByTestId('not-supported').first()).toContainText('本站不支持');
});

test('every page and section works against a spec-only station (en)', async ({ page, simulator }) => {
  test.setTimeout(180_000);
  await signIn(page, simulator, 'operator', { language: 'en', to: '/index/settings' });
  const { failures } = await walk(page, 1);
  expect(failures).toEqual([]);
  await page.goto('/index/strategySys');
  await expect(page.getByTestId('not-supported').first()).toContainText(/not supported by this station/i);
  // The mode comes from the spec's devicealarm/getEmsctrl, not from the strategy/active extension.
  await expect(page.getByTestId('current-mode')).toBeVisible();
});

test('dataExportSys: the export configuration tab lists, edits and saves (en)', async ({
  page,
  simulator,
}) => {
  // Its calls are the spec's (dataexportconfig): answered, without record versions.
  await signIn(page, simulator, 'admin', { language: 'en' });
  await walkTo(page, '/index/dataExportSys');
  await page.getByRole('tab', { name: 'Export configuration', exact: true }).click();
  const list = page.getByRole('region', { name: 'Export configuration', exact: true });
  await expect(list.getByRole('row').filter({ hasText: 'Battery pack' })).toContainText(
    'Cell 1 voltage (mV)',
  );
  await list.getByRole('button', { name: 'Edit Grid', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Export', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Live values', exact: true })).toContainText(
    'Pick a device and tags',
  );
});
