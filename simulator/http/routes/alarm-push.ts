import { noteRecordChanges } from '../oplog-recorder';
import type Database from 'better-sqlite3';
import type { z } from 'zod';
import type { AlarmRecord } from '../../../src/contract/alarm';
import { resolveRecipients } from '../../../src/contract/alarm-push-resolve';
import {
  type NotificationLogEntry,
  type PushGroup,
  type PushLevel,
  type PushMember,
  type PushRelation,
  pushGroupInputSchema,
  pushLevelInputSchema,
  pushRelationInputSchema,
} from '../../../src/contract/api/alarm-push';
import type { StationModel } from '../../model/station';
import { createAlarmPushStore, type AlarmPushStore } from '../../store/alarm-push-store';
import { UserStore } from '../../store/users';
import { naming } from '../input-errors';
import { pageFrom, pageParams } from '../paging';
import { idParam } from '../query-params';
import { createRevisions } from '../revisions';
import { LocalizedApiError, type RequestContext, type Router } from '../router';
import { siteOf, type StationRoutesDeps } from './station-common';

/*
 * Alarm push (spec §7 Alarms, issue 25): groups with members, levels, relations, and the
 * notification log the station writes when an alarm rises (there is no SMS or mail gateway here:
 * it records what it would send). Paths and payloads: src/contract/api/alarm-push.ts. Writes are
 * administrator-only by the role table; the operation log labels are in oplog-labels.ts.
 */

const PARAM = { zh: '请输入正确的参数！', en: 'Please enter the correct parameter!' };
const ISSUES: Record<string, { zh: string; en: string }> = {
  'validation.nameRequired': { zh: '名称不能为空', en: 'the name is required' },
  'validation.tooLong': { zh: '过长', en: 'too long' },
  'validation.tooMany': { zh: '过多', en: 'too many' },
  'validation.duplicate': { zh: '有重复项', en: 'repeats an item' },
  'validation.alarmLevelsRequired': { zh: '至少选择一个告警等级', en: 'choose at least one alarm level' },
  'validation.channelsRequired': { zh: '至少选择一种通知方式', en: 'choose at least one channel' },
};

/** 400 naming the first invalid field, in both languages. */
function invalid(issues: z.core.$ZodIssue[]): LocalizedApiError {
  const i = issues[0];
  const field = i.path.map(String).join('.') || 'body';
  const text = ISSUES[i.message] ?? { zh: '无效', en: 'invalid' };
  return new LocalizedApiError(400, {
    zh: `${PARAM.zh}${field}：${text.zh}`,
    en: `${PARAM.en} ${field}: ${text.en}`,
  });
}

const refused = (zh: string, en: string) =>
  new LocalizedApiError(400, { zh: `${PARAM.zh}${zh}`, en: `${PARAM.en} ${en}` });

function bodyOf(ctx: RequestContext): Record<string, unknown> {
  const b = ctx.body;
  return typeof b === 'object' && b !== null && !Array.isArray(b) ? (b as Record<string, unknown>) : {};
}

function idsOf(ctx: RequestContext): string[] {
  const ids = (ctx.query.get('ids') ?? '').split(',').filter(Boolean);
  if (ids.length === 0 || ids.length > 200 || ids.some((id) => !/^[A-Za-z0-9_.-]{1,64}$/.test(id)))
    throw refused('ids', 'ids');
  return ids;
}

/** Resolves an alarm that just rose and writes who was told into the log. */
function notifyAlarm(store: AlarmPushStore, site: string, alarm: AlarmRecord): NotificationLogEntry[] {
  const groups = store.groups();
  const levels = store.levels();
  const { recipients } = resolveRecipients(alarm, site, { groups, levels, relations: store.relations(site) });
  const groupName = new Map(groups.map((g) => [g.id, g.name] as const));
  const levelName = new Map(levels.map((l) => [l.id, l.name] as const));
  const entries = recipients.map((r): Omit<NotificationLogEntry, 'id'> => ({
    site,
    time: alarm.occurredTime,
    alarmId: alarm.id,
    alarmNumber: alarm.number,
    alarmLevel: alarm.level,
    deviceName: alarm.deviceName,
    userId: r.userId,
    account: r.account,
    realName: r.realName,
    channel: r.channel,
    address: r.address,
    messageZh: r.messageZh,
    messageEn: r.messageEn,
    groups: r.groupIds.map((g) => groupName.get(g) ?? g),
    levels: r.levelIds.map((l) => levelName.get(l) ?? l),
  }));
  store.appendLog(entries);
  return entries.map((e, i) => ({ ...e, id: String(i) }));
}

/** Hooks the notifier into every site's alarm book: each alarm raised is pushed (logged). */
function attachNotifier(model: StationModel, store: AlarmPushStore): void {
  for (const [site, x] of model.extras) {
    (x.alarms.raiseListeners ??= []).push((record) => {
      try {
        notifyAlarm(store, site, record);
      } catch (e) {
        console.error('[simulator] alarm push failed:', e);
      }
    });
  }
}

export function registerAlarmPushRoutes(
  router: Router,
  deps: StationRoutesDeps,
  db: Database.Database,
): AlarmPushStore {
  // Only reads users (names and addresses of members); the tenant is not used for reads.
  const users = new UserStore(db, '');
  const member = (userId: string): PushMember | null => {
    const u = users.byId(userId);
    return u
      ? { userId: u.id, account: u.account, realName: u.realName, phone: u.phone, email: u.email }
      : null;
  };
  const allMembers = () =>
    users.list({}).map((u) => ({
      userId: u.id,
      account: u.account,
      realName: u.realName,
      phone: u.phone,
      email: u.email,
    }));
  const store = createAlarmPushStore(db, member, {
    firstSite: deps.sites[0],
    accountId: (account) => users.byAccount(account)?.id ?? null,
    nowMs: Date.now(),
  });
  attachNotifier(deps.model, store);
  // Groups, levels and relations carry a version: a save over an older one answers 409 (issue 33).
  const revisions = createRevisions(db);
  const group = (g: PushGroup) => revisions.decorate('pushGroup', g);
  const level = (l: PushLevel) => revisions.decorate('pushLevel', l);
  // A relation is one group's on one site; a group without one yet is at version 0.
  const relationKey = (site: string, groupId: string) => `${site}/${groupId}`;
  const relation = (r: PushRelation) => ({
    ...r,
    version: revisions.versionOf('pushRelation', relationKey(r.site, r.groupId)),
  });

  // Groups and levels are the station's, shared by its sites; a `site` given is still checked
  // like every station call (an unknown one answers 400).
  const checkSite = (ctx: RequestContext) => void siteOf(ctx, deps);
  const groupIdOf = (ctx: RequestContext, required: boolean): string | null => {
    const id = idParam(ctx, 'groupId');
    if (id === null && required) throw refused('groupId', 'groupId');
    if (id !== null && !store.group(id)) throw refused('groupId：分组不存在', 'groupId: no such group');
    return id;
  };

  router.get('alarmPush/group/list', (ctx) => {
    checkSite(ctx);
    return store.groups().map(group);
  });
  router.post('alarmPush/group/submit', (ctx) => {
    const parsed = pushGroupInputSchema.safeParse(bodyOf(ctx));
    if (!parsed.success) throw invalid(parsed.error.issues);
    const unknown = parsed.data.userIds.find((u) => !users.byId(u));
    if (unknown) throw refused(`userIds：用户 ${unknown} 不存在`, `userIds: no user ${unknown}`);
    revisions.check(ctx, 'pushGroup', parsed.data.id);
    const before = parsed.data.id ? store.group(parsed.data.id) : undefined;
    const saved = store.saveGroup(parsed.data, Date.now());
    if (!saved) throw refused('id：分组不存在', 'id: no such group');
    noteRecordChanges(ctx, before && group(before), group(saved));
    revisions.bump(ctx, 'pushGroup', saved.id);
    return group(saved);
  });
  router.post('alarmPush/group/remove', (ctx) => {
    const ids = idsOf(ctx);
    for (const id of ids) {
      revisions.forget('pushGroup', id);
      for (const site of deps.sites) revisions.forget('pushRelation', relationKey(site, id));
    }
    return { removed: store.removeGroups(ids) };
  });
  router.get('alarmPush/group/selected', (ctx) => {
    checkSite(ctx);
    const id = groupIdOf(ctx, true)!;
    return store.group(id)!.members;
  });
  router.get('alarmPush/group/unselected', (ctx) => {
    checkSite(ctx);
    const id = groupIdOf(ctx, false);
    const selected = new Set(id ? store.memberIds(id) : []);
    return allMembers().filter((m) => !selected.has(m.userId));
  });

  router.get('alarmPush/level/list', (ctx) => {
    checkSite(ctx);
    return store.levels().map(level);
  });
  router.get('alarmPush/level/useList', (ctx) => {
    checkSite(ctx);
    return store.levels().filter((l) => l.enabled);
  });
  router.post('alarmPush/level/submit', (ctx) => {
    const parsed = pushLevelInputSchema.safeParse(bodyOf(ctx));
    if (!parsed.success) throw invalid(parsed.error.issues);
    revisions.check(ctx, 'pushLevel', parsed.data.id);
    const before = store.levels().find((l) => l.id === parsed.data.id);
    const saved = store.saveLevel(parsed.data, Date.now());
    if (!saved) throw refused('id：级别不存在', 'id: no such level');
    noteRecordChanges(ctx, before && level(before), level(saved));
    revisions.bump(ctx, 'pushLevel', saved.id);
    return level(saved);
  });
  router.post('alarmPush/level/remove', (ctx) => {
    const ids = idsOf(ctx);
    const groups = new Map(store.groups().map((g) => [g.id, g] as const));
    const using = store.relations().filter((r) => r.levelIds.some((l) => ids.includes(l)));
    if (using.length > 0) {
      const names = [...new Set(using.map((r) => groups.get(r.groupId)))].filter((g) => g !== undefined);
      throw refused(
        `级别正被分组使用：${names.map((g) => g.name).join('、')}`,
        `the level is used by the groups: ${names.map((g) => g.nameEn || g.name).join(', ')}`,
      );
    }
    for (const id of ids) revisions.forget('pushLevel', id);
    return { removed: store.removeLevels(ids) };
  });

  router.get('alarmPush/groupRelation/edit', (ctx) => {
    const site = siteOf(ctx, deps);
    const groupId = groupIdOf(ctx, false);
    if (!groupId) return store.relations(site).map(relation);
    const found = store.relations(site).find((r) => r.groupId === groupId);
    return [relation(found ?? { site, groupId, levelIds: [], deviceTypes: [], updateTime: '' })];
  });
  router.post('alarmPush/groupRelation/set', (ctx) => {
    // The site is a field of this write (the shared lookup answers GETs without naming it).
    const site = naming('site', () => siteOf(ctx, deps));
    const parsed = pushRelationInputSchema.safeParse({ ...bodyOf(ctx), site });
    if (!parsed.success) throw invalid(parsed.error.issues);
    if (!store.group(parsed.data.groupId)) throw refused('groupId：分组不存在', 'groupId: no such group');
    const known = new Set(store.levels().map((l) => l.id));
    const missing = parsed.data.levelIds.find((l) => !known.has(l));
    if (missing) throw refused(`levelIds：级别 ${missing} 不存在`, `levelIds: no level ${missing}`);
    const key = relationKey(site, parsed.data.groupId);
    revisions.check(ctx, 'pushRelation', key);
    const saved = store.setRelation(parsed.data, Date.now());
    revisions.bump(ctx, 'pushRelation', key);
    return relation(saved);
  });

  router.get('alarmPush/notify/log', (ctx) => {
    const site = siteOf(ctx, deps);
    const { current, size } = pageParams(ctx.query);
    const alarmId = idParam(ctx, 'alarmId') ?? undefined;
    const { records, total } = store.log(site, (current - 1) * size, size, alarmId);
    return pageFrom(records, total, current, size);
  });
  return store;
}
