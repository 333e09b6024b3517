import { readFile } from 'node:fs/promises';
import type { ChartData } from '../../src/contract/api/custom-chart';
import { expect, test } from './fixtures';
import { api } from './helpers/api';
import { diagnosticsCounter, openDiagnostics } from './helpers/ui';
import { signIn } from './helpers/session';

test.describe('customChartSys', () => {
  test('names a chart, picks tags by search, reads a stored value on it and reopens it (en)', async ({
    page,
    simulator,
  }) => {
    await signIn(page, simulator, 'admin', { language: 'en', to: '/index/customChartSys' });
    await expect(page.getByRole('heading', { name: 'Custom charts', level: 1 })).toBeVisible({
      timeout: 20_000,
    });

    await page.getByRole('button', { name: 'New chart' }).click();
    const dialog = page.getByRole('dialog', { name: 'New chart' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Chart name is required')).toBeVisible();
    await dialog.getByLabel('Chart name').fill('Grid and SOC');
    await dialog.getByRole('searchbox', { name: 'Search devices' }).fill('grid');
    await dialog.getByLabel('Device', { exact: true }).selectOption({ label: 'Grid' });
    await dialog.getByRole('checkbox', { name: /Grid power/ }).check();
    await dialog.getByRole('searchbox', { name: 'Search devices' }).fill('stor');
    await dialog.getByLabel('Device', { exact: true }).selectOption({ label: 'Storage system' });
    // By number: only the tag ST_SOC is left.
    await dialog.getByRole('searchbox', { name: 'Search tags by name or number' }).fill('st_soc');
    await expect(dialog.getByRole('checkbox')).toHaveCount(1);
    await dialog.getByRole('checkbox', { name: /Storage SOC/ }).check();
    await expect(dialog.getByText('Chosen tags (2 of 8)')).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    const chart = page.getByRole('region', { name: 'Grid and SOC' });
    const legend = chart.getByRole('group', { name: 'Series (click to show or hide)' });
    await expect(legend.getByRole('button', { name: /Grid · Grid power \(kW\)/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(chart.getByTestId('custom-chart').locator('canvas').first()).toBeVisible();

    // The crosshair's value is the stored one at its time (station time, devicedata/page).
    const box = (await chart.getByTestId('custom-chart').boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.25);
    const time = (await chart.getByTestId('crosshair-time').textContent())!;
    expect(time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const shown = await chart.getByTestId('value-grid|GRID_P').textContent();
    const stored = await api(simulator).asAdmin<{ records: Array<{ values: { GRID_P: number } }> }>(
      'GET',
      'devicedata/page',
      { query: { deviceId: 'grid', tagNos: 'GRID_P', startTime: `${time}:00`, endTime: `${time}:00` } },
    );
    expect(Number(shown!.replace(/,/g, ''))).toBeCloseTo(stored.records[0].values.GRID_P, 2);

    // A legend toggle takes its line off the chart and puts it back as it was (LinesChart draws
    // each pane's lines itself: the drawing changes, then comes back pixel for pixel). On the day
    // before: today's line grows while it is watched.
    const dayBefore = page.waitForResponse((r) => r.url().includes('/api/customchart/chart'));
    await chart.getByRole('button', { name: 'Previous period', exact: true }).click();
    await dayBefore;
    await page.mouse.move(0, 0);
    // (the save's toast sits over the chart's corner until it goes)
    await expect(page.getByText('Chart saved')).toBeHidden({ timeout: 15_000 });
    const drawing = () => chart.getByTestId('custom-chart').screenshot();
    // (drawn once the same two frames in a row)
    let before = await drawing();
    await expect
      .poll(async () => {
        const next = await drawing();
        const same = next.equals(before);
        before = next;
        return same;
      })
      .toBe(true);
    const grid = legend.getByRole('button', { name: /Grid · Grid power/ });
    await grid.click();
    await expect(grid).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(async () => (await drawing()).equals(before)).toBe(false);
    await grid.click();
    await expect(grid).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(async () => (await drawing()).equals(before)).toBe(true);

    // The range's answer was fetched and parsed by the realtime worker, off the page's main thread:
    // the diagnostics page (from the header) counts the answers it read.
    await openDiagnostics(page);
    const read = diagnosticsCounter(page, 'answersRead');
    await expect(read.label).toHaveText('Large API answers read in the worker');
    await expect.poll(read.value).toBeGreaterThanOrEqual(1);

    // Saved for the user: another page and back, the chart is there to open again.
    await page.goto('/index/mainSys');
    await page.goto('/index/customChartSys');
    await page
      .getByRole('navigation', { name: 'My charts' })
      .getByRole('button', { name: 'Grid and SOC', exact: true })
      .click();
    await expect(chart.getByTestId('custom-chart').locator('canvas').first()).toBeVisible();
  });

  test('draws a week from min/max buckets, and exports every stored point of it (en)', async ({
    page,
    simulator,
  }) => {
    const saved = await api(simulator).asAdmin<{ id: string }>('POST', 'customchart/save', {
      json: { name: 'Week export', tags: [{ deviceId: 'grid', tagNo: 'GRID_P' }] },
    });
    await signIn(page, simulator, 'admin', { language: 'en', to: '/index/customChartSys' });
    await page
      .getByRole('navigation', { name: 'My charts' })
      .getByRole('button', { name: 'Week export', exact: true })
      .click();
    const chart = page.getByRole('region', { name: 'Week export' });
    await chart.getByRole('button', { name: 'Week', exact: true }).click();
    await expect(chart.getByText(/^\d{4}-\d{2}-\d{2} ~ \d{4}-\d{2}-\d{2}$/)).toBeVisible();
    const thisWeek = (await chart.getByText(/^\d{4}-\d{2}-\d{2} ~ /).textContent())!.slice(0, 10);
    // Last week's drawn answer (closed: no point is added while the test runs), 7 × 288 stored
    // points; never this week's, which may come late (under load) or not at all (on a Monday this
    // week's covered range is today's, already drawn).
    const drawnAnswer = page.waitForResponse((r) => {
      const url = new URL(r.url());
      const start = url.searchParams.get('startTime');
      return (
        url.pathname.endsWith('/api/customchart/chart') &&
        url.searchParams.has('maxPoints') &&
        start !== null &&
        start < thisWeek
      );
    });
    await chart.getByRole('button', { name: 'Previous period', exact: true }).click();
    const answer = await drawnAnswer;
    const drawn = ((await answer.json()) as { data: ChartData }).data;
    expect(drawn.bucketMs).toBeGreaterThan(0);
    expect(drawn.series[0].points.length).toBeLessThanOrEqual(1002);
    await expect(chart.getByTestId('custom-chart').locator('canvas').first()).toBeVisible();

    const url = new URL(answer.url());
    const stored = await api(simulator).asAdmin<ChartData>('GET', 'customchart/chart', {
      query: {
        id: saved.id,
        startTime: url.searchParams.get('startTime')!,
        endTime: url.searchParams.get('endTime')!,
      },
    });
    // More stored points than drawn buckets (a full week is 7 × 288; the shared worker station
    // once answered 1 466 for that week in a clean-clone run, cause not found: see the note).
    expect(stored.series[0].points.length).toBeGreaterThan(1235);
    expect(stored.series[0].points.length).toBeGreaterThan(drawn.series[0].points.length);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      chart.getByRole('button', { name: 'Export shown data', exact: true }).click(),
    ]);
    const rows = (await readFile(await download.path(), 'utf8')).trim().split('\n').slice(1);
    // Every stored point, not the drawn buckets: one row per stored time, the stored value.
    expect(rows).toHaveLength(stored.series[0].points.length);
    const [, v] = stored.series[0].points[1234];
    expect(rows[1234].split(',')[1]).toBe(v === null ? '' : String(v));

    // The page reads only the chart from the URL: after range changes the list still marks the
    // open chart, and opening it again keeps the range shown.
    const item = page
      .getByRole('navigation', { name: 'My charts' })
      .getByRole('button', { name: 'Week export', exact: true });
    await expect(item).toHaveAttribute('aria-current', 'page');
    const shown = new URL(page.url()).search;
    expect(shown).toContain('period=week');
    await item.click();
    expect(new URL(page.url()).search).toBe(shown);
    await expect(chart.getByTestId('custom-chart').locator('canvas').first()).toBeVisible();
  });

  test('creates a chart in Chinese, reloads and opens it again (zh)', async ({ page, simulator }) => {
    await signIn(page, simulator, 'operator', { language: 'zh', to: '/index/customChartSys' });
    await expect(page.getByRole('heading', { name: '自定义图表', level: 1 })).toBeVisible({
      timeout: 20_000,
    });
    await page.getByRole('button', { name: '新建图表' }).click();
    const dialog = page.getByRole('dialog', { name: '新建图表' });
    await dialog.getByLabel('图表名称').fill('电网日曲线');
    await dialog.getByRole('searchbox', { name: '搜索设备' }).fill('电网');
    await dialog.getByLabel('设备', { exact: true }).selectOption({ label: '电网' });
    await dialog.getByRole('checkbox', { name: /电网功率/ }).check();
    await expect(dialog.getByText('已选点位（1 / 8）')).toBeVisible();
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toBeHidden();
    const chart = page.getByRole('region', { name: '电网日曲线' });
    await expect(chart.getByRole('group', { name: '曲线（点击显示或隐藏）' })).toBeVisible();

    await page.reload();
    await page
      .getByRole('navigation', { name: '我的图表' })
      .getByRole('button', { name: '电网日曲线', exact: true })
      .click();
    await expect(chart.getByTestId('custom-chart').locator('canvas').first()).toBeVisible();
  });
});
