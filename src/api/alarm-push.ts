import type {
  NotificationLogEntry,
  PushGroup,
  PushGroupInput,
  PushLevel,
  PushLevelInput,
  PushMember,
  PushRelation,
  PushRelationInput,
} from '@/contract/api/alarm-push';
import type { Page, PageQuery } from '@/contract/envelope';
import { get, post } from './http';

/*
 * Alarm push calls (spec §7 Alarms; paths and payloads: src/contract/api/alarm-push.ts). A code-404
 * answer (spec §8: normal, null data) reads as an empty list, so a station without the calls shows
 * empty panels, never a crash.
 */

const list = async <T>(p: Promise<T[] | null>): Promise<T[]> => (await p) ?? [];

export const alarmPushKeys = {
  all: ['alarmPush'] as const,
  groups: ['alarmPush', 'groups'] as const,
  levels: ['alarmPush', 'levels'] as const,
  useList: ['alarmPush', 'levels', 'use'] as const,
  members: (groupId: string | null) => ['alarmPush', 'groups', 'members', groupId] as const,
  relations: (site: string) => ['alarmPush', 'relations', site] as const,
  log: (site: string, page: PageQuery) => ['alarmPush', 'log', site, page.current, page.size] as const,
};

export const getPushGroups = () => list(get<PushGroup[] | null>('alarmPush/group/list'));

export const savePushGroup = (input: PushGroupInput) =>
  post<PushGroup>('alarmPush/group/submit', { json: input });

export const removePushGroups = (ids: string[]) =>
  post<{ removed: number }>('alarmPush/group/remove', { query: { ids: ids.join(',') } });

/** Members of a group. */
export const getSelectedUsers = (groupId: string) =>
  list(get<PushMember[] | null>('alarmPush/group/selected', { groupId }));

/** Users not in the group (every user without a group: a new one). */
export const getUnselectedUsers = (groupId: string | null) =>
  list(get<PushMember[] | null>('alarmPush/group/unselected', groupId ? { groupId } : {}));

export const getPushLevels = () => list(get<PushLevel[] | null>('alarmPush/level/list'));

/** The enabled levels, the ones a relation may use. */
export const getUsableLevels = () => list(get<PushLevel[] | null>('alarmPush/level/useList'));

export const savePushLevel = (input: PushLevelInput) =>
  post<PushLevel>('alarmPush/level/submit', { json: input });

export const removePushLevels = (ids: string[]) =>
  post<{ removed: number }>('alarmPush/level/remove', { query: { ids: ids.join(',') } });

/** Every group relation of the site. */
export const getRelations = (site: string) =>
  list(get<PushRelation[] | null>('alarmPush/groupRelation/edit', { site }));

export const setRelation = (site: string, input: Omit<PushRelationInput, 'site'>) =>
  post<PushRelation>('alarmPush/groupRelation/set', { query: { site }, json: { ...input, site } });

/** The notification log (extension): null when the station does not have it (code 404). */
export const getNotificationLog = (site: string, page: PageQuery) =>
  get<Page<NotificationLogEntry> | null>('alarmPush/notify/log', { site, ...page });
