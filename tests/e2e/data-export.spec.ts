import type { Page } from '@playwright/test';
import type { ExportConfig } from '../../src/contract/api/data-export-config';
import enData from '../../locales/en/data.json' with { type: 'json' };
import zhData from '../../locales/zh/data.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { api } from './helpers/api';
import { COMMON, fill } from './helpers/locale';
import { firstSheet } from './helpers/report-table';
import { signIn } from './helpers/session';
import { walkTo } from './helpers/walk';

const DATA = { zh: zhData, en: enData } as const;
const LANGUAGES = ['zh', 'en'] as const;
type Lang = (typeof LANGUAGES)[number];

/** Device and tag names as the simulator's catalogue names them. */
const NAMES = {
  zh: {
    station: '储能系统',
    grid: '电网',
    load: '负载',
    soc: /储能SOC/,
    pack: '1号簇1号电池包',
    cell: /单体1电压/,
  },
  en: {
    station: 'Storage system',
    grid: 'Grid',
    load: 'Load',
    soc: /Storage SOC/,
    pack: 'Cluster 1 pack 1',
    cell: /Cell 1 voltage/,
  },
} as const;

const day = (offsetDays: number) => {
  const d = new Date(Date.now() + 8 * 3_600_000 + offsetDays * 86_400_000); // station zone: UTC+8
  return d.toISOString().slice(0, 10);
};

/** Signs in and walks to dataExportSys through the menu. */
async function openExport(page: Page, simulator: { url: string }, lang: Lang) {
  await signIn(page, simulator, 'admin', { language: lang });
  await walkTo(page, '/index/dataExportSys');
  await expect(page.getByRole('heading', { name: DATA[lang].export.title, exact: true })).toBeVisible();
}

const tab = (page: Page, lang: Lang, view: 'export' | 'config') =>
  page.getByRole('tab', { name: DATA[lang].tabs[view], exact: true });

/** Starts an export of the picked device and tag and downloads its file once it has succeeded. */
async function exportAndDownload(page: Page, lang: Lang) {
  const words = DATA[lang].export;
  await expect(page.getByText(new RegExp(fill(words.estimate, { rows: '\\d+' })))).toBeVisible();
  const tasks = page.getByRole('region', { name: words.tasks, exact: true });
  // The new task leads the list: wait until the first row is another than before the click (a
  // task of an earlier test, already a success, was downloaded instead once).
  const first = tasks.locator('tbody tr').first();
  const before = (await first.count()) ? await first.innerText() : '';
  await page.getByRole('button', { name: words.run, exact: true }).click();
  await expect(tasks.locator('[data-status]').first()).toBeVisible();
  await expect.poll(() => first.innerText()).not.toBe(before);
  return tasks;
}

/** The configuration tab's list of device types and their columns. */
const columnsList = (page: Page, lang: Lang) =>
  page.getByRole('region', { name: DATA[lang].exportConfig.title, exact: true });

/** The configuration tab, and the column dialog of one device type opened from its row. */
async function editColumns(page: Page, simulator: { url: string }, lang: Lang, type: 'load' | 'grid') {
  await openExport(page, simulator, lang);
  await tab(page, lang, 'config').click();
  await expect(tab(page, lang, 'config')).toHaveAttribute('aria-selected', 'true');
  await columnsList(page, lang)
    .getByRole('button', { name: `${COMMON[lang].actions.edit} ${NAMES[lang][type]}`, exact: true })
    .click();
  return page.getByRole('dialog');
}

async function download(page: Page, lang: Lang, tasks: ReturnType<Page['getByRole']>) {
  const words = DATA[lang].export;
  await expect(tasks.locator('[data-status]').first()).toHaveText(words.states.success, { timeout: 20_000 });
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    tasks.getByRole('button', { name: words.download, exact: true }).first().click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  return file;
}

test.describe('dataExportSys', () => {
  for (const lang of LANGUAGES) {
    test(`starts an export, leaves the page, comes back and downloads the file (${lang})`, async ({
      page,
      simulator,
    }) => {
      await openExport(page, simulator, lang);
      await page
        .getByLabel(DATA[lang].export.device, { exact: true })
        .selectOption({ label: NAMES[lang].station });
      await page.getByRole('checkbox', { name: NAMES[lang].soc }).check();
      await exportAndDownload(page, lang);
      await walkTo(page, '/index/mainSys');
      await walkTo(page, '/index/dataExportSys');
      await download(page, lang, page.getByRole('region', { name: DATA[lang].export.tasks, exact: true }));
    });

    test(`says the one-day limit of a battery pack before any call (${lang})`, async ({
      page,
      simulator,
    }) => {
      await openExport(page, simulator, lang);
      await page
        .getByLabel(DATA[lang].export.device, { exact: true })
        .selectOption({ label: NAMES[lang].pack });
      await page.getByRole('checkbox', { name: NAMES[lang].cell }).check();
      const calls: string[] = [];
      page.on('request', (r) => r.url().includes('devicedata/estimate') && calls.push(r.url()));
      const start = page.getByRole('textbox', { name: DATA[lang].export.start, exact: true });
      await start.fill(`${day(-2)} 00:00`);
      await start.press('Enter');
      await expect(page.getByRole('alert').filter({ hasText: DATA[lang].range.day })).toBeVisible();
      await expect(page.getByRole('button', { name: DATA[lang].export.run, exact: true })).toBeDisabled();
      expect(calls).toEqual([]);
    });

    test(`says the one-month limit of the storage system before any call (${lang})`, async ({
      page,
      simulator,
    }) => {
      await openExport(page, simulator, lang);
      await page
        .getByLabel(DATA[lang].export.device, { exact: true })
        .selectOption({ label: NAMES[lang].station });
      await page.getByRole('checkbox', { name: NAMES[lang].soc }).check();
      const calls: string[] = [];
      page.on('request', (r) => r.url().includes('devicedata/estimate') && calls.push(r.url()));
      const start = page.getByRole('textbox', { name: DATA[lang].export.start, exact: true });
      await start.fill(`${day(-40)} 00:00`);
      await start.press('Enter');
      await expect(page.getByRole('alert').filter({ hasText: DATA[lang].range.month })).toBeVisible();
      await expect(page.getByRole('button', { name: DATA[lang].export.run, exact: true })).toBeDisabled();
      expect(calls).toEqual([]);
      // Back within a month: the message goes and the estimate comes.
      await start.fill(`${day(-20)} 00:00`);
      await start.press('Enter');
      await expect(page.getByRole('alert').filter({ hasText: DATA[lang].range.month })).toHaveCount(0);
      await expect(page.getByRole('button', { name: DATA[lang].export.run, exact: true })).toBeEnabled();
    });

    // One language per journey (CI budget, promise 2): the two configuration journeys take one
    // language each; the other's words are checked by tests/unit/i18n/locale-parity.test.ts.
    if (lang === 'en')
      test(`a save after someone else's says who saved and keeps what was typed (${lang})`, async ({
        page,
        simulator,
      }) => {
        const words = DATA[lang].exportConfig;
        const dialog = await editColumns(page, simulator, lang, 'load');
        const field = dialog.getByRole('textbox', {
          name: fill(words.titleEnOf, { tag: 'LOAD_P' }),
          exact: true,
        });
        await field.fill(`Typed ${lang}`);
        // Meanwhile someone else saves the type's columns.
        const admin = api(simulator);
        const stored = await admin.asAdmin<ExportConfig>('GET', 'dataexportconfig/detail', {
          query: { dictKey: 'load' },
        });
        await admin.asAdmin('POST', 'dataexportconfig/update', {
          json: {
            dictKey: 'load',
            version: stored.version,
            columns: stored.columns.map((c) => ({ ...c, titleEn: `Theirs ${lang}` })),
          },
        });
        await dialog.getByRole('button', { name: COMMON[lang].actions.save, exact: true }).click();
        await expect(dialog.getByRole('alert')).toContainText('admin');
        await expect(field).toHaveValue(`Typed ${lang}`);
      });

    if (lang === 'zh')
      test(`a changed column title heads the preview and the exported file (${lang})`, async ({
        page,
        simulator,
      }) => {
        const words = DATA[lang].exportConfig;
        const title =
          lang === 'zh' ? `电网有功功率${Date.now() % 1000}` : `Grid active power ${Date.now() % 1000}`;
        const dialog = await editColumns(page, simulator, lang, 'grid');
        const field = dialog.getByRole('textbox', {
          name: fill(lang === 'zh' ? words.titleZhOf : words.titleEnOf, { tag: 'GRID_P' }),
          exact: true,
        });
        await field.fill(title);
        await dialog.getByRole('button', { name: COMMON[lang].actions.save, exact: true }).click();
        await expect(dialog).toHaveCount(0);
        await expect(
          columnsList(page, lang).getByRole('row').filter({ hasText: NAMES[lang].grid }).first(),
        ).toContainText(`${title} (kW)`);

        await tab(page, lang, 'export').click();
        await page
          .getByLabel(DATA[lang].export.device, { exact: true })
          .selectOption({ label: NAMES[lang].grid });
        await page.getByRole('checkbox', { name: new RegExp(title) }).check();
        const preview = page.getByRole('region', { name: DATA[lang].preview.title, exact: true });
        await expect(preview.getByRole('columnheader', { name: `${title} (kW)`, exact: true })).toBeVisible();
        await expect(preview.getByTestId('preview-time')).toContainText('(UTC+08:00)');
        // The preview's columns are the user's (setDisplay): hidden, then shown again.
        const show = page.getByRole('checkbox', {
          name: fill(DATA[lang].preview.show, { tag: `${title} (kW)` }),
          exact: true,
        });
        await preview.getByRole('button', { name: DATA[lang].preview.columns, exact: true }).click();
        await show.uncheck();
        await expect(preview.getByRole('status')).toHaveText(DATA[lang].preview.hiddenAll);
        await show.check();
        await expect(preview.getByRole('columnheader', { name: `${title} (kW)`, exact: true })).toBeVisible();
        await page.keyboard.press('Escape');
        const tasks = await exportAndDownload(page, lang);
        const file = await download(page, lang, tasks);
        const sheet = await firstSheet(await file.path());
        expect(sheet.getRow(1).values).toEqual([undefined, lang === 'zh' ? '时间' : 'Time', `${title} (kW)`]);
      });
  }
});
