import { describe, expect, it } from 'vitest';
import type { AlarmRecord } from '../../src/contract/alarm';
import { resolveRecipients } from '../../src/contract/alarm-push-resolve';
import type {
  NotificationLogEntry,
  PushGroup,
  PushLevel,
  PushMember,
  PushRelation,
} from '../../src/contract/api/alarm-push';
import type { OperationLog } from '../../src/contract/api/oplog';
import type { Role, UserRecord } from '../../src/contract/api/user';
import type { Page, R } from '../../src/contract/envelope';
import { apiCall, apiData, md5, simHook } from './helpers/sim-api';
import { useTestStation } from './helpers/test-station';

const station = useTestStation();

const get = <T>(path: string, query: Record<string, string> = {}, token = station.operator) =>
  apiData<T>(station.sim, path, { token, query });
const post = (
  path: string,
  body: unknown,
  query: Record<string, string> = {},
  token = station.admin,
  lang: 'zh' | 'en' = 'en',
) => apiCall<R<unknown>>(station.sim, path, { method: 'POST', token, body, query, lang });

describe('alarm push: seeded groups, levels and relations (zh and en)', () => {
  it('lists the seeded groups with members, the levels, the use list and the first site relations', async () => {
    const groups = await get<PushGroup[]>('alarmPush/group/list');
    expect(groups.map((g) => [g.name, g.nameEn, g.members.map((m) => m.account)])).toEqual([
      ['运维值班组', 'Operations on duty', ['operator', 'admin']],
      ['站长', 'Station managers', ['admin']],
    ]);
    const levels = await get<PushLevel[]>('alarmPush/level/list');
    expect(levels.map((l) => [l.nameEn, l.alarmLevels, l.channels])).toEqual([
      ['Urgent', [1], ['sms', 'app']],
      ['Major', [2], ['email', 'app']],
      ['Minor', [3], ['app']],
    ]);
    expect(await get<PushLevel[]>('alarmPush/level/useList')).toHaveLength(3);
    const relations = await get<PushRelation[]>('alarmPush/groupRelation/edit', { site: 'WZ001' });
    expect(relations.map((r) => [r.groupId, r.levelIds.length, r.deviceTypes])).toEqual([
      ['seed-duty', 3, []],
      ['seed-managers', 1, ['bms', 'pcs']],
    ]);
    expect(await get<PushRelation[]>('alarmPush/groupRelation/edit', { site: 'WZ002' })).toEqual([]);
  });
});

describe('alarm push: writes, validation and roles', () => {
  it('refuses operators every write with 403, and the lists stay as they were', async () => {
    const writes: Array<[string, unknown, Record<string, string>]> = [
      ['alarmPush/group/submit', { name: 'x', nameEn: '', remark: '', userIds: [] }, {}],
      ['alarmPush/group/remove', {}, { ids: 'seed-duty' }],
      [
        'alarmPush/level/submit',
        { name: 'x', nameEn: '', alarmLevels: [1], channels: ['app'], enabled: true },
        {},
      ],
      ['alarmPush/level/remove', {}, { ids: 'seed-minor' }],
      [
        'alarmPush/groupRelation/set',
        { groupId: 'seed-duty', levelIds: [], deviceTypes: [] },
        { site: 'WZ001' },
      ],
    ];
    for (const [path, body, query] of writes) {
      expect((await post(path, body, query, station.operator)).body, path).toMatchObject({
        code: 403,
        success: false,
      });
    }
    expect(await get<PushGroup[]>('alarmPush/group/list')).toHaveLength(2);
    expect(await get<PushLevel[]>('alarmPush/level/list')).toHaveLength(3);
  });

  it('validates with 400 naming the field, in the request language', async () => {
    const empty = await post('alarmPush/group/submit', { name: ' ', nameEn: '', remark: '', userIds: [] });
    expect(empty.body).toMatchObject({
      code: 400,
      msg: 'Please enter the correct parameter! name: the name is required',
    });
    const zh = await post(
      'alarmPush/group/submit',
      { name: '', nameEn: '', remark: '', userIds: [] },
      {},
      station.admin,
      'zh',
    );
    expect(zh.body.msg).toBe('请输入正确的参数！name：名称不能为空');
    const ghost = await post('alarmPush/group/submit', {
      name: 'g',
      nameEn: '',
      remark: '',
      userIds: ['nobody'],
    });
    expect(ghost.body.msg).toBe('Please enter the correct parameter! userIds: no user nobody');
    const noChannel = await post('alarmPush/level/submit', {
      name: 'x',
      nameEn: '',
      alarmLevels: [1],
      channels: [],
      enabled: true,
    });
    expect(noChannel.body.msg).toBe(
      'Please enter the correct parameter! channels: choose at least one channel',
    );
    const badLevel = await post('alarmPush/level/submit', {
      name: 'x',
      nameEn: '',
      alarmLevels: [4],
      channels: ['fax'],
      enabled: true,
    });
    expect(badLevel.body).toMatchObject({ code: 400 });
    const badRelation = await post(
      'alarmPush/groupRelation/set',
      { groupId: 'seed-duty', levelIds: ['nope'], deviceTypes: [] },
      { site: 'WZ001' },
    );
    expect(badRelation.body.msg).toBe('Please enter the correct parameter! levelIds: no level nope');
    const inUse = await post('alarmPush/level/remove', {}, { ids: 'seed-urgent' });
    expect(inUse.body.msg).toBe(
      'Please enter the correct parameter! the level is used by the groups: Operations on duty, Station managers',
    );
    expect(await get<PushLevel[]>('alarmPush/level/list')).toHaveLength(3);
    for (const path of ['alarmPush/group/list', 'alarmPush/level/useList', 'alarmPush/groupRelation/edit']) {
      const unknownSite = await apiCall<R<unknown>>(station.sim, path, {
        token: station.operator,
        lang: 'en',
        query: { site: 'XX' },
      });
      expect(unknownSite.body, path).toMatchObject({ code: 400, msg: 'Please enter the correct parameter!' });
    }
  });

  it('adds, edits and removes a group with its members (selected and unselected lists) and logs the writes', async () => {
    const users = await get<PushMember[]>('alarmPush/group/unselected');
    expect(users.map((u) => u.account)).toEqual(expect.arrayContaining(['admin', 'operator', 'guest']));
    const op = users.find((u) => u.account === 'operator')!;
    const added = (
      await post('alarmPush/group/submit', {
        name: '<b>夜班</b>',
        nameEn: 'Night shift',
        remark: '',
        userIds: [op.userId],
      })
    ).body.data as PushGroup;
    expect(added).toMatchObject({ name: '<b>夜班</b>', members: [{ account: 'operator' }] });
    expect(
      (await get<PushMember[]>('alarmPush/group/selected', { groupId: added.id })).map((m) => m.account),
    ).toEqual(['operator']);
    const unselected = await get<PushMember[]>('alarmPush/group/unselected', { groupId: added.id });
    expect(unselected.map((m) => m.account)).not.toContain('operator');
    const edited = (await post('alarmPush/group/submit', { ...added, nameEn: 'Nights', userIds: [] })).body
      .data;
    expect(edited).toMatchObject({ id: added.id, nameEn: 'Nights', members: [] });
    expect((await post('alarmPush/group/remove', {}, { ids: added.id })).body.data).toEqual({ removed: 1 });
    expect((await get<PushGroup[]>('alarmPush/group/list')).map((g) => g.id)).not.toContain(added.id);
    const log = await apiData<Page<OperationLog>>(station.sim, 'log/his/page', {
      token: station.admin,
      lang: 'en',
      query: { size: 3 },
    });
    expect(log.records.map((r) => r.path)).toEqual([
      'alarmPush/group/remove',
      'alarmPush/group/submit',
      'alarmPush/group/submit',
    ]);
  });
});

describe('alarm push: an alarm rises and the notification log lists exactly the right recipients', () => {
  it('resolves through groups, levels and relations on the alarm site, device type and level', async () => {
    const roles = await apiData<Role[]>(station.sim, 'user/role/list', { token: station.admin });
    const add = (account: string, phone: string, email: string) =>
      apiData<UserRecord>(station.sim, 'user/add', {
        token: station.admin,
        body: {
          account,
          realName: account.toUpperCase(),
          roleId: roles[1].id,
          phone,
          email,
          password: md5('pw-1'),
        },
      });
    const li = await add('li', '13800000011', 'li@example.com');
    const wang = await add('wang', '', 'wang@example.com');
    const zhao = await add('zhao', '13800000013', '');
    const level = (
      await post('alarmPush/level/submit', {
        name: '二级短信邮件',
        nameEn: 'L2 SMS and mail',
        alarmLevels: [2],
        channels: ['sms', 'email'],
        enabled: true,
      })
    ).body.data as PushLevel;
    const off = (
      await post('alarmPush/level/submit', {
        name: '停用',
        nameEn: 'Off',
        alarmLevels: [1, 2, 3],
        channels: ['app'],
        enabled: false,
      })
    ).body.data as PushLevel;
    expect((await get<PushLevel[]>('alarmPush/level/useList')).map((l) => l.id)).not.toContain(off.id);
    const pcsGroup = (
      await post('alarmPush/group/submit', {
        name: 'PCS 组',
        nameEn: 'PCS team',
        remark: '',
        userIds: [li.id, wang.id],
      })
    ).body.data as PushGroup;
    const allGroup = (
      await post('alarmPush/group/submit', {
        name: '全部',
        nameEn: 'Everything',
        remark: '',
        userIds: [li.id, zhao.id],
      })
    ).body.data as PushGroup;
    const set = (groupId: string, levelIds: string[], deviceTypes: string[]) =>
      post('alarmPush/groupRelation/set', { groupId, levelIds, deviceTypes }, { site: 'WZ002' });
    expect((await set(pcsGroup.id, [level.id, off.id], ['pcs'])).body).toMatchObject({
      code: 200,
      data: { site: 'WZ002', groupId: pcsGroup.id, deviceTypes: ['pcs'] },
    });
    await set(allGroup.id, [level.id], []);
    expect(
      (await get<PushRelation[]>('alarmPush/groupRelation/edit', { site: 'WZ002', groupId: pcsGroup.id }))[0],
    ).toMatchObject({ levelIds: [level.id, off.id] });

    const raise = (lvl: 1 | 2 | 3, type: string) =>
      simHook(station.sim, 'alarm', {
        site: 'WZ002',
        level: lvl,
        type,
        content: '逆变器过温',
        contentEn: 'PCS over-temperature',
        deviceName: 'PCS-1',
      }) as Promise<AlarmRecord>;
    const logOf = (alarmId: string) =>
      get<Page<NotificationLogEntry>>('alarmPush/notify/log', { site: 'WZ002', alarmId, size: '50' });

    const pcsAlarm = await raise(2, 'pcs');
    const log = await logOf(pcsAlarm.id);
    // li is in both groups: one SMS and one mail; wang has no phone, zhao no e-mail.
    expect(log.records.map((e) => `${e.account}:${e.channel}:${e.address}`).sort()).toEqual([
      'li:email:li@example.com',
      'li:sms:13800000011',
      'wang:email:wang@example.com',
      'zhao:sms:13800000013',
    ]);
    const liSms = log.records.find((e) => e.account === 'li' && e.channel === 'sms')!;
    expect(liSms).toMatchObject({
      alarmNumber: pcsAlarm.number,
      alarmLevel: 2,
      time: pcsAlarm.occurredTime,
      groups: ['PCS 组', '全部'],
      levels: ['二级短信邮件'],
      messageEn: `[WZ002] L2 alarm on PCS-1: PCS over-temperature (${pcsAlarm.occurredTime}, no. ${pcsAlarm.number})`,
    });
    expect(liSms.messageZh).toContain('【WZ002】二级告警 PCS-1：逆变器过温');

    // The console's "who would be told" resolves the same way from the same calls.
    const groups = await get<PushGroup[]>('alarmPush/group/list');
    const levels = await get<PushLevel[]>('alarmPush/level/list');
    const relations = await get<PushRelation[]>('alarmPush/groupRelation/edit', { site: 'WZ002' });
    const resolved = resolveRecipients(pcsAlarm, 'WZ002', { groups, levels, relations });
    expect(resolved.recipients.map((r) => `${r.account}:${r.channel}`).sort()).toEqual(
      log.records.map((e) => `${e.account}:${e.channel}`).sort(),
    );
    expect(resolved.skipped.map((s) => `${s.account}:${s.channel}:${s.reason}`)).toEqual([
      'wang:sms:noPhone',
      'zhao:email:noEmail',
    ]);

    // A BMS alarm at L2 reaches only the "everything" group; an L1 alarm nobody on WZ002.
    const bms = await raise(2, 'bms');
    expect((await logOf(bms.id)).records.map((e) => `${e.account}:${e.channel}`).sort()).toEqual([
      'li:email',
      'li:sms',
      'zhao:sms',
    ]);
    const l1 = await raise(1, 'pcs');
    expect((await logOf(l1.id)).total).toBe(0);
    // The whole site log, newest first.
    const all = await get<Page<NotificationLogEntry>>('alarmPush/notify/log', { site: 'WZ002', size: '50' });
    expect(all.total).toBe(7);
    expect(all.records[0].alarmId).toBe(bms.id);
  });
});
