import { addDays } from '../../src/lib/period';
import { expect, test } from './fixtures';
import { stationToday } from './helpers/report-table';
import { login, startIn } from './helpers/ui';

/*
 * Issue 29, "one efficiency": energySys and chartSys showed 100.0 % and 97.9 % for the same days.
 * Both now read src/lib/efficiency.ts; this checks that a user sees the same figure on both pages
 * for the same closed week, and that it is a real station's (below 100 %).
 */

const percent = async (text: Promise<string | null>) => {
  const m = /(\d+(?:\.\d+)?)\s*%/.exec((await text) ?? '');
  expect(m, 'a percentage is shown').not.toBeNull();
  return Number(m![1]);
};

test('round-trip efficiency of one week is the same on energySys and chartSys, below 100 % (en)', async ({
  page,
}) => {
  await startIn(page, 'en');
  const end = addDays(stationToday(), -2);
  const start = addDays(end, -6);

  await login(page, 'admin', { to: `/index/energySys?group=Cn&period=custom&from=${start}&to=${end}` });
  const kpi = page.getByTestId('kpi-efficiency');
  await expect(kpi).toContainText('%');
  const onEnergy = await percent(kpi.textContent());

  await page.goto(`/index/chartSys?report=quantity&period=custom&from=${start}&to=${end}`);
  const table = page.getByTestId('report-table');
  await expect(table.locator('tbody tr')).toHaveCount(7);
  const headers = await table.locator('thead th').allTextContents();
  const column = headers.findIndex((h) => /efficiency/i.test(h)) + 1;
  expect(column, 'the report has an efficiency column').toBeGreaterThan(0);
  const onReport = await percent(table.locator(`tfoot td:nth-child(${column})`).textContent());

  expect(onReport).toBe(onEnergy);
  expect(onEnergy).toBeGreaterThan(80);
  expect(onEnergy).toBeLessThan(100);
  // Every day of the week is below 100 % too (a lossless battery read 100.0 or more).
  const days = await table.locator(`tbody td:nth-child(${column})`).allTextContents();
  for (const d of days) expect(Number(/(\d+(?:\.\d+)?)/.exec(d)?.[1])).toBeLessThan(100);
});
