import { expect, test } from './fixtures';
import { api } from './helpers/api';
import { login, startIn } from './helpers/ui';

const NAMES = { zh: '温州储能电站', en: 'Wenzhou Energy Storage Station' } as const;

// Issue 17: the English header cut the station name at 1280 px.
for (const lang of ['zh', 'en'] as const)
  test(`the header shows the whole station name at 1280 × 800 and 1920 × 1080 (${lang})`, async ({
    page,
    simulator,
  }) => {
    // Both alarm badges shown (new and acknowledged): the widest header a station has.
    const sim = api(simulator);
    const raised = (await sim.hook('alarm', {
      site: 'WZ001',
      level: 1,
      content: '表头宽度测试',
      contentEn: 'Header width test',
      type: 'system',
      deviceName: 'HEADER-1',
    })) as { id?: string; data?: { id: string } };
    const second = (await sim.hook('alarm', {
      site: 'WZ001',
      level: 2,
      content: '表头宽度测试',
      contentEn: 'Header width test',
      type: 'system',
      deviceName: 'HEADER-2',
    })) as { id?: string; data?: { id: string } };
    const ids = [raised, second].map((r) => String(r.data?.id ?? r.id));
    await sim.asAdmin('POST', 'devicealarm/acknowledge', {
      query: { site: 'WZ001', id: ids[0] },
    });
    await startIn(page, lang);
    await page.setViewportSize({ width: 1280, height: 800 });
    await login(page, 'admin', { to: '/index/alarmSys' });
    const header = page.locator('header').first();
    const name = header.getByTestId('station-name');
    for (const size of [
      { width: 1280, height: 800 },
      { width: 1920, height: 1080 },
    ]) {
      await page.setViewportSize(size);
      await expect(name).toHaveText(NAMES[lang]);
      // Steady state: connected (a transient "Connecting · no data yet" is wider).
      await expect(header.getByText(lang === 'en' ? 'Connected' : '已连接', { exact: true })).toBeVisible();
      const box = name.locator('..');
      await expect(box).toHaveAttribute('data-truncated', 'false');
      await expect(box).not.toHaveAttribute('title');
      const fits = await box.evaluate((e) => e.scrollWidth <= e.clientWidth);
      expect(fits, `${lang} ${size.width}: the name fits its box`).toBe(true);
      await expect(header.getByTestId('alarm-badge-new')).toBeVisible();
      await expect(header.getByTestId('alarm-badge-acknowledged')).toBeVisible();
      // One row: the controls did not wrap under the name (a second row adds about 40 px; the
      // wall-screen work made the row 65 px).
      expect((await header.boundingBox())!.height).toBeLessThan(80);
      // The lock button keeps its full name for assistive technology at every width.
      await expect(
        header.getByRole('button', { name: lang === 'en' ? 'Lock screen' : '锁屏' }),
      ).toBeVisible();
    }
    for (const id of ids) await sim.asAdmin('POST', 'devicealarm/clear', { query: { site: 'WZ001', id } });
  });
