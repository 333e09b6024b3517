import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { AlarmRecord } from '../../src/contract/alarm';
import type { OperationLog } from '../../src/contract/api/oplog';
import type { Page } from '../../src/contract/envelope';
import { apiData, simHook } from './helpers/sim-api';
import { useTestStation } from './helpers/test-station';

/*
 * Issue 30: a logged call's ids read as what the operator knows — the user's account and name, the
 * alarm's device, text and level, the device's name — worded when the call was made, so a later
 * rename or delete does not change the row; a row without them reads the id with its kind. Its
 * numbers carry their unit.
 */

const station = useTestStation({ speed: 0, login: ['admin'], onDisk: true });

const newest = async (lang: 'zh' | 'en', path: string) => {
  const page = await apiData<Page<OperationLog>>(station.sim, 'log/his/page', {
    token: station.admin,
    lang,
    query: { current: 1, size: 50 },
  });
  return page.records.find((r) => r.path === path)?.summary;
};
const both = async (path: string) => [await newest('zh', path), await newest('en', path)];
const post = (path: string, input: { query?: Record<string, string>; body?: unknown }) =>
  apiData(station.sim, path, { method: 'POST', token: station.admin, ...input });

describe('the operation log names what an id named', () => {
  it('words an acknowledged and a cleared alarm as its device, text and level', async () => {
    await simHook(station.sim, 'alarm', {
      site: 'WZ001',
      level: 1,
      content: 'PCS-1 过温保护故障停机',
      contentEn: 'PCS-1 fault: over-temperature trip',
      type: 'pcs',
      deviceName: 'PCS-1',
    });
    const top = await apiData<AlarmRecord[]>(station.sim, 'devicealarm/selectTop20', {
      token: station.admin,
      query: { site: 'WZ001' },
    });
    const alarm = top.find((a) => a.contentEn === 'PCS-1 fault: over-temperature trip')!;
    await post('devicealarm/acknowledge', { query: { id: alarm.id } });
    await post('devicealarm/clear', { query: { id: alarm.id } });
    expect(await both('devicealarm/acknowledge')).toEqual([
      '确认告警（告警 PCS-1 过温保护故障停机，一级）',
      'Acknowledge alarm (alarm PCS-1 fault: over-temperature trip, L1)',
    ]);
    expect(await both('devicealarm/clear')).toEqual([
      '清除告警（告警 PCS-1 过温保护故障停机，一级）',
      'Clear alarm (alarm PCS-1 fault: over-temperature trip, L1)',
    ]);
  });

  it('words a password reset as the account and name, as they were then', async () => {
    const users = await apiData<Page<{ id: string; account: string; realName: string }>>(
      station.sim,
      'user/list',
      { token: station.admin, query: { account: 'guest' } },
    );
    const guest = users.records[0];
    await post('user/resetPassword', { query: { userId: guest.id } });
    const said = await both('user/resetPassword');
    expect(said).toEqual([
      `重置密码（用户 guest（${guest.realName}））`,
      `Reset password (user guest (${guest.realName}))`,
    ]);
    // A later rename does not change what the row says.
    await post('user/edit', { body: { id: guest.id, account: 'guest', realName: '改名 Renamed' } });
    expect(await both('user/resetPassword')).toEqual(said);
  });

  it('words a deleted device by its name, also after it is gone', async () => {
    await post('deviceManagement/delete', { query: { id: 'dev-WZ001-1' } });
    expect(await both('deviceManagement/delete')).toEqual([
      '删除设备（设备 BMS-1）',
      'Delete device (device BMS-1)',
    ]);
  });

  it('gives every number of a fact its unit', async () => {
    await post('station/moreInfo/set', {
      query: { site: 'WZ001' },
      body: { ratedPower: '1000', capacity: '2150' },
    });
    expect(await both('station/moreInfo/set')).toEqual([
      '保存电站更多信息（额定功率 1000 kW，容量 2150 kWh）',
      'Save station more-info (rated power 1000 kW, capacity 2150 kWh)',
    ]);
  });

  it('reads a row written before the names were kept as the id with its kind', async () => {
    await station.restart((dbFile) => {
      const db = new Database(dbFile);
      db.prepare(
        `INSERT INTO oplog (at, user_id, account, method, path, params, success, msg, ip)
         VALUES (?, '1', 'admin', 'POST', 'user/resetPassword', 'userId=12', 1, '操作成功', '127.0.0.1')`,
      ).run(Date.now() + 60_000);
      db.close();
    });
    expect(await both('user/resetPassword')).toEqual(['重置密码（用户 #12）', 'Reset password (user #12)']);
  });
});
