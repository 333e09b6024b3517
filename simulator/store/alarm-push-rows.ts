import type {
  PushChannel,
  PushGroup,
  PushLevel,
  PushLevelInput,
  PushMember,
  PushRelation,
} from '../../src/contract/api/alarm-push';
import type { AlarmLevel } from '../../src/contract/status';
import { formatDateTime } from './time-format';

/* Rows of the alarm push tables (alarm-push-store.ts) and their contract shapes. */

export interface GroupRow {
  id: string;
  name: string;
  name_en: string;
  remark: string;
  update_time: number;
}
export interface LevelRow {
  id: string;
  name: string;
  name_en: string;
  alarm_levels: string;
  channels: string;
  enabled: number;
  update_time: number;
}
export interface RelationRow {
  site: string;
  group_id: string;
  level_ids: string;
  device_types: string;
  update_time: number;
}

export const json = <T>(text: string): T => JSON.parse(text) as T;

/** A group with its members (users that still exist, in their order). */
export const toGroup = (r: GroupRow, members: PushMember[]): PushGroup => ({
  id: r.id,
  name: r.name,
  nameEn: r.name_en,
  remark: r.remark,
  userIds: members.map((x) => x.userId),
  members,
  updateTime: formatDateTime(r.update_time),
});

export const toLevel = (r: LevelRow): PushLevel => ({
  id: r.id,
  name: r.name,
  nameEn: r.name_en,
  alarmLevels: json<AlarmLevel[]>(r.alarm_levels),
  channels: json<PushChannel[]>(r.channels),
  enabled: r.enabled === 1,
  updateTime: formatDateTime(r.update_time),
});

export const toRelation = (r: RelationRow): PushRelation => ({
  site: r.site,
  groupId: r.group_id,
  levelIds: json<string[]>(r.level_ids),
  deviceTypes: json<string[]>(r.device_types),
  updateTime: formatDateTime(r.update_time),
});

/** The columns of a level row after its id, in table order. */
export const levelValues = (input: PushLevelInput, nowMs: number) => [
  input.name,
  input.nameEn,
  JSON.stringify([...input.alarmLevels].sort()),
  JSON.stringify(input.channels),
  input.enabled ? 1 : 0,
  nowMs,
];
