import { expect, test } from './fixtures';
import { api } from './helpers/api';
import { diagnosticsCounter, login, openDiagnostics, setLanguage, startIn } from './helpers/ui';

/*
 * Issue 18: wrongly shaped real-time messages never reach a page (point 1), and the global alarm
 * setting is read-only for operators (point 6).
 */

const b64 = (v: unknown) => Buffer.from(typeof v === 'string' ? v : JSON.stringify(v)).toString('base64');
const PCS = 'iot/WZ001/pcs/realData';
const ENV = 'iot/WZ001/env/customerEnvTemplateData/1';

test('powerSys keeps rendering its live panels while wrongly shaped messages arrive (zh)', async ({
  page,
  simulator,
}) => {
  await startIn(page, 'zh');
  await login(page, 'admin', { to: '/index/powerSys?container=1' });
  const pcs = page.getByTestId('pcs-panel');
  const env = page.getByTestId('env-cards');
  await expect(pcs.getByTestId('pcs-unit').first()).toBeVisible({ timeout: 15_000 });
  await expect(env.locator('[data-kind]').first()).toBeVisible();
  // The unit's words are resolved once per language, not per message: still the right ones.
  const unit = pcs.locator('[data-testid="pcs-unit"][data-pcs="1"]');
  await expect(unit).toContainText('1号PCS');
  await expect(unit).toContainText('有功功率');
  await expect(unit.locator('dd [data-sign]').first()).toHaveText(/ · (放电|充电|静置)$/);

  // The messages of the incident report, each several times between the station's own ones.
  const hook = api(simulator).hook;
  for (let round = 0; round < 5; round++) {
    await hook('publish', { topic: PCS, payloadBase64: b64({ ts: 1 }) });
    await hook('publish', { topic: PCS, payloadBase64: b64({ ts: 1, units: 'x' }) });
    await hook('publish', { topic: PCS, payloadBase64: b64({ ts: 1, units: [null] }) });
    // Env topics are compressed: base64 text of gzip, as the station sends them.
    const { gzipSync } = await import('node:zlib');
    const cards = gzipSync(JSON.stringify({ ts: 1, containerNo: 1, cards: [{}] })).toString('base64');
    await hook('publish', { topic: ENV, payloadBase64: b64(cards) });
    await page.waitForTimeout(300);
  }

  await expect(page.getByText(/Cannot read properties/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: '重试' })).toHaveCount(0);
  await expect(pcs.getByTestId('pcs-unit').first()).toBeVisible();
  await expect(env.locator('[data-kind]').first()).toBeVisible();

  // The diagnostics page (opened from the header: same worker, same counters) counts them.
  await openDiagnostics(page);
  const shapeErrors = diagnosticsCounter(page, 'shapeErrors');
  await expect(shapeErrors.label).toHaveText('格式不符的消息（已丢弃）');
  await expect.poll(shapeErrors.value).toBeGreaterThanOrEqual(20);
});

for (const language of ['zh', 'en'] as const) {
  test(`an operator sees the global alarm setting read-only, with the reason (${language})`, async ({
    page,
  }) => {
    await startIn(page, language);
    await login(page, 'operator', { to: '/index/settings/global-alarm' });
    const reason = language === 'zh' ? '仅管理员可以执行此操作。' : 'Only administrators may do this.';
    const form = page.locator('form');
    await expect(form).toHaveAttribute('title', reason);
    await expect(page.getByText(reason)).toBeVisible();
    await expect(form.getByRole('checkbox')).toBeDisabled();
    await expect(form.getByRole('combobox')).toBeDisabled();
    await expect(form.getByRole('textbox')).toBeDisabled();
    const save = form.getByRole('button', { name: language === 'zh' ? '保存' : 'Save' });
    await expect(save).toBeDisabled();
    await expect(save).toHaveAttribute('title', reason);
  });
}

test('an administrator may still change the global alarm setting', async ({ page }) => {
  await startIn(page, 'en');
  await login(page, 'admin');
  await setLanguage(page, 'en');
  await page.goto('/index/settings/global-alarm');
  const form = page.locator('form');
  await expect(form.getByRole('checkbox')).toBeEnabled();
  await expect(form).not.toHaveAttribute('title', /.+/);
  await expect(form.getByRole('button', { name: 'Save' })).toBeEnabled();
});
