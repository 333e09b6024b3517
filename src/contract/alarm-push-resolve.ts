import type { AlarmRecord } from './alarm';
import type { PushChannel, PushGroup, PushLevel, PushRelation } from './api/alarm-push';
import { PUSH_CHANNELS } from './api/alarm-push';

/*
 * Who is told about an alarm (issue 25, "who would be told"): THE resolution, pure, used by the
 * simulator when an alarm rises (its notification log) and by the console's panel, so the panel
 * shows exactly what the station does.
 *
 * For an alarm of level L and type T on site S: every group whose relation on S lists T (or no
 * types: every device) and an enabled level covering L tells each member on each channel of that
 * level. A user reached through several groups or levels is told once per channel (the groups and
 * levels are listed). A channel needs an address: sms a phone, email an e-mail address, app the
 * account; a member without one is listed under `skipped` with the reason.
 */

export type ResolvedAlarm = Pick<
  AlarmRecord,
  'id' | 'number' | 'level' | 'type' | 'deviceName' | 'content' | 'contentEn' | 'occurredTime'
>;

export interface PushConfig {
  groups: readonly Pick<PushGroup, 'id' | 'name' | 'nameEn' | 'members'>[];
  levels: readonly PushLevel[];
  /** Relations of every site; only the alarm's site counts. */
  relations: readonly PushRelation[];
}

export interface Recipient {
  userId: string;
  account: string;
  realName: string;
  channel: PushChannel;
  address: string;
  messageZh: string;
  messageEn: string;
  /** Ids of the groups and levels that reach this user on this channel. */
  groupIds: string[];
  levelIds: string[];
}

export type SkipReason = 'noPhone' | 'noEmail';

export interface Skipped {
  userId: string;
  account: string;
  realName: string;
  channel: PushChannel;
  reason: SkipReason;
  groupIds: string[];
}

export interface Resolution {
  recipients: Recipient[];
  skipped: Skipped[];
}

const LEVEL_ZH = { 1: '一级', 2: '二级', 3: '三级' } as const;

/** The pushed message in both languages (plain text; never rendered as markup). */
export function pushMessages(alarm: ResolvedAlarm, site: string): { zh: string; en: string } {
  const en = alarm.contentEn.trim() || alarm.content;
  return {
    zh: `【${site}】${LEVEL_ZH[alarm.level]}告警 ${alarm.deviceName}：${alarm.content}（${alarm.occurredTime}，编号 ${alarm.number}）`,
    en: `[${site}] L${alarm.level} alarm on ${alarm.deviceName}: ${en} (${alarm.occurredTime}, no. ${alarm.number})`,
  };
}

const addressOf = (m: { phone: string; email: string; account: string }, channel: PushChannel): string =>
  (channel === 'sms' ? m.phone : channel === 'email' ? m.email : m.account).trim();

/** Recipients of `alarm` on `site` under `config`, ordered by user then channel. */
export function resolveRecipients(alarm: ResolvedAlarm, site: string, config: PushConfig): Resolution {
  const levels = new Map(config.levels.map((l) => [l.id, l] as const));
  const groups = new Map(config.groups.map((g) => [g.id, g] as const));
  const messages = pushMessages(alarm, site);
  const found = new Map<string, Recipient>();
  const skipped = new Map<string, Skipped>();
  const addUnique = (list: string[], v: string) => {
    if (!list.includes(v)) list.push(v);
  };
  for (const relation of config.relations) {
    if (relation.site !== site) continue;
    if (relation.deviceTypes.length > 0 && !relation.deviceTypes.includes(alarm.type)) continue;
    const group = groups.get(relation.groupId);
    if (!group) continue;
    for (const levelId of relation.levelIds) {
      const level = levels.get(levelId);
      if (!level?.enabled || !level.alarmLevels.includes(alarm.level)) continue;
      for (const member of group.members) {
        for (const channel of level.channels) {
          const key = `${member.userId}\u0000${channel}`;
          const address = addressOf(member, channel);
          if (!address) {
            const s = skipped.get(key) ?? {
              userId: member.userId,
              account: member.account,
              realName: member.realName,
              channel,
              reason: channel === 'sms' ? 'noPhone' : 'noEmail',
              groupIds: [],
            };
            addUnique(s.groupIds, group.id);
            skipped.set(key, s);
            continue;
          }
          const r = found.get(key) ?? {
            userId: member.userId,
            account: member.account,
            realName: member.realName,
            channel,
            address,
            messageZh: messages.zh,
            messageEn: messages.en,
            groupIds: [],
            levelIds: [],
          };
          addUnique(r.groupIds, group.id);
          addUnique(r.levelIds, level.id);
          found.set(key, r);
        }
      }
    }
  }
  const order = <T extends { account: string; userId: string; channel: PushChannel }>(a: T, b: T) =>
    a.account.localeCompare(b.account) ||
    a.userId.localeCompare(b.userId) ||
    PUSH_CHANNELS.indexOf(a.channel) - PUSH_CHANNELS.indexOf(b.channel);
  return {
    recipients: [...found.values()].sort(order),
    skipped: [...skipped.values()].sort(order),
  };
}
