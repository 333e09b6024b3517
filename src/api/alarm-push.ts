import type { z } from 'zod';
import {
  notificationLogEntrySchema,
  pushGroupSchema,
  pushLevelSchema,
  pushMemberSchema,
  pushRelationSchema,
  pushRemovedSchema,
  type NotificationLogEntry,
  type PushGroup,
  type PushGroupInput,
  type PushLevel,
  type PushLevelInput,
  type PushMember,
  type PushRelation,
  type PushRelationInput,
} from '@/contract/api/alarm-push';
import type { Page, PageQuery } from '@/contract/envelope';
import { wireArray, wireNullable, wirePage } from '@/contract/wire';
import { get, post } from './http';
import { readAnswer } from './read-answer';

/*
 * Alarm push calls (spec §7 Alarms; paths and payloads: src/contract/api/alarm-push.ts), read with
 * the contract's schemas. A code-404 answer (spec §8: normal, null data) reads as an empty list,
 * so a station without the calls shows empty panels, never a crash; a malformed answer is an
 * error naming the call and field.
 */

const list = async <T extends z.ZodType>(item: T, path: string, answer: Promise<unknown>) =>
  readAnswer(wireArray(item), await answer, path);

export const alarmPushKeys = {
  all: ['alarmPush'] as const,
  groups: ['alarmPush', 'groups'] as const,
  levels: ['alarmPush', 'levels'] as const,
  useList: ['alarmPush', 'levels', 'use'] as const,
  members: (groupId: string | null) => ['alarmPush', 'groups', 'members', groupId] as const,
  relations: (site: string) => ['alarmPush', 'relations', site] as const,
  log: (site: string, page: PageQuery) => ['alarmPush', 'log', site, page.current, page.size] as const,
};

export const getPushGroups = (): Promise<PushGroup[]> =>
  list(pushGroupSchema, 'alarmPush/group/list', get('alarmPush/group/list'));

/** `version` (the one the edit started from, src/contract/conflict.ts) makes a stale save a 409. */
type Versioned<T> = T & { version?: number };

export const savePushGroup = async (input: Versioned<PushGroupInput>): Promise<PushGroup> =>
  readAnswer(
    pushGroupSchema,
    await post('alarmPush/group/submit', { json: input }),
    'alarmPush/group/submit',
  );

export const removePushGroups = async (ids: string[]): Promise<{ removed: number }> =>
  readAnswer(
    pushRemovedSchema,
    await post('alarmPush/group/remove', { query: { ids: ids.join(',') } }),
    'alarmPush/group/remove',
  );

/** Members of a group. */
export const getSelectedUsers = (groupId: string): Promise<PushMember[]> =>
  list(pushMemberSchema, 'alarmPush/group/selected', get('alarmPush/group/selected', { groupId }));

/** Users not in the group (every user without a group: a new one). */
export const getUnselectedUsers = (groupId: string | null): Promise<PushMember[]> =>
  list(
    pushMemberSchema,
    'alarmPush/group/unselected',
    get('alarmPush/group/unselected', groupId ? { groupId } : {}),
  );

export const getPushLevels = (): Promise<PushLevel[]> =>
  list(pushLevelSchema, 'alarmPush/level/list', get('alarmPush/level/list'));

/** The enabled levels, the ones a relation may use. */
export const getUsableLevels = (): Promise<PushLevel[]> =>
  list(pushLevelSchema, 'alarmPush/level/useList', get('alarmPush/level/useList'));

export const savePushLevel = async (input: Versioned<PushLevelInput>): Promise<PushLevel> =>
  readAnswer(
    pushLevelSchema,
    await post('alarmPush/level/submit', { json: input }),
    'alarmPush/level/submit',
  );

export const removePushLevels = async (ids: string[]): Promise<{ removed: number }> =>
  readAnswer(
    pushRemovedSchema,
    await post('alarmPush/level/remove', { query: { ids: ids.join(',') } }),
    'alarmPush/level/remove',
  );

/** Every group relation of the site. */
export const getRelations = (site: string): Promise<PushRelation[]> =>
  list(pushRelationSchema, 'alarmPush/groupRelation/edit', get('alarmPush/groupRelation/edit', { site }));

export const setRelation = async (
  site: string,
  input: Versioned<Omit<PushRelationInput, 'site'>>,
): Promise<PushRelation> =>
  readAnswer(
    pushRelationSchema,
    await post('alarmPush/groupRelation/set', { query: { site }, json: { ...input, site } }),
    'alarmPush/groupRelation/set',
  );

/** The notification log (extension): null when the station does not have it (code 404). */
export const getNotificationLog = async (
  site: string,
  page: PageQuery,
): Promise<Page<NotificationLogEntry> | null> =>
  readAnswer(
    wireNullable(wirePage(notificationLogEntrySchema)),
    await get('alarmPush/notify/log', { site, ...page }),
    'alarmPush/notify/log',
  );
