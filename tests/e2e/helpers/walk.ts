import type { Page, Request } from '@playwright/test';

/**
 * Every page of the navigation and every settings section, as paths (`/index/mainSys`,
 * `/index/settings/about`, ...), read from the shell's own links so a new page is walked too.
 * Expects a logged-in page showing the shell.
 */
export async function navigationTargets(page: Page): Promise<string[]> {
  const hrefs = (nav: string) =>
    page
      .locator(`nav[aria-label="${nav}"] a[href]`)
      .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  if (!page.url().includes('/index/settings')) await page.goto('/index/settings');
  await page.locator('nav a[href*="/index/settings/"]').first().waitFor();
  const menuName = (await page
    .locator('nav a[href$="/index/mainSys"]')
    .first()
    .evaluate((a) => a.closest('nav')?.getAttribute('aria-label'))) as string;
  const sectionsName = (await page
    .locator('nav a[href*="/index/settings/"]')
    .first()
    .evaluate((a) => a.closest('nav')?.getAttribute('aria-label'))) as string;
  const pages = (await hrefs(menuName)).filter((p) => !p.endsWith('/settings'));
  return [...pages, ...(await hrefs(sectionsName))];
}

/** The API path of a request (after /api/, no query), or null for anything else. */
export function apiPath(request: Request): string | null {
  const { pathname } = new URL(request.url());
  return pathname.startsWith('/api/') ? pathname.slice('/api/'.length).replace(/\/+$/, '') : null;
}

/** Records the API paths of the GET calls made while `action` runs. */
export async function recordGets(page: Page, action: () => Promise<void>): Promise<string[]> {
  const paths = new Set<string>();
  const onRequest = (request: Request) => {
    const path = apiPath(request);
    if (path && request.method() === 'GET') paths.add(path);
  };
  page.on('request', onRequest);
  try {
    await action();
  } finally {
    page.off('request', onRequest);
  }
  return [...paths].sort();
}

/**
 * Opens `target` inside the running console, without a reload: leaves for the 404 page (the shell
 * and the page unmount), drops every query nothing shows any more (`window.__consoleQueries`,
 * src/app/query-client.ts) and goes to `target`, which then makes each of its calls afresh, as
 * on a fresh load. A reload per call spent most of the 404 walk's time starting the console again.
 */
export async function openAfresh(page: Page, target: string): Promise<void> {
  await page.evaluate(() => history.pushState(null, '', '/404'));
  await page.waitForFunction(() => location.pathname === '/404' && !document.querySelector('nav'), null, {
    timeout: 10_000,
  });
  await page.evaluate((path) => {
    const queries = (window as { __consoleQueries?: { dropInactive(): void } }).__consoleQueries;
    if (!queries) throw new Error('the console does not expose its query cache');
    queries.dropInactive();
    history.pushState(null, '', path);
  }, target);
}

/**
 * Goes to `target` (a path from navigationTargets) as a user does: a click on its link in the
 * menu, through "System settings" first for a settings section.
 */
export async function walkTo(page: Page, target: string): Promise<void> {
  const link = (path: string) => page.locator(`nav a[href="${path}"]`).first();
  const settings = target.startsWith('/index/settings/');
  if (settings && !(await link(target).isVisible())) await link('/index/settings').click();
  await link(target).click();
  await page.waitForURL((url) => url.pathname === target);
}
