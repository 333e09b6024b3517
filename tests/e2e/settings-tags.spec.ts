import ExcelJS from 'exceljs';
import type { TagTemplate } from '../../src/contract/api/data';
import { expect, test } from './fixtures';
import { api } from './helpers/api';
import { passwordGrant, signIn } from './helpers/session';
import { USERS } from './helpers/users';

/*
 * Settings → tags (issue 28): a bulk import from .xlsx shows its diff and applies only on
 * confirmation; the tags the file omits are kept unless the user unticks that; a tag saved
 * elsewhere since the preview is reported, not overwritten.
 * SHOTS_DIR=/tmp/x saves the diff dialog at 1280×800.
 */
test.use({ simulatorOptions: { seed: 41 } });

test('imports an edited tag export after its diff, and reports a tag changed since the preview (en)', async ({
  page,
  simulator,
}) => {
  const admin = api(simulator);
  await admin.asAdmin('POST', 'tagtemplate/save', {
    json: {
      tagNo: 'X_OLD',
      name: '旧点',
      nameEn: 'Old point',
      unit: '',
      sort: 95,
      dictKey: 'grid',
      dictName: '电网',
    },
  });
  // The grid tags as the console's export writes them, edited as a user would in Excel.
  const token = (await passwordGrant(simulator, USERS.admin)).access_token as string;
  const exported = await fetch(`${simulator.url}/api/tagtemplate/export?dictKey=grid`, {
    headers: {
      Authorization: `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`,
      'Blade-Auth': `bearer ${token}`,
      'Tenant-Id': '000000',
      'Accept-Language': 'en-US',
    },
  });
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(await exported.arrayBuffer());
  const ws = wb.worksheets[0];
  const rowOf = (tagNo: string) => ws.getColumn(1).values.findIndex((v) => v === tagNo);
  ws.spliceRows(rowOf('X_OLD'), 1);
  ws.getRow(rowOf('GRID_P')).getCell(3).value = 'Grid active power';
  ws.addRow(['X_E2E', '新点', 'New point', 'kW', 96, 'grid', '电网']);
  ws.addRow(['X_BAD', '', 'No name', 'kW', 97, 'grid', '电网']);
  const badRow = rowOf('X_BAD');

  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, simulator, 'admin', { language: 'en', to: '/index/settings/tags' });
  await expect(page.getByRole('heading', { name: 'Tags', level: 1 })).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('tag-import-file').setInputFiles({
    name: 'grid.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await wb.xlsx.writeBuffer()),
  });

  const dialog = page.getByRole('dialog', { name: 'Import tags from grid.xlsx' });
  // By default the tags the file omits are kept: the diff removes nothing.
  const keep = dialog.getByRole('checkbox', { name: 'Keep tags the file does not list', exact: true });
  await expect(keep).toBeChecked();
  await expect(
    dialog.getByText(/rows read: 1 to add, 1 to change, 0 to remove, \d+ unchanged, 1 refused/),
  ).toBeVisible();
  await expect(dialog.getByRole('region', { name: /^Removed/ })).toHaveCount(0);
  // Unticked, the file replaces the grid dictionary's tags: X_OLD is to go.
  await keep.uncheck();
  await expect(
    dialog.getByText(/rows read: 1 to add, 1 to change, 1 to remove, \d+ unchanged, 1 refused/),
  ).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Added (1)' })).toContainText('X_E2E');
  const changed = dialog.getByRole('region', { name: 'Changed (1)' });
  await expect(changed).toContainText('GRID_P');
  await expect(changed).toContainText('English name: Grid power → Grid active power');
  await expect(dialog.getByRole('region', { name: 'Removed (1)' })).toContainText('X_OLD');
  await expect(dialog.getByRole('region', { name: 'Refused rows (1)' })).toContainText(
    `Row ${badRow}X_BADName is required`,
  );
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/tag-import-en.png` });

  // Meanwhile GRID_P is saved from another session: the import stops and says so.
  const stored = (
    await admin.asAdmin<{ records: TagTemplate[] }>('GET', 'tagtemplate/page', {
      query: { keyword: 'GRID_P' },
    })
  ).records[0];
  await admin.asAdmin('POST', 'tagtemplate/update', { json: { ...stored, unit: 'MW' } });
  await dialog.getByRole('button', { name: 'Apply import' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Not imported: these tags changed since the preview');
  await expect(dialog.getByRole('alert')).toContainText(
    /GRID_P: saved by admin at \d{4}-\d{2}-\d{2} \d{2}:\d{2}/,
  );
  await expect(changed).toContainText('Unit: MW → kW');
  await expect(page.getByRole('row', { name: /X_E2E/ })).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Apply import' }).click();
  await expect(page.getByText('Tags imported: 1 added, 1 changed, 1 removed')).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByRole('searchbox', { name: 'Search by number or name' }).fill('X_');
  await expect(page.getByRole('row', { name: /X_E2E/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /X_OLD/ })).toHaveCount(0);
});
