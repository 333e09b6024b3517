import { expect, test } from './fixtures';
import { signIn } from './helpers/session';
import { withSkin } from './helpers/skin';
import { walkTo } from './helpers/walk';

/* Issue 30: the light skin at 1280 × 800 (zh): what was invisible or wrongly shown in it. */

test('zh, light skin at 1280: the export device list shows no device chosen before one is clicked, and the first one can be', async ({
  page,
  simulator,
}) => {
  // The list showed 储能系统 as chosen beside '请先选择设备' (React chose the first option for the
  // empty value), and clicking it changed nothing: it was already selected.
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, simulator, 'admin', { language: 'zh', to: '/index/mainSys' });
  await walkTo(page, '/index/dataExportSys');
  const tags = page.getByTestId('export-tags');
  await expect(tags).toHaveText('请先选择设备');
  const list = page.locator('#export-device');
  const first = list.locator('option:not([hidden])').first();
  await expect(first).toHaveText('储能系统');
  expect(await list.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.hidden ?? true)).toBe(true);
  await first.click();
  await expect(tags).not.toHaveText('请先选择设备');
  await expect(tags.getByRole('checkbox').first()).toBeVisible();
});

test('zh, light skin at 1280: every swatch of the data-quality legend can be seen', async ({
  page,
  simulator,
}) => {
  // '无应有数据' had a pale grey square on white (1.1 : 1, no edge), where the cells have a line.
  await page.setViewportSize({ width: 1280, height: 800 });
  await withSkin(page, 'light');
  await signIn(page, simulator, 'admin', { language: 'zh', to: '/index/mainSys' });
  await walkTo(page, '/index/settings/data-quality');
  const legend = page.locator('figcaption').filter({ hasText: '无应有数据' });
  await expect(legend).toBeVisible({ timeout: 15_000 });
  const faint = await legend.evaluate((caption) => {
    const rgb = (v: string) => (v.match(/[\d.]+/g) ?? []).map(Number);
    const lum = ([r, g, b]: number[]) => {
      const lin = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const back = lum(rgb(getComputedStyle(caption.closest('figure') as Element).backgroundColor));
    return [...caption.querySelectorAll<HTMLElement>('[aria-hidden]')].flatMap((swatch) => {
      const style = getComputedStyle(swatch);
      const fill = lum(rgb(style.backgroundColor));
      const ratio = (Math.max(fill, back) + 0.05) / (Math.min(fill, back) + 0.05);
      const edge = parseFloat(style.borderTopWidth) > 0;
      return ratio < 1.5 && !edge ? [`${swatch.parentElement?.textContent} (${ratio.toFixed(2)})`] : [];
    });
  });
  expect(faint).toEqual([]);
});
