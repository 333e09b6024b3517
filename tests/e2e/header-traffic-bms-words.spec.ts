import zhRealtime from '../../locales/zh/realtime.json' with { type: 'json' };
import enRealtime from '../../locales/en/realtime.json' with { type: 'json' };
import zhStrategy from '../../locales/zh/strategy.json' with { type: 'json' };
import enStrategy from '../../locales/en/strategy.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { signIn } from './helpers/session';
import { walkTo } from './helpers/walk';

/*
 * Two issue 30 points no test named: at 1280 the header's traffic indicator says what it is (it
 * showed only '⇅ In -- · Out --'), and the battery system's two command variants are named by what
 * they do, not 'Vendor A (state)' / 'Vendor B (command index)' (厂家A（状态）/ 厂家B（指令序号）).
 */
const WORDS = {
  zh: { realtime: zhRealtime, strategy: zhStrategy, placeholder: /厂家|[AB]（/ },
  en: { realtime: enRealtime, strategy: enStrategy, placeholder: /Vendor|\b[AB] \(/ },
} as const;

for (const language of ['zh', 'en'] as const) {
  test(`${language}, 1280 × 800: the traffic indicator is named; the battery commands say what they do`, async ({
    page,
    simulator,
  }) => {
    const w = WORDS[language];
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, simulator, 'admin', { language, to: '/index/mainSys' });

    // Seen, not only heard: the visible text names the indicator, whole.
    const traffic = page.getByTestId('traffic-indicator');
    await expect(traffic).toBeVisible({ timeout: 30_000 });
    // Text a reader sees: screen-reader-only words (1 px boxes, clipped) left out.
    const seen = await traffic.evaluate((el) =>
      [...el.querySelectorAll<HTMLElement>('span')]
        .filter((s) => s.getBoundingClientRect().width > 2 && getComputedStyle(s).clipPath === 'none')
        .filter((s) => getComputedStyle(s).clip === 'auto')
        .map((s) => s.textContent ?? '')
        .join(' '),
    );
    expect(seen).toContain(w.realtime.traffic.short);
    expect(await traffic.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);

    // Energy management, through the menu: the battery system's two command variants.
    await walkTo(page, '/index/strategySys');
    const bms = page.getByRole('region', { name: w.strategy.bms.title, exact: true });
    await expect(bms.getByText(w.strategy.bms.variantState, { exact: true })).toBeVisible({
      timeout: 30_000,
    });
    await expect(bms.getByText(w.strategy.bms.variantIndex, { exact: true })).toBeVisible();
    expect(await bms.innerText()).not.toMatch(w.placeholder);
  });
}
