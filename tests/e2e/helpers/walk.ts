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
