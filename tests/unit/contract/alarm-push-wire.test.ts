import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getNotificationLog,
  getPushGroups,
  getPushLevels,
  getRelations,
  getSelectedUsers,
  removePushGroups,
  savePushLevel,
} from '@/api/alarm-push';
import { isApiError } from '@/api/http';
import {
  notificationLogEntrySchema,
  PUSH_CHANNELS,
  pushGroupSchema,
  pushLevelSchema,
  pushRelationSchema,
} from '@/contract/api/alarm-push';
import { initI18n } from '@/lib/i18n';
import { startAnswerServer, type AnswerServer } from '../api/answer-server';
import { arb, wiredPair, type Shape } from './wire-shapes';

/*
 * Alarm push answers (src/api/alarm-push.ts reads them with src/contract/api/alarm-push.ts) shaped
 * like a real BladeX backend's: ids as numbers or long text, levels as text, booleans as 1/0,
 * null or missing texts and lists, extra fields, a code-404 null; a malformed answer rejects
 * with a message naming the call and the field.
 */

const member = fc.record({
  userId: arb.id,
  account: arb.word,
  realName: arb.text,
  phone: arb.text,
  email: arb.text,
});
const memberShape: Shape = {
  object: { userId: 'id', account: 'text', realName: 'text', phone: 'text', email: 'text' },
};
const group = fc.record({
  id: arb.id,
  name: arb.word,
  nameEn: arb.text,
  remark: arb.text,
  userIds: fc.array(arb.id, { maxLength: 3 }),
  members: fc.array(member, { maxLength: 2 }),
  updateTime: arb.time,
});
const groupShape: Shape = {
  object: {
    id: 'id',
    nameEn: 'text',
    remark: 'text',
    userIds: { list: 'id' },
    members: { list: memberShape },
  },
};
const alarmLevel = fc.constantFrom(1 as const, 2 as const, 3 as const);
const level = fc.record({
  id: arb.id,
  name: arb.word,
  nameEn: arb.text,
  alarmLevels: fc.array(alarmLevel, { maxLength: 3 }),
  channels: fc.subarray([...PUSH_CHANNELS]),
  enabled: fc.boolean(),
  updateTime: arb.time,
});
const levelShape: Shape = {
  object: { id: 'id', nameEn: 'text', alarmLevels: { list: 'num' }, enabled: 'bool', updateTime: 'text' },
};
const relation = fc.record({
  site: arb.word,
  groupId: arb.id,
  levelIds: fc.array(arb.id, { maxLength: 3 }),
  deviceTypes: fc.array(arb.word, { maxLength: 3 }),
  updateTime: arb.text,
});
const relationShape: Shape = {
  object: { groupId: 'id', levelIds: { list: 'id' }, deviceTypes: { list: 'as-is' }, updateTime: 'text' },
};
const logEntry = fc.record({
  id: arb.id,
  site: arb.word,
  time: arb.time,
  alarmId: arb.id,
  alarmNumber: arb.text,
  alarmLevel,
  deviceName: arb.text,
  userId: arb.id,
  account: arb.text,
  realName: arb.text,
  channel: fc.constantFrom(...PUSH_CHANNELS),
  address: arb.text,
  messageZh: arb.text,
  messageEn: arb.text,
  groups: fc.array(arb.word, { maxLength: 2 }),
  levels: fc.array(arb.word, { maxLength: 2 }),
});
const logShape: Shape = {
  object: {
    id: 'id',
    alarmId: 'id',
    alarmNumber: 'text',
    alarmLevel: 'num',
    userId: 'id',
    account: 'text',
    realName: 'text',
    address: 'text',
    messageZh: 'text',
    messageEn: 'text',
    groups: { list: 'as-is' },
    levels: { list: 'as-is' },
  },
};

const reads = <T>(schema: { parse(v: unknown): unknown }, canonical: fc.Arbitrary<T>, shape: Shape) =>
  fc.assert(
    fc.property(wiredPair(canonical, shape), ({ value, wiredValue }) => {
      expect(schema.parse(wiredValue)).toEqual(value);
    }),
  );

describe('alarm push answers shaped like a real backend', () => {
  it('read every wired form as the canonical answer', () => {
    reads(pushGroupSchema, group, groupShape);
    reads(pushLevelSchema, level, levelShape);
    reads(pushRelationSchema, relation, relationShape);
    reads(notificationLogEntrySchema, logEntry, logShape);
  });

  it('refuses values of another type', () => {
    const good = fc.sample(level, 1)[0];
    for (const bad of [{ channels: ['fax'] }, { alarmLevels: [4] }, { enabled: 'yes' }, { id: { n: 1 } }])
      expect(pushLevelSchema.safeParse({ ...good, ...bad }).success, JSON.stringify(bad)).toBe(false);
  });
});

describe('src/api/alarm-push.ts against a station', () => {
  let station: AnswerServer;
  beforeAll(async () => {
    station = await startAnswerServer();
    initI18n('en');
  });
  afterAll(() => station.close());

  it('reads wired answers through the real http client', async () => {
    await fc.assert(
      fc.asyncProperty(
        wiredPair(fc.array(group, { maxLength: 2 }), { list: groupShape }),
        wiredPair(fc.array(level, { maxLength: 2 }), { list: levelShape }),
        wiredPair(fc.array(relation, { maxLength: 2 }), { list: relationShape }),
        wiredPair(fc.array(member, { maxLength: 2 }), { list: memberShape }),
        wiredPair(level, levelShape),
        wiredPair(fc.array(logEntry, { maxLength: 2 }), { list: logShape }),
        async (groups, levels, relations, members, saved, log) => {
          station.answer('alarmPush/group/list', groups.wiredValue);
          station.answer('alarmPush/level/list', levels.wiredValue);
          station.answer('alarmPush/groupRelation/edit', relations.wiredValue);
          station.answer('alarmPush/group/selected', members.wiredValue);
          station.answer('alarmPush/level/submit', saved.wiredValue);
          station.answer('alarmPush/group/remove', { removed: '2' });
          station.answer('alarmPush/notify/log', {
            records: log.wiredValue,
            total: '2',
            size: '10',
            current: 1,
            pages: '1',
          });
          expect(await getPushGroups()).toEqual(groups.value);
          expect(await getPushLevels()).toEqual(levels.value);
          expect(await getRelations('WZ001')).toEqual(relations.value);
          expect(await getSelectedUsers('1')).toEqual(members.value);
          expect(await savePushLevel({ ...saved.value })).toEqual(saved.value);
          expect(await removePushGroups(['1', '2'])).toEqual({ removed: 2 });
          expect(await getNotificationLog('WZ001', { current: 1, size: 10 })).toEqual({
            records: log.value,
            total: 2,
            size: 10,
            current: 1,
            pages: 1,
          });
        },
      ),
      { numRuns: 10 },
    );
  }, 60_000);

  it('a code-404 answer is an empty list or null; a malformed one rejects naming the call and the field', async () => {
    station.clear();
    expect(await getPushGroups()).toEqual([]);
    expect(await getPushLevels()).toEqual([]);
    expect(await getNotificationLog('WZ001', { current: 1, size: 10 })).toBeNull();
    station.answer('alarmPush/level/list', [{ ...fc.sample(level, 1)[0], channels: ['fax'] }]);
    const error: unknown = await getPushLevels().catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect((error as Error).message).toBe(
      'The server sent an answer that could not be read (alarmPush/level/list: 0.channels.0)',
    );
  });
});
