import { expect, type Page } from '@playwright/test';

/** Text in the main region that only a broken render shows (a crash message or a raw value). */
export const BROKEN_TEXT = /Cannot read|undefined|NaN|\[object Object\]/;

/**
 * Collects what a user would see as a broken page: uncaught page errors and components the error
 * boundary had to contain (it logs "[console] a component failed and was contained").
 */
export function watchCrashes(page: Page): { crashes: string[] } {
  const state = { crashes: [] as string[] };
  page.on('pageerror', (error) => state.crashes.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('a component failed and was contained'))
      state.crashes.push(`contained: ${message.text()}`);
  });
  return state;
}

/** The shell's main region (the child page or settings section). */
export const mainRegion = (page: Page) => page.locator('main').first();

/** Fails with `where` when the main region shows broken text. */
export async function expectNoBrokenText(page: Page, where: string): Promise<void> {
  const text = await mainRegion(page).innerText();
  expect(text.match(BROKEN_TEXT)?.[0] ?? null, `${where}: main region shows broken text`).toBeNull();
}

/**
 * Waits until the main region has no loading indicator for a short quiet spell, so what it shows
 * is the page's settled state (answers arrived and rendered).
 */
export async function settle(page: Page, timeout = 20_000): Promise<void> {
  // The shell itself is a lazy chunk: until it has loaded there is no main region, and a check
  // for loaders inside it would pass at once (the walks then recorded a page's calls from an
  // unloaded page).
  await mainRegion(page).waitFor({ timeout });
  await page.waitForTimeout(150);
  await expect(mainRegion(page).locator('[role=status][aria-live=polite]')).toHaveCount(0, { timeout });
}
