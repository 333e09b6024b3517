import { expect, test } from './fixtures';
import { login, startIn } from './helpers/ui';

/*
 * The settings sections whose journeys no other spec walks: About (versions, disk, disk alarm
 * validation), the kiosk URL builder and the meter-change schedule, in zh.
 */

const L = {
  zh: {
    about: '关于',
    version: '服务版本',
    diskAlarm: '磁盘告警',
    threshold: '已用比例达到（%）时告警',
    hint: '50 到 99 之间的整数百分比',
    save: '保存',
    seconds: '每页停留秒数',
    pageHistory: '历史数据',
    add: '新增换表记录',
    fill: '请填写相关值！',
    param: '请输入正确的参数！',
    oldReading: '旧表最后读数（kWh）',
    newReading: '新表起始读数（kWh）',
    changeTime: '换表时间',
    remark: '备注',
    remove: '删除',
    confirm: '确定',
  },
  en: {
    about: 'About',
    version: 'Console service version',
    diskAlarm: 'Disk alarm',
    threshold: 'Alarm at used share (%)',
    hint: 'Whole percent from 50 to 99',
    save: 'Save',
    seconds: 'Seconds per page',
    pageHistory: 'History',
    add: 'Add meter change',
    fill: 'Please fill in relevant values!',
    param: 'Please enter the correct parameter!',
    oldReading: "Old meter's last reading (kWh)",
    newReading: "New meter's first reading (kWh)",
    changeTime: 'Change time',
    remark: 'Remark',
    remove: 'Delete',
    confirm: 'Confirm',
  },
} as const;

// One language per journey (CI budget, promise 2): the other language's words are checked by
// tests/unit/i18n/locale-parity.test.ts and by the journeys that run in it.
for (const lang of ['zh'] as ReadonlyArray<'zh' | 'en'>) {
  test(`${lang}: about, kiosk builder and meter changes`, async ({ page }) => {
    const l = L[lang];
    await startIn(page, lang);

    // About: versions and a disk figure from the station; the disk alarm refuses 120 %.
    await login(page, 'admin', { to: '/index/settings/about' });
    await expect(page.getByRole('heading', { name: l.about, exact: true })).toBeVisible();
    await expect(page.getByText(l.version, { exact: true })).toBeVisible();
    await expect(page.getByTestId('disk-usage')).toContainText('%');
    const threshold = page.getByLabel(l.threshold);
    await threshold.fill('120');
    await page.getByRole('form', { name: l.diskAlarm }).getByRole('button', { name: l.save }).click();
    await expect(page.getByRole('alert').filter({ hasText: l.hint })).toBeVisible();
    await expect(threshold).toHaveValue('120');

    // Kiosk builder: the URL follows the choices.
    await page.goto('/index/settings/kiosk');
    const url = page.getByTestId('kiosk-url');
    await expect(url).toContainText('kiosk=1');
    await expect(url).toContainText('mainSys,powerSys');
    await page.getByLabel(l.seconds).fill('45');
    await page.getByRole('checkbox', { name: l.pageHistory }).check();
    await expect(url).toContainText('mainSys,powerSys,historySys:45');

    // Meter change: empty and negative readings get the spec's messages and keep what was typed;
    // a valid change is listed with its offset (old − new, the first change of that meter).
    await page.goto('/index/settings/meter-change');
    const form = page.getByRole('form', { name: l.add });
    await form.getByRole('button', { name: l.add }).click();
    await expect(form.getByRole('alert').filter({ hasText: l.fill }).first()).toBeVisible();
    // One meter per language: offsets add up per meter, and both runs may share a simulator.
    await form.locator('select').selectOption(lang === 'zh' ? 'load' : 'pv');
    await form.getByLabel(l.changeTime).fill('2026-11-01 10:15');
    await form.getByLabel(l.oldReading).fill('-5');
    await form.getByLabel(l.newReading).fill('2');
    await form.getByLabel(l.remark).fill(`e2e-${lang}`);
    await form.getByRole('button', { name: l.add }).click();
    await expect(form.getByRole('alert').filter({ hasText: l.param }).first()).toBeVisible();
    await expect(form.getByLabel(l.oldReading)).toHaveValue('-5');
    await form.getByLabel(l.oldReading).fill('1250.5');
    await form.getByRole('button', { name: l.add }).click();
    const row = page.getByRole('row').filter({ hasText: `e2e-${lang}` });
    await expect(row).toBeVisible();
    await expect(row).toContainText('1248.5');
  });
}
