import { describe, expect, it } from 'vitest';
import {
  pushMessages,
  resolveRecipients,
  type PushConfig,
  type ResolvedAlarm,
} from '@/contract/alarm-push-resolve';
import type { PushLevel, PushMember } from '@/contract/api/alarm-push';

const alarm = (over: Partial<ResolvedAlarm> = {}): ResolvedAlarm => ({
  id: 'a1',
  number: 'AL20261126000001',
  level: 1,
  type: 'bms',
  deviceName: 'BMS-1',
  content: '电芯电压过高',
  contentEn: 'Cell over-voltage',
  occurredTime: '2026-11-26 08:00:00',
  ...over,
});
const user = (account: string, phone = '', email = ''): PushMember => ({
  userId: `u-${account}`,
  account,
  realName: account.toUpperCase(),
  phone,
  email,
});
const level = (
  id: string,
  alarmLevels: PushLevel['alarmLevels'],
  channels: PushLevel['channels'],
  enabled = true,
) => ({
  id,
  name: id,
  nameEn: id,
  alarmLevels,
  channels,
  enabled,
  updateTime: '',
});
const ann = user('ann', '13800000001', 'ann@example.com');
const bob = user('bob', '', 'bob@example.com');
const cid = user('cid', '13800000003', '');

const config = (over: Partial<PushConfig> = {}): PushConfig => ({
  groups: [
    { id: 'g1', name: '值班', nameEn: 'Duty', members: [ann, bob] },
    { id: 'g2', name: '站长', nameEn: 'Managers', members: [ann, cid] },
  ],
  levels: [
    level('urgent', [1], ['sms', 'app']),
    level('major', [2], ['email']),
    level('off', [1], ['email'], false),
  ],
  relations: [
    { site: 'WZ001', groupId: 'g1', levelIds: ['urgent', 'major', 'off'], deviceTypes: [], updateTime: '' },
    { site: 'WZ001', groupId: 'g2', levelIds: ['urgent'], deviceTypes: ['pcs'], updateTime: '' },
    { site: 'WZ002', groupId: 'g2', levelIds: ['urgent', 'major'], deviceTypes: [], updateTime: '' },
  ],
  ...over,
});
const who = (r: ReturnType<typeof resolveRecipients>) =>
  r.recipients.map((x) => `${x.account}:${x.channel}:${x.address}`);

describe('resolveRecipients: who is told of an alarm', () => {
  it('tells the members of every group whose relation covers the site, device type and level, per channel', () => {
    const r = resolveRecipients(alarm(), 'WZ001', config());
    expect(who(r)).toEqual(['ann:sms:13800000001', 'ann:app:ann', 'bob:app:bob']);
    // bob has no phone: the SMS is skipped with the reason, never silently dropped.
    expect(r.skipped).toEqual([
      {
        userId: 'u-bob',
        account: 'bob',
        realName: 'BOB',
        channel: 'sms',
        reason: 'noPhone',
        groupIds: ['g1'],
      },
    ]);
    expect(r.recipients[0]).toMatchObject({ groupIds: ['g1'], levelIds: ['urgent'] });
  });

  it('limits a relation to its device types and tells a user reached twice only once per channel', () => {
    const r = resolveRecipients(alarm({ type: 'pcs' }), 'WZ001', config());
    expect(who(r)).toEqual([
      'ann:sms:13800000001',
      'ann:app:ann',
      'bob:app:bob',
      'cid:sms:13800000003',
      'cid:app:cid',
    ]);
    expect(r.recipients[0]).toMatchObject({ groupIds: ['g1', 'g2'], levelIds: ['urgent'] });
  });

  it('matches the alarm level and ignores disabled levels, other sites and unknown groups or levels', () => {
    expect(who(resolveRecipients(alarm({ level: 2 }), 'WZ001', config()))).toEqual([
      'ann:email:ann@example.com',
      'bob:email:bob@example.com',
    ]);
    expect(who(resolveRecipients(alarm({ level: 3 }), 'WZ001', config()))).toEqual([]);
    const r2 = resolveRecipients(alarm({ level: 2 }), 'WZ002', config());
    expect(who(r2)).toEqual(['ann:email:ann@example.com']);
    expect(r2.skipped.map((s) => `${s.account}:${s.reason}`)).toEqual(['cid:noEmail']);
    const dangling = config({
      relations: [{ site: 'WZ001', groupId: 'gone', levelIds: ['urgent'], deviceTypes: [], updateTime: '' }],
    });
    expect(resolveRecipients(alarm(), 'WZ001', dangling)).toEqual({ recipients: [], skipped: [] });
    const noLevel = config({
      relations: [{ site: 'WZ001', groupId: 'g1', levelIds: ['gone'], deviceTypes: [], updateTime: '' }],
    });
    expect(resolveRecipients(alarm(), 'WZ001', noLevel).recipients).toEqual([]);
  });

  it('writes the message in zh and en, falling back to the Chinese content without an English one', () => {
    expect(pushMessages(alarm(), 'WZ001')).toEqual({
      zh: '【WZ001】一级告警 BMS-1：电芯电压过高（2026-11-26 08:00:00，编号 AL20261126000001）',
      en: '[WZ001] L1 alarm on BMS-1: Cell over-voltage (2026-11-26 08:00:00, no. AL20261126000001)',
    });
    expect(pushMessages(alarm({ contentEn: ' ', level: 3 }), 'WZ002').en).toBe(
      '[WZ002] L3 alarm on BMS-1: 电芯电压过高 (2026-11-26 08:00:00, no. AL20261126000001)',
    );
    const r = resolveRecipients(alarm(), 'WZ001', config());
    expect(r.recipients.every((x) => x.messageEn.startsWith('[WZ001] L1 alarm on BMS-1'))).toBe(true);
  });
});
