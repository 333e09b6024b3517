import { expect, test } from './fixtures';
import { login, startIn } from './helpers/ui';

test.describe('date-time input', () => {
  test('24-hour date and time in the console language, typed or picked (zh)', async ({ page }) => {
    await startIn(page, 'zh');
    await login(page, 'admin', { to: '/index/operationSys' });
    const from = page.getByLabel('开始时间', { exact: true });
    await expect(from).toHaveAttribute('placeholder', '年-月-日 时:分');
    await page.getByRole('button', { name: '选择日期和时间' }).first().click();
    const calendar = page.getByRole('dialog', { name: '选择日期和时间' });
    await expect(calendar.getByRole('columnheader')).toHaveText(['一', '二', '三', '四', '五', '六', '日']);
    await calendar.getByRole('button', { name: '15', exact: true }).click();
    await calendar.getByLabel('时').selectOption('17');
    await calendar.getByRole('button', { name: '确定' }).click();
    await expect(from).toHaveValue(/^\d{4}-\d{2}-15 17:00$/);

    const to = page.getByLabel('结束时间', { exact: true });
    await to.fill('2099/1/2 23:05');
    await to.blur();
    await expect(to).toHaveValue('2099-01-02 23:05');
    await page.getByRole('button', { name: '查询' }).click();
    await expect(page.getByText('时间选择错误！')).toHaveCount(0);
  });

  test('date-only fields (tariff special days): a picked day has no time, typed text is tidied (en)', async ({
    page,
  }) => {
    await startIn(page, 'en');
    await login(page, 'admin', { to: '/index/settings/time-templates' });
    const form = page.getByRole('form', { name: 'Add special day' });
    const start = form.getByLabel('Start date');
    await expect(start).toHaveAttribute('placeholder', 'yyyy-mm-dd');
    await form.getByRole('button', { name: 'Choose date' }).first().click();
    const calendar = page.getByRole('dialog', { name: 'Choose date' });
    await expect(calendar.getByRole('combobox')).toHaveCount(0);
    await calendar.getByRole('button', { name: '15', exact: true }).click();
    await expect(calendar).toBeHidden();
    await expect(start).toHaveValue(/^\d{4}-\d{2}-15$/);
    const end = form.getByLabel('End date');
    await end.fill('2099/1/2');
    await end.blur();
    await expect(end).toHaveValue('2099-01-02');
  });
});
