import { appendFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { signIn } from './helpers/session';
import { type Skin, withSkin } from './helpers/skin';
import { navigationTargets, walkTo } from './helpers/walk';

/*
 * Screenshots of every menu page and settings section for a person to look at, with a line of
 * measurements per shot (sideways scroll, cut text, Chinese in en, key-like words) in
 * $SHOTS_DIR/findings.jsonl — not an assertion of looks:
 * SHOTS_DIR=/tmp/shots [SHOTS=zh-dark-1280x800,...] [SHOTS_PAGES=pvSys,settings/kiosk] [SHOTS_EVERY=1]
 * npx playwright test tests/e2e/all-pages-screens.spec.ts
 * Live pages are also shot in the light and screen skins; every page with SHOTS_EVERY=1.
 */
const dir = process.env.SHOTS_DIR;
const only = process.env.SHOTS?.split(',');
const pages = process.env.SHOTS_PAGES?.split(',');
const every = process.env.SHOTS_EVERY === '1';
test.skip(!dir, 'set SHOTS_DIR to take the screenshots');

const LIVE = ['mainSys', 'powerSys', 'pvSys', 'electricSys', 'fdjSys', 'chargingPileSys', 'energySys'];

/** What a person would flag on the page: measured in the page, at scroll 0. */
function measure(language: string) {
  const main = document.querySelector('main');
  const doc = document.documentElement;
  const cut: string[] = [];
  for (const el of document.querySelectorAll<HTMLElement>('main *, header *')) {
    if (!el.childNodes.length || el.closest('svg, canvas')) continue;
    const text = [...el.childNodes]
      .filter((n) => n.nodeType === Node.TEXT_NODE)
      .map((n) => n.textContent ?? '')
      .join('')
      .trim();
    if (!text) continue;
    const style = getComputedStyle(el);
    if (style.overflowX === 'visible' && style.textOverflow !== 'ellipsis') continue;
    const over = el.scrollWidth - el.clientWidth;
    if (over > 1 && el.offsetParent) cut.push(`${text.slice(0, 40)} (+${over})`);
  }
  const text = main?.innerText ?? '';
  const cjkInEn = language === 'en' ? (text.match(/[^\n]*[\u4e00-\u9fff][^\n]*/g) ?? []) : [];
  const keys = text.match(/\b[a-z]+(\.[a-zA-Z0-9]+){2,}\b/g) ?? [];
  const wide = [...document.querySelectorAll<HTMLElement>('main table')]
    .map((t) => t.parentElement as HTMLElement)
    .filter((p) => p.scrollWidth > p.clientWidth + 1)
    .map((p) => `${p.scrollWidth}/${p.clientWidth}`);
  return {
    docScrollX: doc.scrollWidth - doc.clientWidth,
    mainScrollX: main ? main.scrollWidth - main.clientWidth : null,
    mainScrollTop: main?.scrollTop ?? null,
    cut: cut.slice(0, 15),
    cjkInEn: cjkInEn.slice(0, 8),
    keys: keys.slice(0, 8),
    wideTables: wide,
  };
}

const COMBOS = ['1280x800', '1920x1080'].flatMap((size) =>
  ['zh', 'en'].flatMap((lang) => ['dark', 'light', 'screen'].map((skin) => `${lang}-${skin}-${size}`)),
);

for (const id of COMBOS) {
  if (only && !only.includes(id)) continue;
  const [lang, skin, size] = id.split('-') as ['zh' | 'en', Skin, string];
  const [w, h] = size.split('x').map(Number);
  test(`all pages ${id}`, async ({ page, simulator }) => {
    test.setTimeout(600_000);
    await page.setViewportSize({ width: w, height: h });
    await withSkin(page, skin);
    await signIn(page, simulator, 'admin', { language: lang, to: '/index/mainSys' });
    const targets = (await navigationTargets(page)).filter(
      (t) =>
        (skin === 'dark' || every || LIVE.some((l) => t.endsWith(`/${l}`))) &&
        (!pages || pages.some((p) => t.endsWith(`/${p}`))),
    );
    for (const target of targets) {
      await walkTo(page, target);
      await expect(page.locator('main').getByRole('heading').first()).toBeVisible();
      await page.waitForTimeout(1800);
      const name = target.replace('/index/', '').replace('/', '-');
      await page.screenshot({ path: `${dir}/${name}-${id}.png` });
      const found = await page.evaluate(measure, lang);
      appendFileSync(`${dir}/findings.jsonl`, `${JSON.stringify({ shot: `${name}-${id}`, ...found })}\n`);
    }
  });
}
