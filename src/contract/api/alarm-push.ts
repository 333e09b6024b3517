import { z } from 'zod';
import { versionField } from '../conflict';
import type { AlarmLevel } from '../status';
import { wireArray, wireBool, wireIdText, wireNum, wireNumLiteral, wireStr } from '../wire';

/*
 * Alarm push (spec §7 Alarms: "group list, submit and remove; level list, remove, submit and use
 * list; unselected and selected lists; group relation set and edit"; issue 25). The spec names the
 * calls but not their paths or payloads; these are ours, under `alarmPush/`:
 *
 * - `GET alarmPush/group/list`: every {@link PushGroup} with its members.
 * - `POST alarmPush/group/submit` body {@link PushGroupInput}: adds, or updates when `id` is given
 *   (with `version`, the one the edit started from: 409 when saved since, src/contract/conflict.ts;
 *   the same for levels).
 * - `POST alarmPush/group/remove?ids=a,b`: removes groups (and their relations).
 * - `GET alarmPush/group/selected?groupId=`: the group's members ({@link PushMember}).
 * - `GET alarmPush/group/unselected[?groupId=]`: users not in the group (all users without one).
 * - `GET alarmPush/level/list`: every {@link PushLevel}.
 * - `POST alarmPush/level/submit` body {@link PushLevelInput}; `POST alarmPush/level/remove?ids=`
 *   (a level a relation uses is refused, 400 naming the groups).
 * - `GET alarmPush/level/useList`: the enabled levels, the ones a relation may use.
 * - `GET alarmPush/groupRelation/edit?site[&groupId]`: the site's relations (one group's with groupId;
 *   a group without one answers an empty relation).
 * - `POST alarmPush/groupRelation/set` body {@link PushRelationInput}: replaces a group's relation on
 *   a site (no levels = the group is told nothing there); with `version` (the one the edit started
 *   from, 0 for a group without a relation there yet) a set over a newer one answers 409.
 * - Extension (not in the spec; a real backend's 404 hides the log with a note):
 *   `GET alarmPush/notify/log?site&current&size[&alarmId]`: a page of {@link NotificationLogEntry},
 *   newest first: what the station sent (the simulator has no SMS or mail gateway, so it records).
 *
 * Writes are for administrators (src/contract/permissions.ts); the simulator answers operators 403.
 * Who is told about an alarm is decided by `resolveRecipients` (src/contract/alarm-push-resolve.ts),
 * used by the simulator when an alarm rises and by the console's "who would be told" panel.
 * Validation messages are keys of the `alarm-push` namespace (`validation.*`). The console reads
 * the answers with the schemas at the end (tests/unit/contract/alarm-push-wire.test.ts).
 */

export const PUSH_CHANNELS = ['sms', 'email', 'app'] as const;
export type PushChannel = (typeof PUSH_CHANNELS)[number];

const LEVELS = [1, 2, 3] as const satisfies readonly AlarmLevel[];
const name = (max: number) => z.string().trim().max(max, 'validation.tooLong');
const id = z.string().trim().min(1).max(40);

export const pushGroupInputSchema = z.object({
  id: z.string().optional(),
  name: name(40).min(1, 'validation.nameRequired'),
  nameEn: name(60),
  remark: name(200),
  userIds: z.array(id).max(500, 'validation.tooMany'),
});
export type PushGroupInput = z.infer<typeof pushGroupInputSchema>;

/** A member of a group with the addresses the channels use ('' when unknown). */
export interface PushMember {
  userId: string;
  account: string;
  realName: string;
  phone: string;
  email: string;
}

export interface PushGroup {
  id: string;
  name: string;
  nameEn: string;
  remark: string;
  userIds: string[];
  members: PushMember[];
  updateTime: string;
  /** The stored version (src/contract/conflict.ts); absent from a backend without versions. */
  version?: number;
}

export const pushLevelInputSchema = z.object({
  id: z.string().optional(),
  name: name(40).min(1, 'validation.nameRequired'),
  nameEn: name(60),
  /** The alarm levels (L1–L3) this push level covers. */
  alarmLevels: z
    .array(z.union(LEVELS.map((l) => z.literal(l))))
    .min(1, 'validation.alarmLevelsRequired')
    .refine((a) => new Set(a).size === a.length, 'validation.duplicate'),
  channels: z
    .array(z.enum(PUSH_CHANNELS))
    .min(1, 'validation.channelsRequired')
    .refine((a) => new Set(a).size === a.length, 'validation.duplicate'),
  /** Disabled levels stay out of the use list and are never pushed. */
  enabled: z.boolean(),
});
export type PushLevelInput = z.infer<typeof pushLevelInputSchema>;

export interface PushLevel extends PushLevelInput {
  id: string;
  updateTime: string;
  /** The stored version (src/contract/conflict.ts); absent from a backend without versions. */
  version?: number;
}

export const pushRelationInputSchema = z.object({
  site: z.string().trim().min(1).max(40),
  groupId: id,
  levelIds: z
    .array(id)
    .max(50, 'validation.tooMany')
    .refine((a) => new Set(a).size === a.length, 'validation.duplicate'),
  /** Alarm (device) types the group hears about, e.g. 'bms', 'pcs'; empty = every device. */
  deviceTypes: z
    .array(z.string().trim().min(1).max(40))
    .max(50, 'validation.tooMany')
    .refine((a) => new Set(a).size === a.length, 'validation.duplicate'),
});
export type PushRelationInput = z.infer<typeof pushRelationInputSchema>;

export interface PushRelation extends PushRelationInput {
  /** '' for a group that has no relation on the site yet. */
  updateTime: string;
  /** The stored version (src/contract/conflict.ts); absent from a backend without versions. */
  version?: number;
}

/** One notification the station sent (or, in the simulator, would have sent). */
export interface NotificationLogEntry {
  id: string;
  site: string;
  /** Station time `yyyy-MM-dd HH:mm:ss`: when the alarm rose. */
  time: string;
  alarmId: string;
  alarmNumber: string;
  alarmLevel: AlarmLevel;
  deviceName: string;
  userId: string;
  account: string;
  realName: string;
  channel: PushChannel;
  /** Phone number, e-mail address or account (app). */
  address: string;
  messageZh: string;
  messageEn: string;
  /** Names (zh) of the groups and levels that led to it. */
  groups: string[];
  levels: string[];
}

/* Answers as a real BladeX backend may send them (../wire.ts); src/api/alarm-push.ts reads with these. */

export const pushMemberSchema = z.object({
  userId: wireIdText,
  account: wireStr,
  realName: wireStr,
  phone: wireStr,
  email: wireStr,
}) satisfies z.ZodType<PushMember>;

export const pushGroupSchema = z.object({
  id: wireIdText,
  name: wireStr,
  nameEn: wireStr,
  remark: wireStr,
  userIds: wireArray(wireIdText),
  members: wireArray(pushMemberSchema),
  updateTime: wireStr,
  version: versionField,
}) satisfies z.ZodType<PushGroup>;

const alarmLevelSchema = wireNumLiteral([1, 2, 3]);

export const pushLevelSchema = z.object({
  id: wireIdText,
  name: wireStr,
  nameEn: wireStr,
  alarmLevels: wireArray(alarmLevelSchema),
  channels: wireArray(z.enum(PUSH_CHANNELS)),
  enabled: wireBool,
  updateTime: wireStr,
  version: versionField,
}) satisfies z.ZodType<PushLevel>;

export const pushRelationSchema = z.object({
  site: wireStr,
  groupId: wireIdText,
  levelIds: wireArray(wireIdText),
  deviceTypes: wireArray(wireStr),
  updateTime: wireStr,
  version: versionField,
}) satisfies z.ZodType<PushRelation>;

export const notificationLogEntrySchema = z.object({
  id: wireIdText,
  site: wireStr,
  time: wireStr,
  alarmId: wireIdText,
  alarmNumber: wireStr,
  alarmLevel: alarmLevelSchema,
  deviceName: wireStr,
  userId: wireIdText,
  account: wireStr,
  realName: wireStr,
  channel: z.enum(PUSH_CHANNELS),
  address: wireStr,
  messageZh: wireStr,
  messageEn: wireStr,
  groups: wireArray(wireStr),
  levels: wireArray(wireStr),
}) satisfies z.ZodType<NotificationLogEntry>;

/** `data` of the remove calls. */
export const pushRemovedSchema = z.object({ removed: wireNum });
