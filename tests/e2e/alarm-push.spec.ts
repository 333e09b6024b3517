import type { AlarmRecord } from '../../src/contract/alarm';
import { expect, test } from './fixtures';
import { api } from './helpers/api';
import { signIn } from './helpers/session';

/*
 * Settings → alarm push (issue 25): an administrator builds a push level, a group and its relation,
 * asks who would be told of an alarm, and sees the notification log after an alarm rises (en); an
 * operator sees the section read-only with the reason (zh). The resolution rules themselves are
 * checked in tests/integration/alarm-push.test.ts and tests/unit/alarm-push/.
 */

const raise = async (sim: { url: string }, contentEn: string) =>
  (
    (await api(sim).hook('alarm', {
      site: 'WZ001',
      level: 2,
      type: 'pcs',
      content: `逆变器过温 ${contentEn}`,
      contentEn,
      deviceName: 'PCS-1',
    })) as { data: AlarmRecord }
  ).data;

test('an administrator builds a group with a level and a relation, asks who would be told, and sees the log after an alarm (en)', async ({
  page,
  simulator,
}) => {
  test.setTimeout(120_000);
  const roles = await api(simulator).asAdmin<Array<{ id: string; roleName: string }>>(
    'GET',
    'user/role/list',
  );
  await api(simulator).asAdmin('POST', 'user/add', {
    json: {
      account: 'nightop',
      realName: 'Night Op',
      roleId: roles.find((r) => r.roleName === 'operator')!.id,
      phone: '13800000021',
    },
  });
  const first = await raise(simulator, 'PCS over-temperature A');
  await signIn(page, simulator, 'admin', { language: 'en', to: '/index/settings/alarm-push' });
  // The settings page loads every section's chunk for its list first (slow on a busy machine).
  await expect(page.getByRole('heading', { name: 'Alarm push', level: 1 })).toBeVisible({ timeout: 30_000 });

  // A push level: L2 alarms by SMS.
  await page.getByRole('button', { name: 'Add level' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name', { exact: true }).fill('Night SMS');
  await dialog.getByRole('checkbox', { name: 'L1' }).uncheck();
  await dialog.getByRole('checkbox', { name: 'Console message' }).uncheck();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Choose at least one alarm level.')).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'L2' }).check();
  await dialog.getByRole('checkbox', { name: 'SMS' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const levels = page.getByRole('region', { name: 'Push levels' });
  await expect(levels.getByRole('row', { name: /Night SMS\s+L2\s+SMS/ })).toBeVisible();

  // A group with one member, moved from the unselected to the selected list.
  await page.getByRole('button', { name: 'Add group' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name', { exact: true }).fill('Night shift');
  await dialog.getByRole('button', { name: 'Add Night Op (nightop)' }).click();
  await expect(dialog.getByRole('list', { name: 'In the group', exact: true })).toContainText(
    'Night Op (nightop)',
  );
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  // Its relation on this site: the new level, PCS alarms only.
  const relations = page.getByRole('region', { name: 'Group relations on this site' });
  await relations.getByRole('button', { name: 'Edit Night shift' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByRole('checkbox', { name: 'Night SMS' }).check();
  await dialog.getByRole('checkbox', { name: 'PCS' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(relations.getByRole('row', { name: /Night shift\s+Night SMS\s+PCS/ })).toBeVisible();

  // Who would be told of the alarm raised before: resolved with today's rules.
  const who = page.getByRole('region', { name: 'Who would be told' });
  await who.getByLabel('Alarm').selectOption(first.id);
  await expect(
    who.getByRole('row', { name: /Night Op \(nightop\)\s+SMS\s+13800000021\s+Night shift \/ Night SMS/ }),
  ).toBeVisible();
  await expect(who.getByTestId('who-message-en')).toHaveText(
    `[WZ001] L2 alarm on PCS-1: PCS over-temperature A (${first.occurredTime}, no. ${first.number})`,
  );
  await expect(who.getByTestId('who-message-zh')).toContainText('【WZ001】二级告警 PCS-1：逆变器过温');

  // An alarm rises now: the station's log lists the SMS to the new member.
  const second = await raise(simulator, 'PCS over-temperature B');
  const log = page.getByRole('region', { name: 'Notification log' });
  await expect(
    log.getByRole('row', {
      name: new RegExp(`${second.number}.*Night Op \\(nightop\\)\\s+SMS\\s+13800000021`),
    }),
  ).toBeVisible({
    timeout: 15_000,
  });
  await expect(log.getByText(`no. ${second.number})`).first()).toBeVisible();
});

test('an operator sees alarm push read-only with the reason (zh)', async ({ page, simulator }) => {
  await signIn(page, simulator, 'operator', { language: 'zh', to: '/index/settings/alarm-push' });
  await expect(page.getByRole('heading', { name: '告警推送', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('note').filter({ hasText: '只有管理员可以修改告警推送设置' })).toBeVisible();
  await expect(page.getByRole('button', { name: '新增分组' })).toBeDisabled();
  await expect(page.getByRole('button', { name: '新增级别' })).toBeDisabled();
  const relations = page.getByRole('region', { name: '本站点的分组推送关系' });
  await expect(relations.getByRole('row', { name: /运维值班组/ })).toBeVisible();
  await expect(relations.getByRole('button', { name: '编辑 运维值班组' })).toBeDisabled();
});
