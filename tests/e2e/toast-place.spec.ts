import type { Page } from '@playwright/test';
import { DEFAULT_GLOBAL_ALARM_SETTING } from '../../src/contract/alarm';
import { expect, test } from './fixtures';
import { api } from './helpers/api';
import { signIn } from './helpers/session';
import type { Skin } from './helpers/skin';
import { setLanguage } from './helpers/ui';
import { walkTo } from './helpers/walk';
import { chooseSkin } from './helpers/wall-tables';
import enAlarm from '../../locales/en/alarm.json' with { type: 'json' };
import zhAlarm from '../../locales/zh/alarm.json' with { type: 'json' };

/*
 * Toasts never cover the header's controls or the alarm banner (issue 30: the L1 banner stays
 * visible). Right after an acknowledgement in alarmSys, at the top centre, the toast covered the
 * middle of the header and the L1 banner under it. Every skin at 1280 × 800 (zh) and 1920 × 1080
 * (en), in one sign-in: an L1 alarm keeps the banner up; an L2 alarm is acknowledged per case.
 */

/** zh at 1280 and en at 1920 (the place does not depend on the language; the header's width does). */
const SIZES = {
  zh: { width: 1280, height: 800 },
  en: { width: 1920, height: 1080 },
};
const SKINS: Skin[] = ['dark', 'light', 'screen'];

/** The toast's box against the header's and the banner's: the ones it overlaps (px² > 0). */
function overlaps(page: Page) {
  return page.evaluate(() => {
    const toast = document.querySelector('[data-sonner-toast]')?.getBoundingClientRect();
    if (!toast) return ['no toast'];
    const others = {
      header: document.querySelector('header'),
      banner: document.querySelector('[data-testid="alarm-banner"]'),
    };
    return Object.entries(others)
      .map(([name, el]) => {
        const r = el?.getBoundingClientRect();
        if (!r) return `${name} missing`;
        const w = Math.min(r.right, toast.right) - Math.max(r.left, toast.left);
        const h = Math.min(r.bottom, toast.bottom) - Math.max(r.top, toast.top);
        return w > 0 && h > 0 ? `${name} (${Math.round(w)} × ${Math.round(h)} px)` : '';
      })
      .filter(Boolean);
  });
}

test('toasts after an acknowledgement leave the header and the L1 banner clear (every skin, zh at 1280, en at 1920)', async ({
  page,
  simulator,
}) => {
  test.setTimeout(180_000);
  const sim = api(simulator);
  await sim.asAdmin('POST', 'config/globalAlarm/save', { json: DEFAULT_GLOBAL_ALARM_SETTING });
  const tag = Date.now().toString(36);
  const fault = (level: 1 | 2, name: string) => ({
    site: 'WZ001',
    level,
    content: `提示位置测试 ${name} ${tag}`,
    contentEn: `Toast place test ${name} ${tag}`,
    type: 'pcs',
    deviceName: `TOAST-${name}-${tag}`,
  });
  await sim.hook('alarm', fault(1, 'banner'));
  await page.setViewportSize(SIZES.zh);
  await signIn(page, simulator, 'admin', { language: 'zh', to: '/index/mainSys' });
  await walkTo(page, '/index/alarmSys');
  const banner = page.getByTestId('alarm-banner');
  await expect(banner).toContainText(`TOAST-banner-${tag}`, { timeout: 30_000 });

  const seen: string[] = [];
  for (const language of ['zh', 'en'] as const) {
    if (language === 'en') await setLanguage(page, 'en');
    const words = language === 'zh' ? zhAlarm : enAlarm;
    const size = SIZES[language];
    for (const skin of SKINS) {
      const what = `${language} ${skin} ${size.width}`;
      await page.setViewportSize(size);
      if ((await page.locator('html').getAttribute('data-theme')) !== skin)
        await chooseSkin(page, skin, language);
      // Earlier toasts gone first, so the one measured is this case's.
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
      const name = `${language}-${skin}-${size.width}`;
      await sim.hook('alarm', fault(2, name));
      const row = page
        .getByTestId('current-alarms')
        .getByRole('row')
        .filter({ hasText: `${name} ${tag}` });
      await row.getByRole('button', { name: words.action.acknowledge, exact: true }).click();
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: words.acknowledged });
      await expect(toast).toBeVisible();
      // Measured once it has moved in (the library slides it from its edge); what it covered
      // last is named should it leave (after 4 s) still covering something.
      let covered: string[] = [];
      await expect
        .poll(
          async () => {
            const now = await overlaps(page);
            if (!now.includes('no toast')) covered = now;
            return now;
          },
          { timeout: 3_000 },
        )
        .toEqual([])
        .catch(() => {
          throw new Error(`${what}: the toast covers ${covered.join(', ') || 'nothing, but left'}`);
        });
      await expect(banner, `${what}: the L1 banner`).toBeVisible();
      const box = await toast.boundingBox();
      seen.push(`${what}: toast at ${Math.round(box?.x ?? 0)},${Math.round(box?.y ?? 0)}`);
      await toast.getByRole('button').first().click(); // its close button
    }
  }
  test.info().annotations.push({ type: 'toasts', description: seen.join('; ') });
  // Leave no L1 alarm up for the next file in this worker.
  await page
    .getByTestId('current-alarms')
    .getByRole('row')
    .filter({ hasText: `banner ${tag}` })
    .getByRole('button', { name: enAlarm.action.acknowledge, exact: true })
    .click();
  // Other files' L1 alarms in this worker's station may keep the banner up: this one leaves it.
  await expect(banner.filter({ hasText: `TOAST-banner-${tag}` })).toHaveCount(0, { timeout: 20_000 });
});
