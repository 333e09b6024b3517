// Issue 30: every setting write that changes a stored record in place notes what it changed
// (before/after per setting, a list as its item counts) for the operation log; a new record notes
// nothing (its parameters say what it was created with).
import { describe, expect, it } from 'vitest';
import type { OperationChange, OperationLog } from '../../src/contract/api/oplog';
import type { Page } from '../../src/contract/envelope';
import { templateInput } from '../helpers/strategy-template';
import { apiData } from './helpers/sim-api';
import { useTestStation } from './helpers/test-station';

const station = useTestStation({ login: ['admin'] });

type Rec = Record<string, unknown> & { id: string };
const site = 'WZ001';
const get = <T>(path: string, query: Record<string, string> = {}) =>
  apiData<T>(station.sim, path, { token: station.admin, query: { site, ...query } });
const post = (path: string, body: unknown, query: Record<string, string> = {}) =>
  apiData(station.sim, path, { token: station.admin, body, query: { site, ...query } });
const records = <T>(page: T[] | Page<T>): T[] => (Array.isArray(page) ? page : page.records);

/** The changes the newest log entry of `path` noted. */
async function lastChanges(path: string): Promise<OperationChange[] | undefined> {
  const log = await apiData<Page<OperationLog>>(station.sim, 'log/his/page', {
    token: station.admin,
    query: { size: 20 },
  });
  const entry = log.records.find((r) => r.path === path);
  expect(entry, path).toBeDefined();
  return entry!.changes;
}

describe('operation log: what a record write changed', () => {
  it('prices: a unit and a timeline', async () => {
    const [unit] = await get<Rec[]>('electricprice/template/unit/list');
    const prices = unit.prices as Record<string, { buy: number; sell: number }>;
    const period = Object.keys(prices)[0];
    const buy = prices[period].buy;
    await post('electricprice/template/unit/save', {
      ...unit,
      prices: { ...prices, [period]: { ...prices[period], buy: buy + 0.1 } },
    });
    expect(await lastChanges('electricprice/template/unit/save')).toEqual([
      { key: `prices.${period}.buy`, before: String(buy), after: String(Number((buy + 0.1).toFixed(4))) },
    ]);
    const [timeline] = await get<Rec[]>('electricprice/template/timeline/list');
    await post('electricprice/template/timeline/save', { ...timeline, name: 'Night rule' });
    expect(await lastChanges('electricprice/template/timeline/save')).toContainEqual({
      key: 'name',
      before: expect.any(String),
      after: 'Night rule',
    });
  });

  it('strategy templates: an edit, not a new one', async () => {
    const rows = [{ start: '00:00', end: '24:00', strategy: 'charge' as const, powerKw: -1 }];
    const tpl = (await post('strategy/template/save', templateInput({ name: 'Night', rows }))) as Rec;
    expect(await lastChanges('strategy/template/save')).toBeUndefined(); // a new record
    const halves = [
      { ...rows[0], end: '12:00' },
      { ...rows[0], start: '12:00' },
    ];
    await post('strategy/template/save', { ...tpl, name: 'Peak cut', rows: halves });
    expect(await lastChanges('strategy/template/save')).toEqual([
      { key: 'name', before: 'Night', after: 'Peak cut' },
      { key: 'rows', before: '1', after: '2' },
    ]);
  });

  it('alarm push: a group and a level', async () => {
    const [group] = await get<Rec[]>('alarmPush/group/list');
    const userIds = group.userIds as string[];
    await post('alarmPush/group/submit', { ...group, remark: 'Night shift', userIds: userIds.slice(1) });
    expect(await lastChanges('alarmPush/group/submit')).toEqual([
      { key: 'remark', before: '', after: 'Night shift' },
      { key: 'userIds', before: String(userIds.length), after: String(userIds.length - 1) },
    ]);
    const [level] = await get<Rec[]>('alarmPush/level/list');
    await post('alarmPush/level/submit', { ...level, enabled: !level.enabled });
    expect(await lastChanges('alarmPush/level/submit')).toEqual([
      { key: 'enabled', before: String(level.enabled), after: String(!level.enabled) },
    ]);
  });

  it("users: a user's name and role", async () => {
    const user = records(await get<Page<Rec>>('user/list', { account: 'operator' }))[0];
    const roles = await get<Array<{ id: string; roleName: string }>>('user/role/list');
    const other = roles.find((r) => r.id !== user.roleId)!;
    await post('user/edit', { ...user, realName: 'Night operator', roleId: other.id }, { id: user.id });
    expect(await lastChanges('user/edit')).toEqual([
      { key: 'realName', before: String(user.realName), after: 'Night operator' },
      { key: 'roleName', before: String(user.roleName), after: other.roleName },
    ]);
  });

  it('devices, containers and environment templates', async () => {
    const [device] = records(await get<Page<Rec>>('deviceManagement/list'));
    await post('deviceManagement/save', { ...device, pt: 10 });
    expect(await lastChanges('deviceManagement/save')).toEqual([{ key: 'pt', before: '1', after: '10' }]);
    const [container] = await get<Rec[]>('container/list');
    await post('container/submit', { ...container, name: 'East hall' });
    expect(await lastChanges('container/submit')).toEqual([
      { key: 'name', before: String(container.name), after: 'East hall' },
    ]);
    const [env] = await get<Rec[]>('environmentTemplate/list');
    await post('environmentTemplate/save', { ...env, nameEn: 'Cooling', sort: 5 });
    expect(await lastChanges('environmentTemplate/save')).toEqual([
      { key: 'nameEn', before: String(env.nameEn), after: 'Cooling' },
      { key: 'sort', before: String(env.sort), after: '5' },
    ]);
  });

  it('northbound: its configuration and the pushed points', async () => {
    const { config } = await get<{ config: Rec }>('config/getThreadMqttConfig');
    await post('config/updateThreadMqttConfig', { ...config, realtimeCycle: 30 });
    expect(await lastChanges('config/updateThreadMqttConfig')).toEqual([
      { key: 'realtimeCycle', before: String(config.realtimeCycle), after: '30' },
    ]);
    const points = await get<Array<{ id: string; pushed: boolean }>>('datapush/getForPush');
    const before = points.filter((p) => p.pushed).length;
    const fresh = points.filter((p) => !p.pushed).slice(0, 2);
    await post('datapush/save', { points: fresh.map((p) => p.id) });
    expect(await lastChanges('datapush/save')).toEqual([
      { key: 'points', before: String(before), after: String(before + 2) },
    ]);
    await post('datapush/deletePush', { points: [fresh[0].id] });
    expect(await lastChanges('datapush/deletePush')).toEqual([
      { key: 'points', before: String(before + 2), after: String(before + 1) },
    ]);
  });

  it('tag templates', async () => {
    const [tag] = records(await get<Page<Rec>>('tagtemplate/page'));
    await post('tagtemplate/update', { ...tag, unit: 'kWh', sort: 9 });
    expect(await lastChanges('tagtemplate/update')).toEqual([
      { key: 'unit', before: String(tag.unit), after: 'kWh' },
      { key: 'sort', before: String(tag.sort), after: '9' },
    ]);
  });
});
