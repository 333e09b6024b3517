import enData from '../../locales/en/data.json' with { type: 'json' };
import zhData from '../../locales/zh/data.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { api } from './helpers/api';
import { fill, openSettingsSection } from './helpers/locale';
import { stationToday } from './helpers/report-table';
import { signIn } from './helpers/session';

/*
 * Settings → data quality → detection (spec §7 Data: dataDetection, issue 28), in en (the zh
 * parity journey is in data-quality.spec.ts):
 * a day with a lost stretch of the PV meter shows its expected and received points as tagintegrity
 * counts them and its longest gap with its times; the gap opens on the completeness heatmap.
 */
const WORDS = { zh: zhData.quality, en: enData.quality } as const;
const PV = { zh: '光伏', en: 'PV' } as const;

const yesterdayOf = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
};

// One language per journey (CI budget, promise 2): the other language's words are checked by
// tests/unit/i18n/locale-parity.test.ts and by the journeys that run in it.
for (const language of ['en'] as ReadonlyArray<'zh' | 'en'>) {
  const words = WORDS[language];
  test(`a day's detection shows a lost stretch as tagintegrity counts it and opens the gap on the heatmap (${language})`, async ({
    page,
    simulator,
  }) => {
    const yesterday = yesterdayOf(stationToday());
    // The station lost 90 minutes of the PV meter yesterday: 270 of 288 points.
    await api(simulator).hook('history-gap', {
      deviceId: 'pv',
      startTime: `${yesterday} 09:00:00`,
      minutes: 90,
    });
    const integrity = await api(simulator).asAdmin<{ tags: Array<{ days: Array<{ received: number }> }> }>(
      'GET',
      'tagintegrity',
      { query: { deviceId: 'pv', startDate: yesterday, endDate: yesterday } },
    );
    const received = integrity.tags.reduce((n, t) => n + t.days[0].received, 0);
    expect(received).toBe(270);

    await signIn(page, simulator, 'admin', { language, to: '/index/mainSys' });
    await openSettingsSection(page, language, words.title);
    await page.getByRole('tab', { name: words.tabs.detection, exact: true }).click();
    await page.getByLabel(words.detection.date, { exact: true }).fill(yesterday);
    const table = page.getByRole('table', { name: fill(words.detection.title, { date: yesterday }) });
    const row = table
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: PV[language], exact: true }) });
    await expect(row.getByRole('cell')).toHaveText([
      PV[language],
      '288',
      String(received),
      '93.7%',
      '1',
      fill(words.detection.gapAt, { time: '09:00–10:30', points: 18 }),
      '0',
      '-',
    ]);

    await row
      .getByRole('button', { name: fill(words.detection.gapAt, { time: '09:00–10:30', points: 18 }) })
      .click();
    await expect(page.getByRole('tab', { name: words.tabs.completeness, exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const cell = page.getByRole('group', { name: words.heatmap.title, exact: true }).getByRole('button', {
      name: fill(words.heatmap.cell, {
        tag: 'PV_P',
        date: yesterday,
        received,
        expected: 288,
        pct: '93.7%',
      }),
      exact: true,
    });
    await expect(cell).toHaveAttribute('aria-pressed', 'true');
    const gap = page.getByRole('row', { name: new RegExp(words.kind.gap.replace(/[()（）]/g, '.')) });
    await expect(gap).toContainText(`${yesterday} 09:00:00`);
    await expect(gap).toContainText(`${yesterday} 10:30:00`);
  });
}
