import { expect, type Locator, type Page } from '@playwright/test';
import enDevices from '../../../locales/en/devices.json' with { type: 'json' };
import enReports from '../../../locales/en/reports.json' with { type: 'json' };
import enShell from '../../../locales/en/shell.json' with { type: 'json' };
import zhDevices from '../../../locales/zh/devices.json' with { type: 'json' };
import zhReports from '../../../locales/zh/reports.json' with { type: 'json' };
import zhShell from '../../../locales/zh/shell.json' with { type: 'json' };

/* What the words-fit-*.spec.ts files (issue 30: words that fit their box at 1280 × 800) share. */

export const SHELL = { zh: zhShell, en: enShell } as const;
export const DEVICES = { zh: zhDevices, en: enDevices } as const;
export const REPORTS = { zh: zhReports, en: enReports } as const;

/** Chooses a skin as a user does at 1280: "More", then the skin select. */
export async function chooseSkin(page: Page, language: 'zh' | 'en', skin: 'light' | 'screen') {
  const shell = SHELL[language];
  await page.getByRole('button', { name: shell.header.more, exact: true }).click();
  await page.getByRole('combobox', { name: shell.header.theme, exact: true }).selectOption(skin);
  await expect(page.locator('html')).toHaveAttribute('data-theme', skin);
  await page.keyboard.press('Escape');
}

/** The console's menu, by its name in `language`. */
export const menu = (page: Page, language: 'zh' | 'en') =>
  page.getByRole('navigation', { name: SHELL[language].header.menu, exact: true });

/** How far each of the boxes overflows (scrollWidth - clientWidth, and the tile's height). */
export async function overflows(boxes: Locator): Promise<number[]> {
  return boxes.evaluateAll((els) =>
    els.map((el) => Math.max(el.scrollWidth - el.clientWidth, el.scrollHeight - el.clientHeight)),
  );
}
