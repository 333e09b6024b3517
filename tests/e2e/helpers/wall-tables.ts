import { expect, type Locator, type Page } from '@playwright/test';
import type { Skin } from './skin';
import { walkTo } from './walk';
import enReports from '../../../locales/en/reports.json' with { type: 'json' };
import enShell from '../../../locales/en/shell.json' with { type: 'json' };
import zhReports from '../../../locales/zh/reports.json' with { type: 'json' };
import zhShell from '../../../locales/zh/shell.json' with { type: 'json' };

/*
 * The fit rules of the wide tables (issue 30), for wall-tables*.spec.ts: the alarm lists and the
 * users table fit their box (no sideways scrolling), no text that names a device is cut without
 * its full name as a tooltip, and a report wider than its box pins its first column and shows a cue
 * (a fade with an arrow on a solid chip, 3 : 1 or more) while columns lie beyond its right edge.
 */

type Language = 'zh' | 'en';

/** Sideways overflow of the box that scrolls `table` (0 when it fits). */
export const overflowOf = (table: Locator) =>
  table.evaluate((t) => {
    let box = t.parentElement as HTMLElement;
    while (getComputedStyle(box).overflowX === 'visible' && box.parentElement) box = box.parentElement;
    return box.scrollWidth - box.clientWidth;
  });

/** Device names in `scope` that are wider than their box and carry no title with the full name. */
export const cutNames = (scope: Locator) =>
  scope.locator('[data-device-name]').evaluateAll((els) =>
    els
      .filter((el) => {
        const e = el as HTMLElement;
        const titled = (e.closest('[title]')?.getAttribute('title') ?? '').includes(e.textContent ?? '');
        return e.scrollWidth > e.clientWidth + 1 && !titled;
      })
      .map((el) => el.textContent ?? ''),
  );

/**
 * Chooses `skin` with the header's skin switch, as a person does: in the header from 1536 px (in
 * type units), in "More" below that.
 */
export async function chooseSkin(page: Page, skin: Skin, language: Language): Promise<void> {
  const shell = language === 'zh' ? zhShell : enShell;
  const skinSwitch = page.getByRole('combobox', { name: shell.header.theme, exact: true });
  if ((await skinSwitch.filter({ visible: true }).count()) === 0)
    await page.getByRole('button', { name: shell.header.more, exact: true }).click();
  await skinSwitch.filter({ visible: true }).selectOption(skin);
  await expect(page.locator('html')).toHaveAttribute('data-theme', skin);
  const more = page.getByRole('button', { name: shell.header.more, exact: true });
  if ((await more.getAttribute('aria-expanded')) === 'true') await page.keyboard.press('Escape');
}

/** A table of the alarm page (current or history) fits its box; its device names are whole. */
export async function expectAlarmTableFits(scope: Locator, what: string): Promise<void> {
  expect(await overflowOf(scope.locator('table')), `${what} overflow (px)`).toBeLessThanOrEqual(1);
  expect(await scope.locator('[data-device-name]').count(), `${what}: device names`).toBeGreaterThan(0);
  expect(await cutNames(scope), `${what}: cut device names`).toEqual([]);
}

/** The users table (the seeded users) fits its box. */
export async function expectUsersFit(page: Page, what: string): Promise<void> {
  await walkTo(page, '/index/settings/users');
  const users = page
    .locator('main table')
    .filter({ has: page.locator('tbody tr') })
    .first();
  await expect(users.locator('tbody tr').nth(2)).toBeVisible({ timeout: 15_000 });
  expect(await overflowOf(users), `${what}: users table overflow (px)`).toBeLessThanOrEqual(1);
}

/**
 * Contrast ratio (WCAG) of the cue's arrow against its own backing, which must be opaque (an arrow
 * drawn on the translucent fade has none: the cue itself then is the arrow).
 */
const arrowContrast = (cue: Locator) =>
  cue.evaluate((el) => {
    const arrow = el.querySelector('[data-testid="report-more-arrow"]') ?? el;
    const rgba = (v: string) => (v.match(/[\d.]+/g) ?? []).map(Number);
    const lum = ([r, g, b]: number[]) => {
      const lin = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const style = getComputedStyle(arrow);
    const fg = rgba(style.color);
    const bg = rgba(style.backgroundColor);
    const opaque = bg.length >= 3 && (bg[3] ?? 1) === 1 && (fg[3] ?? 1) === 1;
    const [a, b] = [lum(fg), lum(bg)];
    const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    return {
      opaque,
      ratio: Math.round(ratio * 100) / 100,
      colours: `${style.color} on ${style.backgroundColor}`,
    };
  });

/**
 * The reports, every tab: where the figures are wider than the box, the date stays in view and the
 * cue shows with a clearly visible arrow; scrolled to the end, the cue is gone and the date is
 * still at the left edge. Returns the arrow's contrast per tab that showed the cue.
 */
export async function expectReportsFollowRule(
  page: Page,
  language: Language,
  what: string,
): Promise<Record<string, number>> {
  await walkTo(page, '/index/chartSys');
  const reports = language === 'zh' ? zhReports : enReports;
  const contrasts: Record<string, number> = {};
  for (const kind of ['quantity', 'fee', 'pcs', 'gf'] as const) {
    const tab = page.getByRole('tab', { name: reports.chart.tabs[kind], exact: true });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const box = page.getByTestId('report-table');
    await expect(box.locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
    const table = box.locator('table');
    const cue = box.locator('xpath=..').getByTestId('report-more-columns');
    if (kind === 'pcs') await expect(box.locator('[data-device-name]').first()).toBeVisible();
    expect(await cutNames(box), `${what} ${kind}: cut device names`).toEqual([]);
    const wide = (await overflowOf(table)) > 1;
    if (!wide) {
      await expect(cue).toBeHidden();
      continue;
    }
    await expect(cue, `${what} ${kind}: the cue that more columns follow`).toBeVisible();
    const arrow = await arrowContrast(cue);
    expect(arrow.opaque, `${what} ${kind}: the arrow on a solid chip (${arrow.colours})`).toBe(true);
    expect(arrow.ratio, `${what} ${kind}: arrow contrast (${arrow.colours})`).toBeGreaterThanOrEqual(3);
    contrasts[kind] = arrow.ratio;
    const pinned = () =>
      box.evaluate((el) => {
        const first = el.querySelector('tbody tr td') as HTMLElement;
        const head = el.querySelector('thead th') as HTMLElement;
        const left = el.getBoundingClientRect().left + el.clientLeft;
        return {
          cell: Math.round(first.getBoundingClientRect().left - left),
          head: Math.round(head.getBoundingClientRect().left - left),
        };
      });
    expect(await pinned()).toEqual({ cell: 0, head: 0 });
    await box.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect(cue).toBeHidden();
    expect(await pinned(), `${what} ${kind}: the date column stays at the left edge`).toEqual({
      cell: 0,
      head: 0,
    });
    expect(await cutNames(box)).toEqual([]);
  }
  return contrasts;
}
