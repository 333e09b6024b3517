import { expect, test } from './fixtures';
import { login, startIn } from './helpers/ui';

/*
 * Spec §9 "Large values: above 10000 shown in units of 10 thousand with W", read as 万 in Chinese
 * and as a scaled unit in English (src/lib/format/quantity.ts). Every energy figure of the
 * overview's cards and of energySys' current totals is either a base-unit figure up to 10000 or a
 * scaled one; none carries the old 'W' suffix. SHOTS_DIR=/tmp/shots also saves the pages at
 * 1280×800 for a person to look at.
 */
const shots = process.env.SHOTS_DIR;

/** The figure in kWh a card's text stands for, or a reason it reads wrong. */
function kwhOf(text: string, lang: 'zh' | 'en'): number | string {
  // A card shows the unit in its own element (no space in innerText): '15.2kWh' = '15.2 kWh'.
  const t = text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/([\d万])(kWh|MWh|GWh)$/, '$1 $2');
  if (/\dW\b/.test(t)) return `old W suffix: ${t}`;
  const zh = /^(-?[\d.]+)(万)? kWh$/.exec(t);
  const en = /^(-?[\d,.]+) (kWh|MWh|GWh)$/.exec(t);
  if (lang === 'zh' && zh) return Number(zh[1]) * (zh[2] ? 10_000 : 1);
  if (lang === 'en' && en)
    return Number(en[1].replace(/,/g, '')) * { kWh: 1, MWh: 1e3, GWh: 1e6 }[en[2] as 'kWh' | 'MWh' | 'GWh'];
  return `not a ${lang} energy figure: ${t}`;
}

for (const lang of ['zh', 'en'] as const)
  test(`energy figures read as 万 (zh) or a scaled unit (en), never 'W': ${lang}`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await startIn(page, lang);
    await login(page, 'admin', { to: '/index/mainSys' });
    for (const id of ['kpi-charge', 'kpi-discharge']) {
      const card = page.getByTestId(id);
      await expect(card).toContainText('kWh', { timeout: 30_000 });
      const text = (await card.innerText()).split('\n').slice(1).join(' ');
      const kwh = kwhOf(text, lang);
      expect(typeof kwh, String(kwh)).toBe('number');
    }
    await expect(page.getByTestId('kpi-revenue')).toContainText(lang === 'zh' ? '元' : 'CNY', {
      timeout: 30_000,
    });
    if (shots) await page.screenshot({ path: `${shots}/numbers-mainSys-${lang}.png` });
    await page.goto('/index/energySys');
    const cells = page.locator('[data-testid^="current-"] dd');
    await expect(cells.first()).toContainText('kWh', { timeout: 30_000 });
    const texts = await cells.allInnerTexts();
    expect(texts.length).toBeGreaterThan(3);
    for (const text of texts) {
      const kwh = kwhOf(text, lang);
      expect(typeof kwh, String(kwh)).toBe('number');
      // A base-unit figure is never above 10000; a scaled one is (the spec's rule).
      const scaled = !/ kWh$/.test(text.trim()) || text.includes('万');
      expect(scaled, text).toBe(Math.abs(kwh as number) > 10_000);
    }
    await expect(page.getByRole('main')).not.toContainText(/\dW kWh/);
    if (shots) await page.screenshot({ path: `${shots}/numbers-energySys-${lang}.png` });
  });
