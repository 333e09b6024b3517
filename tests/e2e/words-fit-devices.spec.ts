import enEnvcards from '../../locales/en/envcards.json' with { type: 'json' };
import zhEnvcards from '../../locales/zh/envcards.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { openSettingsSection } from './helpers/locale';
import { login, startIn } from './helpers/ui';
import { walkTo } from './helpers/walk';
import { chooseSkin, DEVICES, menu, overflows } from './helpers/words-fit';

/*
 * Issue 30: words that fit their box at 1280 × 800 and agree with what they stand beside: device
 * pages — cluster tiles, the air conditioner, env templates, containers, device types (the rest:
 * words-fit-*.spec.ts).
 */

test.use({ viewport: { width: 1280, height: 800 } });

for (const language of ['zh', 'en'] as const) {
  test(`${language}: the air conditioner's running state is one row, its value with both buttons`, async ({
    page,
  }) => {
    const words = {
      zh: {
        storage: '储能',
        container: '储能舱',
        one: '1号舱',
        state: '运行状态',
        stop: '停机',
        on: '开机',
        off: '关机',
      },
      en: {
        storage: 'Storage',
        container: 'Container',
        one: 'Container 1',
        state: 'Running state',
        stop: 'Stop',
        on: 'Start',
        off: 'Stop',
      },
    }[language];
    await startIn(page, language);
    await login(page, 'admin');
    await menu(page, language).getByRole('link', { name: words.storage, exact: true }).click();
    await page
      .getByRole('combobox', { name: words.container, exact: true })
      .selectOption({ label: words.one });
    const card = page.getByTestId('env-cards').locator('[data-kind="airConditioner"]').first();
    await expect(card.locator('dt', { hasText: words.state })).toHaveCount(1, { timeout: 15_000 });
    // No row named after a command ('停机' / 'Stop') beside the running state's value.
    await expect(card.locator('dt').filter({ hasText: new RegExp(`^${words.stop}$`) })).toHaveCount(0);
    const row = card.locator('dt', { hasText: words.state }).locator('xpath=following-sibling::*[2]');
    await expect(row.getByRole('button', { name: words.on, exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: words.off, exact: true })).toBeVisible();
  });
}

for (const language of ['zh', 'en'] as const) {
  test(`${language}, screen skin at 1280: every figure of a cluster tile is whole`, async ({ page }) => {
    await startIn(page, language);
    await login(page, 'admin');
    await chooseSkin(page, language, 'screen');
    await walkTo(page, '/index/powerSys');
    const tile = page.locator('[data-testid="cluster-tile"][data-live="true"]').first();
    await expect(tile.getByTestId('tile-spread')).toBeVisible({ timeout: 15_000 });
    // The tile itself (the spread row is not cut off below) and each of its lines.
    expect(await overflows(tile)).toEqual([0]);
    // The status badge too ('Discharging forbidden' lost its last letters in en at 1280).
    const lines = tile.locator('span');
    const over = await overflows(lines);
    expect(over.length).toBeGreaterThan(5);
    expect(over.filter((o) => o > 0)).toEqual([]);
  });
}

for (const language of ['zh', 'en'] as const) {
  test(`${language} at 1280: an env template's device count reads apart from the row's buttons`, async ({
    page,
  }) => {
    // The Devices column read '1 Devices Clone': the count ran into the buttons beside it.
    const cards = language === 'zh' ? zhEnvcards : enEnvcards;
    const count = { zh: /^\d+ 台设备$/, en: /^\d+ devices?$/ }[language];
    await startIn(page, language);
    await login(page, 'admin');
    await openSettingsSection(page, language, cards.title);
    const table = page
      .locator('main table')
      .filter({ has: page.locator('tbody tr') })
      .first();
    await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 15_000 });
    const headers = await table.locator('thead th').allTextContents();
    const column = headers.indexOf(cards.columns.devices) + 1;
    expect(column, 'the devices column').toBeGreaterThan(0);
    const cells = table.locator(`tbody tr td:nth-child(${column})`);
    for (const cell of await cells.all()) {
      await expect(cell).toHaveText(count);
      await expect(cell.getByRole('button')).toHaveCount(0);
    }
    // The buttons stand with the row's actions.
    const first = table.locator('tbody tr').first();
    await expect(first.locator('button', { hasText: cards.actions.devices })).toBeVisible();
    await expect(first.locator('button', { hasText: cards.actions.clone })).toBeVisible();
  });
}

for (const language of ['zh', 'en'] as const) {
  test(`${language} at 1280: the seeded containers have real names in the containers and devices lists`, async ({
    page,
  }) => {
    // The seed named them '#1', '#2': read like placeholders.
    const devices = DEVICES[language];
    const one = { zh: '1号储能舱', en: 'Container 1' }[language];
    await startIn(page, language);
    await login(page, 'admin');
    await openSettingsSection(page, language, devices.containers.title);
    await expect(page.getByRole('cell', { name: one, exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('main td', { hasText: /^#\d+$/ })).toHaveCount(0);
    await openSettingsSection(page, language, devices.title);
    await expect(page.getByRole('cell', { name: one, exact: true }).first()).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('main td', { hasText: /^#\d+$/ })).toHaveCount(0);
    const filter = page.getByRole('combobox', { name: devices.columns.container, exact: true });
    await expect(filter.locator('option', { hasText: one })).toHaveCount(1);
  });
}

for (const language of ['zh', 'en'] as const) {
  test(`${language} at 1280: a device's type stands on two lines at most; its name is whole`, async ({
    page,
  }) => {
    // 'Liquid cooling unit' stood a word a line.
    const devices = DEVICES[language];
    await startIn(page, language);
    await login(page, 'admin');
    await openSettingsSection(page, language, devices.title);
    const table = page
      .locator('main table')
      .filter({ has: page.locator('tbody tr') })
      .first();
    await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 15_000 });
    // Every type on one page: liquid cooling units are among the last rows.
    const type = page.getByRole('combobox', { name: devices.columns.type, exact: true });
    const headers = await table.locator('thead th').allTextContents();
    const column = (name: string) => headers.indexOf(name) + 1;
    expect(column(devices.columns.type)).toBeGreaterThan(0);
    for (const kind of ['liquidCooling', 'flooding', 'generator', 'pv', 'airConditioner'] as const) {
      if ((await type.locator('option', { hasText: devices.types[kind] }).count()) === 0) continue;
      await type.selectOption({ label: devices.types[kind] });
      await expect(table.locator('tbody tr').first()).toContainText(devices.types[kind]);
      const lines = await table
        .locator(`tbody tr td:nth-child(${column(devices.columns.type)})`)
        .evaluateAll((cells) =>
          cells.map((td) => {
            // The lines of its text (not the boxes around it), by their tops.
            const tops = new Set<number>();
            const walker = document.createTreeWalker(td, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const range = document.createRange();
              range.selectNodeContents(node);
              for (const r of range.getClientRects()) tops.add(Math.round(r.top));
            }
            return tops.size;
          }),
        );
      expect(lines.length, kind).toBeGreaterThan(0);
      expect(Math.max(...lines), `${kind}: lines of its type`).toBeLessThanOrEqual(2);
      const names = table.locator(`tbody tr td:nth-child(${column(devices.columns.name)})`);
      expect(
        (await overflows(names)).filter((o) => o > 0),
        `${kind}: names cut`,
      ).toEqual([]);
    }
  });
}
