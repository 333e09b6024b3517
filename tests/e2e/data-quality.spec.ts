import { expect, test } from './fixtures';
import { api } from './helpers/api';
import { stationToday } from './helpers/report-table';
import { signIn } from './helpers/session';

const yesterdayOf = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
};

test('a day with a lost stretch stands out in the completeness heatmap and opens its gap (en)', async ({
  page,
  simulator,
}) => {
  const yesterday = yesterdayOf(stationToday());
  // The station lost two hours of the grid meter yesterday: 264 of 288 points (91.7 %).
  await api(simulator).hook('history-gap', {
    deviceId: 'grid',
    startTime: `${yesterday} 10:00:00`,
    minutes: 120,
  });
  await signIn(page, simulator, 'admin', { language: 'en', to: '/index/settings/data-quality' });
  await expect(page.getByRole('heading', { name: 'Data quality', level: 1 })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('searchbox', { name: 'Find device' }).fill('grid');
  await page.getByLabel('Device', { exact: true }).selectOption({ label: 'Grid' });

  const heatmap = page.getByRole('group', { name: 'Completeness per tag per day' });
  const cell = heatmap.getByRole('button', { name: `GRID_P ${yesterday}: 264 of 288 points (91.6%)` });
  await expect(cell).toHaveAttribute('data-grade', 'low');
  await cell.click();
  const gaps = page.getByRole('region', { name: `Grid power · GRID_P on ${yesterday}` });
  const row = gaps.getByRole('row', { name: /Gap \(no data\)/ });
  await expect(row).toContainText(`${yesterday} 10:00:00`);
  await expect(row).toContainText(`${yesterday} 12:00:00`);
  await expect(row).toContainText('24');

  // A lower threshold: the same day is complete enough; the rule is the station's.
  const rule = page.getByRole('form', { name: 'Check rule' });
  await rule.getByLabel('Completeness threshold (%)').fill('101');
  await rule.getByRole('button', { name: 'Save' }).click();
  await expect(rule.getByText('Enter a whole number from 50 to 100')).toBeVisible();
  await rule.getByLabel('Completeness threshold (%)').fill('90');
  await rule.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Check rule saved')).toBeVisible();
  await expect(cell).toHaveAttribute('data-grade', 'good');
});

test('数据质量 in Chinese: reached through the menu, a day with a gap opens it (zh parity)', async ({
  page,
  simulator,
}) => {
  const yesterday = yesterdayOf(stationToday());
  await api(simulator).hook('history-gap', {
    deviceId: 'load',
    startTime: `${yesterday} 14:00:00`,
    minutes: 120,
  });
  await signIn(page, simulator, 'admin', { language: 'zh', to: '/index/mainSys' });
  await page
    .getByRole('navigation', { name: '菜单', exact: true })
    .getByRole('link', { name: '系统设置', exact: true })
    .click();
  await page
    .getByRole('navigation', { name: '设置项', exact: true })
    .getByRole('link', { name: '数据质量', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: '数据质量', level: 1 })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('searchbox', { name: '查找设备' }).fill('负载');
  await page.getByLabel('设备', { exact: true }).selectOption({ label: '负载' });

  const heatmap = page.getByRole('group', { name: '各点位每日数据完整率' });
  await heatmap.getByRole('button', { name: `LOAD_P ${yesterday}：264 / 288 个数据点（91.6%）` }).click();
  const gaps = page.getByRole('region', { name: `负载功率 · LOAD_P，${yesterday}` });
  const row = gaps.getByRole('row', { name: /缺数（无数据）/ });
  await expect(row).toContainText(`${yesterday} 14:00:00`);
  await expect(row).toContainText(`${yesterday} 16:00:00`);
});
