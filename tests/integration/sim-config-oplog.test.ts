import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { SiteInfo, Subsystem, SystemConfigEntry, VersionInfo } from '../../src/contract/api/config';
import type { OperationLog } from '../../src/contract/api/oplog';
import type { Page, R } from '../../src/contract/envelope';
import { apiCall, apiData } from './helpers/sim-api';
import { useTestStation } from './helpers/test-station';

const station = useTestStation();

const expectPage = (page: Page<unknown>) => {
  expect(Object.keys(page).sort()).toEqual(['current', 'pages', 'records', 'size', 'total']);
  expect(page.pages).toBe(Math.ceil(page.total / page.size));
};

describe('site information', () => {
  it('answers each site, WZ001 by default', async () => {
    const first = await apiData<SiteInfo>(station.sim, 'config/system/detail', { token: station.operator });
    expect(first).toMatchObject({
      site: 'WZ001',
      stationName: '温州储能电站',
      stationNameEn: 'Wenzhou Energy Storage Station',
    });
    const second = await apiData<SiteInfo>(station.sim, 'config/system/detail', {
      token: station.operator,
      query: { site: 'WZ002' },
    });
    expect(second.site).toBe('WZ002');
    const unknown = await apiCall<R<null>>(station.sim, 'config/system/detail', {
      token: station.operator,
      query: { site: 'XX' },
      lang: 'en',
    });
    expect(unknown.body).toEqual({ code: 400, success: false, data: null, msg: 'Unknown site' });
  });

  it('saves valid fields and refuses a name with /', async () => {
    const saved = await apiData<SiteInfo>(station.sim, 'config/system/save', {
      token: station.admin,
      body: { site: 'WZ002', stationNameEn: 'Wenzhou II', address: 'Longwan', operationDate: '2024-10-01' },
    });
    expect(saved).toMatchObject({
      site: 'WZ002',
      stationNameEn: 'Wenzhou II',
      address: 'Longwan',
      operationDate: '2024-10-01',
    });
    expect(
      await apiData<SiteInfo>(station.sim, 'config/system/detail', {
        token: station.admin,
        query: { site: 'WZ002' },
      }),
    ).toEqual(saved);
    const slash = await apiCall<R<null>>(station.sim, 'config/system/save', {
      token: station.admin,
      lang: 'en',
      body: { stationName: 'a/b' },
    });
    expect(slash.body).toMatchObject({ code: 400, msg: 'The site name must not contain / (stationName)' });
    const date = await apiCall<R<null>>(station.sim, 'config/system/save', {
      token: station.admin,
      lang: 'en',
      body: { operationDate: '2024-02-30' },
    });
    expect(date.body).toMatchObject({ code: 400, msg: 'The date must be YYYY-MM-DD (operationDate)' });
    const picture = await apiCall<R<null>>(station.sim, 'config/system/save', {
      token: station.admin,
      lang: 'en',
      body: { homeLogo: 'http://x/y.png' },
    });
    expect(picture.body).toMatchObject({
      code: 400,
      msg: 'Pictures must be png or jpeg data URLs (homeLogo)',
    });
  });
});

describe('version, system config and subsystems', () => {
  it('answers the version', async () => {
    const version = await apiData<VersionInfo>(station.sim, 'config/version', { token: station.operator });
    expect(version.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(version.startedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('lists the system config with defaults and updates a value', async () => {
    const list = await apiData<SystemConfigEntry[]>(station.sim, 'config/getList', {
      token: station.operator,
    });
    expect(list).toContainEqual({ configKey: 'autoLogoutMinutes', configValue: '30' });
    const updated = await apiData<SystemConfigEntry[]>(station.sim, 'config/update', {
      token: station.admin,
      body: [{ configKey: 'autoLogoutMinutes', configValue: '0' }],
    });
    expect(updated).toContainEqual({ configKey: 'autoLogoutMinutes', configValue: '0' });
    const bad = await apiCall<R<null>>(station.sim, 'config/update', {
      token: station.admin,
      lang: 'en',
      body: { configKey: 'autoLogoutMinutes', configValue: '-5' },
    });
    expect(bad.body).toMatchObject({ code: 400, msg: 'Invalid configuration value (configValue)' });
    const unknown = await apiCall<R<null>>(station.sim, 'config/update', {
      token: station.admin,
      lang: 'en',
      body: { configKey: 'x', configValue: '1' },
    });
    expect(unknown.body).toMatchObject({ code: 400, msg: 'Unknown configuration key (configKey)' });
  });

  it('pages subsystems (size 1000) and updates one', async () => {
    const page = await apiData<Page<Subsystem>>(station.sim, 'subsystem/list', {
      token: station.operator,
      query: { current: 1, size: 1000 },
    });
    expectPage(page);
    expect(page.records.map((s) => s.code)).toContain('powerSys');
    const pv = page.records.find((s) => s.code === 'pvSys')!;
    const next = await apiData<Subsystem>(station.sim, 'subsystem/update', {
      token: station.admin,
      body: { id: pv.id, enabled: 0 },
    });
    expect(next).toEqual({ ...pv, enabled: 0 });
    const bad = await apiCall<R<null>>(station.sim, 'subsystem/update', {
      token: station.admin,
      lang: 'en',
      body: { id: pv.id, enabled: 5 },
    });
    expect(bad.body).toMatchObject({ code: 400, msg: 'Invalid subsystem fields (enabled)' });
  });
});

describe('operation log', () => {
  it('records a write with account, readable summary and no password, newest first', async () => {
    await apiData(station.sim, 'user/add', {
      token: station.admin,
      body: { account: 'logme', roleId: '1123598816738675202', password: 'e10adc3949ba59abbe56e057f20f883e' },
    });
    const page = await apiData<Page<OperationLog>>(station.sim, 'log/his/page', {
      token: station.operator,
      lang: 'en',
      query: { size: 5 },
    });
    expectPage(page);
    const entry = page.records[0];
    expect(entry).toMatchObject({ account: 'admin', method: 'POST', path: 'user/add', result: 'success' });
    expect(entry.summary).toMatch(/^Add user \(account logme, /);
    expect(entry.params).not.toContain('e10adc');
    expect(entry.operateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const zh = await apiData<Page<OperationLog>>(station.sim, 'log/his/page', {
      token: station.operator,
      query: { size: 1 },
    });
    expect(zh.records[0].summary).toMatch(/^新增用户/);
    expect(await apiData(station.sim, 'log/his/updatetime', { token: station.operator })).toBe(
      entry.operateTime,
    );
  });

  it('records refused writes as failures and logins, and filters by account and time', async () => {
    await apiCall(station.sim, 'config/update', {
      token: station.operator,
      lang: 'en',
      body: { configKey: 'autoLogoutMinutes', configValue: '1' },
    });
    const mine = await apiData<Page<OperationLog>>(station.sim, 'log/his/page', {
      token: station.admin,
      lang: 'en',
      query: { account: 'operator' },
    });
    expect(mine.records.every((r) => r.account === 'operator')).toBe(true);
    expect(mine.records[0]).toMatchObject({ path: 'config/update', result: 'failure', msg: 'No permission' });
    expect(
      mine.records.some((r) => r.path === 'blade-auth/oauth/token' && r.summary === 'Signed in (operator)'),
    ).toBe(true);
    const future = await apiData<Page<OperationLog>>(station.sim, 'log/his/page', {
      token: station.admin,
      query: { startTime: '2999-01-01 00:00:00', endTime: '2999-12-31' },
    });
    expect(future).toMatchObject({ total: 0, records: [] });
    const bad = await apiCall<R<null>>(station.sim, 'log/his/page', {
      token: station.admin,
      lang: 'en',
      query: { startTime: 'yesterday' },
    });
    expect(bad.body).toMatchObject({ code: 400, msg: expect.stringMatching(/^Time choose error!/) });
  });

  it('notes the before/after of a setting and filters by operation type (issue 30)', async () => {
    const before = await apiData<{ enabled: number; level: number; period: number }>(
      station.sim,
      'config/globalAlarm/info',
      { token: station.admin },
    );
    await apiData(station.sim, 'config/globalAlarm/save', {
      token: station.admin,
      body: { ...before, level: before.level === 3 ? 2 : 3, period: before.period + 5 },
    });
    await apiData(station.sim, 'config/globalAlarm/save', {
      token: station.admin,
      body: { ...before, level: before.level === 3 ? 2 : 3, period: before.period + 5 },
    });
    const alarms = await apiData<Page<OperationLog>>(station.sim, 'log/his/page', {
      token: station.admin,
      query: { operation: 'alarms', size: 2 },
    });
    expect(alarms.records.every((r) => r.path === 'config/globalAlarm/save')).toBe(true);
    const [again, first] = alarms.records;
    expect(first.changes).toEqual([
      { key: 'level', before: String(before.level), after: String(before.level === 3 ? 2 : 3) },
      { key: 'period', before: String(before.period), after: String(before.period + 5) },
    ]);
    expect(again.changes).toEqual([]); // the same values again change nothing
    const users = await apiData<Page<OperationLog>>(station.sim, 'log/his/page', {
      token: station.admin,
      query: { operation: 'users', size: 100 },
    });
    expect(users.total).toBeGreaterThan(0);
    expect(users.records.every((r) => r.path.startsWith('user/'))).toBe(true);
    expect(users.records.every((r) => r.changes === undefined)).toBe(true);
    const logins = await apiData<Page<OperationLog>>(station.sim, 'log/his/page', {
      token: station.admin,
      query: { operation: 'login', size: 100 },
    });
    expect(logins.records.every((r) => r.path === 'blade-auth/oauth/token')).toBe(true);
    const unknown = await apiCall<R<null>>(station.sim, 'log/his/page', {
      token: station.admin,
      lang: 'en',
      query: { operation: 'everything' },
    });
    expect(unknown.body).toMatchObject({ code: 400, msg: 'Please enter the correct parameter! (operation)' });
  });

  it('records the restart although it is a GET, and no other GET', async () => {
    await apiData(station.sim, 'config/restartOpenapi', { token: station.admin });
    await apiData(station.sim, 'config/version', { token: station.admin });
    const page = await apiData<Page<OperationLog>>(station.sim, 'log/his/page', {
      token: station.admin,
      lang: 'en',
      query: { size: 3 },
    });
    expect(page.records[0]).toMatchObject({ account: 'admin', method: 'GET', path: 'config/restartOpenapi' });
    expect(page.records[0].summary).toBe('Restart the service');
    expect(page.records.some((r) => r.path === 'config/version')).toBe(false);
  });

  it('exports a real xlsx named by language', async () => {
    const answer = await apiCall<Buffer<ArrayBuffer>>(station.sim, 'log/his/export', {
      token: station.admin,
      lang: 'en',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('spreadsheetml');
    expect(answer.headers.get('content-disposition')).toContain("filename*=UTF-8''Operation%20log.xlsx");
    const book = new ExcelJS.Workbook();
    await book.xlsx.read(Readable.from([answer.body]));
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).values).toContain('Account');
    const total = (await apiData<Page<OperationLog>>(station.sim, 'log/his/page', { token: station.admin }))
      .total;
    expect(sheet.rowCount - 1).toBe(total);
    const zh = await apiCall<Buffer>(station.sim, 'log/his/export', { token: station.admin });
    expect(zh.headers.get('content-disposition')).toContain(encodeURIComponent('操作日志.xlsx'));
  });
});
