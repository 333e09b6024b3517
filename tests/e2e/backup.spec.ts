import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import en from '../../locales/en/backup.json' with { type: 'json' };
import { api } from './helpers/api';
import { fill, openSettingsSection } from './helpers/locale';
import { signIn } from './helpers/session';

/*
 * Issue 26 A in the browser: an administrator starts a backup, follows its progress and sees the
 * verified entry, then a damaged copy listed as not verified with its reason, and opens the
 * clear-data confirmation and leaves it (en); clear data asks for the station name typed and offers
 * a backup first (zh);
 * an operator sees the section read only (zh). Backups, their verification, cancel, the clearing
 * rule and clear data themselves are checked in tests/integration/sim-backup.test.ts.
 * Its own simulator on a database file (seed 26): clearing data must not empty the station other
 * files read, and a file database is copied in steps whose progress shows (an in-memory one is
 * copied at once).
 */
const dbDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-backup-'));
test.use({ simulatorOptions: { seed: 26, db: path.join(dbDir, 'station.db') } });

test('an administrator starts a backup, follows its progress and sees it verified (en)', async ({
  page,
  simulator,
}) => {
  const sim = api(simulator);
  // About a second or more of copying (~2000 pages in steps of 100), so the progress shows.
  await sim.hook('backup-pace', { pagesPerStep: 100, stepDelayMs: 50 });
  try {
    await signIn(page, simulator, 'admin', { language: 'en' });
    await openSettingsSection(page, 'en', en.title);
    // The section's chunk loads on first visit (slow on a loaded runner).
    await expect(page.getByRole('heading', { name: en.title })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('last-verified')).toHaveText('No verified backup yet');
    await page.getByRole('button', { name: 'Start backup' }).click();
    await expect(page.getByTestId('backup-progress')).toContainText(/Copying: \d+ \/ \d+ pages/);
    await expect(page.getByRole('button', { name: 'Start backup' })).toBeDisabled();
    await expect(page.getByTestId('last-verified')).toHaveText('Last verified backup: 0 minutes ago', {
      timeout: 60_000,
    });
    await expect(page.getByRole('cell', { name: /^Verified \d+ tables, [\d,]+ rows$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download' })).toBeEnabled();
    // A copy that lost a row (test hook, before verification) is listed with the reason.
    await sim.hook('backup-damage', { mode: 'rows' });
    await page.getByRole('button', { name: 'Start backup' }).click();
    await expect(page.getByText(/^Not verified: users: \d+ ≠ \d+$/)).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByTestId('last-verified')).toHaveText('Last verified backup: 0 minutes ago');

    // The clear-data confirmation in English (the zh journey below clears): it names the station,
    // warns, and stays disabled until the name is typed whole; Cancel clears nothing.
    await page.getByRole('button', { name: en.clearData.open }).click();
    const station = 'Wenzhou Energy Storage Station';
    const dialog = page.getByRole('dialog', { name: fill(en.clearData.dialogTitle, { station }) });
    await expect(dialog).toContainText(en.clearData.warning);
    const confirm = dialog.getByRole('button', { name: en.clearData.confirm, exact: true });
    await dialog.getByLabel(fill(en.clearData.typeName, { station })).fill('Wenzhou');
    await expect(confirm).toBeDisabled();
    await dialog.getByRole('button', { name: en.clearData.cancel }).click();
    await expect(dialog).toBeHidden();
  } finally {
    await sim.hook('backup-damage', { mode: null });
    await sim.hook('backup-pace', { pagesPerStep: null });
  }
});

test('clear data asks for the station name typed and offers a backup first (zh)', async ({
  page,
  simulator,
}) => {
  await signIn(page, simulator, 'admin', { language: 'zh', to: '/index/settings/backup' });
  await page.getByRole('button', { name: '清除数据…' }).click({ timeout: 30_000 });
  const dialog = page.getByRole('dialog', { name: '清除 温州储能电站 的数据' });
  await expect(dialog).toContainText('将删除本站点记录的全部日期数据，且无法恢复。请先备份。');
  const confirm = dialog.getByRole('button', { name: '清除数据', exact: true });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('button', { name: '先备份' }).click();
  await expect(page.getByText('备份已开始')).toBeVisible();
  const name = dialog.getByLabel('请输入电站名称以确认：温州储能电站');
  await name.fill('温州');
  await expect(confirm).toBeDisabled();
  await name.fill('温州储能电站');
  await confirm.click();
  await expect(page.getByText(/^数据已清除：\d+ 行$/)).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('an operator sees the backup section read only (zh)', async ({ page, simulator }) => {
  await signIn(page, simulator, 'operator', { language: 'zh', to: '/index/settings/backup' });
  await expect(page.getByRole('button', { name: '开始备份' })).toBeDisabled({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: '清除数据…' })).toBeDisabled();
  await expect(page.getByRole('button', { name: '立即清理' })).toBeDisabled();
  await expect(page.getByText('仅管理员可以执行此操作。').first()).toBeVisible();
});
