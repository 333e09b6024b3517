import { expect, type Page } from '@playwright/test';
import { currentSimulatorUrl } from './current-sim';
import { signIn } from './session';
import { USERS, type UserName } from './users';

const LABELS = {
  zh: { username: '用户名', password: '密码', submit: '登录', language: '语言' },
  en: { username: 'User name', password: 'Password', submit: 'Log in', language: 'Language' },
} as const;

/** The language the page shows now, from <html lang>. */
export async function pageLanguage(page: Page): Promise<'zh' | 'en'> {
  return (await page.locator('html').getAttribute('lang'))?.startsWith('zh') ? 'zh' : 'en';
}

/**
 * Logs in and waits for the page the guard chooses, or opens `{ to }` signed in. A test that has
 * opened the login page logs in through the form; any other starts signed in through the API
 * (helpers/session.ts), which saves the login page's load and a form round trip per test (CI
 * budget, issue 32). With `{ to }` the API sign-in loads that page alone: a test that goes on to
 * another page no longer loads the landing page (mainSys, the costliest) first. The form keeps its
 * own journeys (foundation-auth, foundation-session, a logout followed by a login).
 */
export async function login(
  page: Page,
  user: UserName | { username: string; password: string } = 'admin',
  via: 'auto' | 'form' | { to: string } = 'auto',
): Promise<void> {
  const sim = currentSimulatorUrl();
  const to = typeof via === 'object' ? via.to : undefined;
  if (via !== 'form' && sim && !page.url().includes('/login')) {
    await signIn(page, { url: sim }, user, to ? { to } : {});
    return;
  }
  if (!page.url().includes('/login')) await page.goto('/login');
  // <html lang> is the document's default until i18n has started with the stored language:
  // read it once the form shows, in whichever language (read too early, under load, it was wrong).
  await page.getByLabel(new RegExp(`^(${LABELS.zh.username}|${LABELS.en.username})$`)).waitFor();
  const l = LABELS[await pageLanguage(page)];
  const { username, password } = typeof user === 'string' ? USERS[user] : user;
  await page.getByLabel(l.username).fill(username);
  await page.getByLabel(l.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: l.submit, exact: true }).click();
  await expect(page).toHaveURL(user === 'guest' ? /\/guestPage$/ : /\/(index(\/|$)|guestPage$)/);
  if (to) await page.goto(to);
}

/** Switches the language with the visible switch (login page or shell header). */
export async function setLanguage(page: Page, language: 'zh' | 'en'): Promise<void> {
  const l = LABELS[await pageLanguage(page)];
  await page.getByRole('combobox', { name: l.language }).selectOption(language);
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'zh' ? 'zh-CN' : 'en');
}

/** Starts a test in a given language before the app loads (no stored session). */
export async function startIn(page: Page, language: 'zh' | 'en'): Promise<void> {
  await page.addInitScript((lng) => {
    if (!localStorage.getItem('IOT-language')) {
      localStorage.setItem(
        'IOT-language',
        JSON.stringify({ dataType: 'string', content: lng, type: 'local', datetime: 0 }),
      );
    }
  }, language);
}

/** Opens the diagnostics page as a user does: the header's connection status links there. */
export async function openDiagnostics(page: Page): Promise<void> {
  await page.getByTestId('connection-status').click();
  await expect(page).toHaveURL(/\/index\/diagnostics$/);
}

/** A diagnostics counter: its row's label, and the number it shows now (for expect.poll). */
export function diagnosticsCounter(page: Page, field: string) {
  const row = page.getByTestId(`diag-${field}`);
  return {
    label: row.locator('dt'),
    value: async () => Number((await row.locator('dd').innerText()).replace(/\D/g, '')),
  };
}
