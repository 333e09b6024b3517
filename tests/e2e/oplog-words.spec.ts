import type { StationMoreInfo } from '../../src/contract/api/config';
import { expect, test } from './fixtures';
import { api } from './helpers/api';
import { login, startIn } from './helpers/ui';
import { walkTo } from './helpers/walk';

/*
 * Issue 30: the operation log reads in words. A sign-in made through the login form is listed as
 * '登录（admin）' / 'Signed in (admin)', and no row of the page shows a call's raw parameters
 * (`tenantId=000000&username=admin`): no '=' and no '&' in any row's text. An acknowledged alarm
 * reads as its device, text and level (not its id), and a number as its unit ('容量 … kWh').
 */
const WORDS = {
  zh: {
    menu: '操作日志',
    signedIn: '登录（admin）',
    alarm: (tag: string) => `确认告警（告警 W-${tag} 写入日志 ${tag}，三级）`,
    capacity: (kwh: string) => `容量 ${kwh} kWh`,
  },
  en: {
    menu: 'Operation logs',
    signedIn: 'Signed in (admin)',
    alarm: (tag: string) => `Acknowledge alarm (alarm W-${tag} Write log ${tag}, L3)`,
    capacity: (kwh: string) => `capacity ${kwh} kWh`,
  },
} as const;

for (const language of ['zh', 'en'] as const) {
  test(`${language}: the operation log words a sign-in and shows no raw parameters`, async ({
    page,
    simulator,
  }) => {
    // Two writes made before: an alarm acknowledged and cleared, the station's more-info saved
    // unchanged (the worker's station is shared: nothing is left changed).
    const sim = api(simulator);
    const tag = `${language}${Date.now().toString(36)}`;
    const raised = (await sim.hook('alarm', {
      site: 'WZ001',
      level: 3,
      content: `写入日志 ${tag}`,
      contentEn: `Write log ${tag}`,
      type: 'system',
      deviceName: `W-${tag}`,
    })) as { id?: string; data?: { id: string } };
    const id = raised.data?.id ?? raised.id ?? '';
    await sim.asAdmin('POST', 'devicealarm/acknowledge', { query: { id } });
    await sim.asAdmin('POST', 'devicealarm/clear', { query: { id } });
    const info = await sim.asAdmin<StationMoreInfo>('GET', 'station/moreInfo/get', {
      query: { site: 'WZ001' },
    });
    await sim.asAdmin('POST', 'station/moreInfo/set', {
      query: { site: 'WZ001' },
      json: { ...info, capacity: info.capacity || '2150' },
    });

    await startIn(page, language);
    await page.goto('/login');
    await login(page, 'admin', 'form');
    await walkTo(page, '/index/operationSys');
    await expect(page.getByRole('heading', { name: WORDS[language].menu, exact: true })).toBeVisible();
    const rows = page.getByTestId('oplog-table').locator('tbody tr');
    const signIn = rows.filter({ hasText: WORDS[language].signedIn }).first();
    await expect(signIn).toBeVisible();
    await expect(signIn).toContainText(language === 'zh' ? '成功' : 'Success');
    await expect(rows.filter({ hasText: WORDS[language].alarm(tag) }).first()).toBeVisible();
    await expect(
      rows.filter({ hasText: WORDS[language].capacity(info.capacity || '2150') }).first(),
    ).toBeVisible();
    const texts = await rows.allInnerTexts();
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.filter((text) => /[=&]/.test(text))).toEqual([]);
    // The shared station's more-info as it was (no capacity known).
    if (!info.capacity)
      await sim.asAdmin('POST', 'station/moreInfo/set', { query: { site: 'WZ001' }, json: info });
  });
}
