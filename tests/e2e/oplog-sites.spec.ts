import { expect, test } from './fixtures';
import { api } from './helpers/api';
import { login, startIn } from './helpers/ui';

/*
 * Issue 17 (set2): the operation log follows the site switch. A write at WZ002 is listed under
 * WZ002 with its site, not under WZ001; station-wide entries (logins) show under both as
 * "all sites".
 */
test('zh: the operation log follows the site switch', async ({ page, simulator }) => {
  const capacity = String(2000 + (Date.now() % 997));
  await api(simulator).asAdmin('POST', 'station/moreInfo/set', {
    query: { site: 'WZ002' },
    json: { capacity },
  });
  await startIn(page, 'zh');
  await login(page, 'admin', { to: '/index/operationSys' });
  const table = page.getByTestId('oplog-table');
  const write = table.getByRole('row').filter({ hasText: `容量 ${capacity}` });
  const switcher = page.getByTestId('site-switch');
  await switcher.selectOption('WZ001');
  await expect(table.getByRole('row').filter({ hasText: '登录' }).first()).toContainText('全部站点');
  await expect(write).toHaveCount(0);
  await switcher.selectOption('WZ002');
  await expect(write).toHaveCount(1);
  await expect(write).toContainText('WZ002');
  await expect(write).toContainText('保存电站更多信息');
  await switcher.selectOption('WZ001');
  await expect(write).toHaveCount(0);
});
