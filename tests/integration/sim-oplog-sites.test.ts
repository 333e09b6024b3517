import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { OperationLog } from '../../src/contract/api/oplog';
import type { Page } from '../../src/contract/envelope';
import { apiCall, apiData } from './helpers/sim-api';
import { useTestStation } from './helpers/test-station';

const logs = (site?: string) =>
  apiData<Page<OperationLog>>(station.sim, 'log/his/page', {
    token: station.admin,
    lang: 'en',
    query: site ? { site, size: 100 } : { size: 100 },
  });

const station = useTestStation({ login: ['admin'] });

describe('operation log per site', () => {
  it('lists a write at WZ002 for WZ002 and not for WZ001; station-wide writes for both', async () => {
    await apiData(station.sim, 'station/moreInfo/set', {
      token: station.admin,
      query: { site: 'WZ002' },
      body: { capacity: '2150' },
    });
    await apiData(station.sim, 'config/update', {
      token: station.admin,
      body: { configKey: 'autoLogoutMinutes', configValue: '45' },
    });
    const two = await logs('WZ002');
    const one = await logs('WZ001');
    const all = await logs();
    const moreInfo = (page: Page<OperationLog>) =>
      page.records.filter((r) => r.path === 'station/moreInfo/set');
    expect(moreInfo(two)).toHaveLength(1);
    expect(moreInfo(two)[0]).toMatchObject({ site: 'WZ002', result: 'success' });
    expect(moreInfo(one)).toHaveLength(0);
    expect(moreInfo(all)).toHaveLength(1);
    // Station-wide: the configuration and the login carry no site and show for every site.
    for (const page of [one, two, all]) {
      expect(page.records.find((r) => r.path === 'config/update')).toMatchObject({ site: '' });
      expect(page.records.some((r) => r.path === 'blade-auth/oauth/token' && r.site === '')).toBe(true);
    }
    expect(one.records.every((r) => r.site === '' || r.site === 'WZ001')).toBe(true);
    expect(two.total).toBe(one.total + 1);
  });

  it('takes the site from the body as well, and dates each site by its own newest entry', async () => {
    await apiData(station.sim, 'config/system/save', {
      token: station.admin,
      body: { site: 'WZ001', addressEn: 'Pier 1' },
    });
    const one = await logs('WZ001');
    expect(one.records[0]).toMatchObject({ path: 'config/system/save', site: 'WZ001' });
    expect((await logs('WZ002')).records.some((r) => r.path === 'config/system/save')).toBe(false);
    const newestOne = await apiData(station.sim, 'log/his/updatetime', {
      token: station.admin,
      query: { site: 'WZ001' },
    });
    const newestTwo = await apiData<string>(station.sim, 'log/his/updatetime', {
      token: station.admin,
      query: { site: 'WZ002' },
    });
    expect(newestOne).toBe(one.records[0].operateTime);
    expect(newestTwo).toBe((await logs('WZ002')).records[0].operateTime);
  });

  it("exports the site's entries with a site column, station-wide ones as all sites", async () => {
    const answer = await apiCall<Buffer<ArrayBuffer>>(station.sim, 'log/his/export', {
      token: station.admin,
      lang: 'en',
      query: { site: 'WZ001' },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.read(Readable.from([answer.body]));
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).getCell(2).value).toBe('Site');
    const sites = new Set<unknown>();
    sheet.eachRow((row, n) => n > 1 && sites.add(row.getCell(2).value));
    expect([...sites].sort()).toEqual(['All sites', 'WZ001']);
    expect(sheet.rowCount - 1).toBe((await logs('WZ001')).total);
  });
});
