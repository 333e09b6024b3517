import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import type {
  NotificationLogEntry,
  PushChannel,
  PushGroup,
  PushGroupInput,
  PushLevel,
  PushLevelInput,
  PushMember,
  PushRelation,
  PushRelationInput,
} from '../../src/contract/api/alarm-push';
import type { AlarmLevel } from '../../src/contract/status';
import { formatDateTime } from './time-format';

/*
 * Alarm push groups, levels, relations and the notification log (issue 25) in SQLite. Members are
 * user ids; their names and addresses are read from the user store at each answer (`lookup`), so
 * an edited phone number applies at once and a deleted user drops out of every group.
 */

/** Reads a user's name and addresses; null for a user that no longer exists. */
export type MemberLookup = (userId: string) => PushMember | null;

interface GroupRow {
  id: string;
  name: string;
  name_en: string;
  remark: string;
  update_time: number;
}
interface LevelRow {
  id: string;
  name: string;
  name_en: string;
  alarm_levels: string;
  channels: string;
  enabled: number;
  update_time: number;
}
interface RelationRow {
  site: string;
  group_id: string;
  level_ids: string;
  device_types: string;
  update_time: number;
}
interface LogRow {
  id: number;
  site: string;
  time: string;
  alarm_id: string;
  alarm_number: string;
  alarm_level: number;
  device_name: string;
  user_id: string;
  account: string;
  real_name: string;
  channel: string;
  address: string;
  message_zh: string;
  message_en: string;
  groups: string;
  levels: string;
}

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS alarm_push_group (id TEXT PRIMARY KEY, name TEXT NOT NULL,
    name_en TEXT NOT NULL, remark TEXT NOT NULL, update_time INTEGER NOT NULL);
  CREATE TABLE IF NOT EXISTS alarm_push_member (group_id TEXT NOT NULL, user_id TEXT NOT NULL,
    seq INTEGER NOT NULL, PRIMARY KEY (group_id, user_id));
  CREATE TABLE IF NOT EXISTS alarm_push_level (id TEXT PRIMARY KEY, name TEXT NOT NULL,
    name_en TEXT NOT NULL, alarm_levels TEXT NOT NULL, channels TEXT NOT NULL,
    enabled INTEGER NOT NULL, update_time INTEGER NOT NULL);
  CREATE TABLE IF NOT EXISTS alarm_push_relation (site TEXT NOT NULL, group_id TEXT NOT NULL,
    level_ids TEXT NOT NULL, device_types TEXT NOT NULL, update_time INTEGER NOT NULL,
    PRIMARY KEY (site, group_id));
  CREATE TABLE IF NOT EXISTS alarm_push_log (id INTEGER PRIMARY KEY AUTOINCREMENT, site TEXT NOT NULL,
    time TEXT NOT NULL, alarm_id TEXT NOT NULL, alarm_number TEXT NOT NULL, alarm_level INTEGER NOT NULL,
    device_name TEXT NOT NULL, user_id TEXT NOT NULL, account TEXT NOT NULL, real_name TEXT NOT NULL,
    channel TEXT NOT NULL, address TEXT NOT NULL, message_zh TEXT NOT NULL, message_en TEXT NOT NULL,
    groups TEXT NOT NULL, levels TEXT NOT NULL);
  CREATE INDEX IF NOT EXISTS alarm_push_log_site ON alarm_push_log (site, id);`;

const json = <T>(text: string): T => JSON.parse(text) as T;

/** The seeded levels and groups (zh and en); relations on the first site. */
const SEED_LEVELS: Array<PushLevelInput & { id: string }> = [
  {
    id: 'seed-urgent',
    name: '紧急',
    nameEn: 'Urgent',
    alarmLevels: [1],
    channels: ['sms', 'app'],
    enabled: true,
  },
  {
    id: 'seed-major',
    name: '重要',
    nameEn: 'Major',
    alarmLevels: [2],
    channels: ['email', 'app'],
    enabled: true,
  },
  { id: 'seed-minor', name: '一般', nameEn: 'Minor', alarmLevels: [3], channels: ['app'], enabled: true },
];
const SEED_GROUPS = [
  {
    id: 'seed-duty',
    name: '运维值班组',
    nameEn: 'Operations on duty',
    remark: '',
    accounts: ['operator', 'admin'],
  },
  { id: 'seed-managers', name: '站长', nameEn: 'Station managers', remark: '', accounts: ['admin'] },
];
const SEED_RELATIONS = [
  { groupId: 'seed-duty', levelIds: ['seed-urgent', 'seed-major', 'seed-minor'], deviceTypes: [] },
  { groupId: 'seed-managers', levelIds: ['seed-urgent'], deviceTypes: ['bms', 'pcs'] },
];

const levelValues = (input: PushLevelInput, nowMs: number) => [
  input.name,
  input.nameEn,
  JSON.stringify([...input.alarmLevels].sort()),
  JSON.stringify(input.channels),
  input.enabled ? 1 : 0,
  nowMs,
];

export function createAlarmPushStore(
  db: Database.Database,
  lookup: MemberLookup,
  seed: { firstSite: string; accountId: (account: string) => string | null; nowMs: number },
) {
  const fresh = !db
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'alarm_push_group'")
    .get();
  db.exec(SCHEMA);

  const memberIds = (groupId: string): string[] =>
    (
      db
        .prepare('SELECT user_id FROM alarm_push_member WHERE group_id = ? ORDER BY seq')
        .all(groupId) as Array<{
        user_id: string;
      }>
    ).map((r) => r.user_id);
  const members = (groupId: string): PushMember[] =>
    memberIds(groupId)
      .map(lookup)
      .filter((m): m is PushMember => m !== null);
  const toGroup = (r: GroupRow): PushGroup => {
    const m = members(r.id);
    return {
      id: r.id,
      name: r.name,
      nameEn: r.name_en,
      remark: r.remark,
      userIds: m.map((x) => x.userId),
      members: m,
      updateTime: formatDateTime(r.update_time),
    };
  };
  const toLevel = (r: LevelRow): PushLevel => ({
    id: r.id,
    name: r.name,
    nameEn: r.name_en,
    alarmLevels: json<AlarmLevel[]>(r.alarm_levels),
    channels: json<PushChannel[]>(r.channels),
    enabled: r.enabled === 1,
    updateTime: formatDateTime(r.update_time),
  });
  const toRelation = (r: RelationRow): PushRelation => ({
    site: r.site,
    groupId: r.group_id,
    levelIds: json<string[]>(r.level_ids),
    deviceTypes: json<string[]>(r.device_types),
    updateTime: formatDateTime(r.update_time),
  });
  const toLog = (r: LogRow): NotificationLogEntry => ({
    id: String(r.id),
    site: r.site,
    time: r.time,
    alarmId: r.alarm_id,
    alarmNumber: r.alarm_number,
    alarmLevel: r.alarm_level as AlarmLevel,
    deviceName: r.device_name,
    userId: r.user_id,
    account: r.account,
    realName: r.real_name,
    channel: r.channel as PushChannel,
    address: r.address,
    messageZh: r.message_zh,
    messageEn: r.message_en,
    groups: json<string[]>(r.groups),
    levels: json<string[]>(r.levels),
  });

  const setMembers = (groupId: string, userIds: string[]) => {
    db.prepare('DELETE FROM alarm_push_member WHERE group_id = ?').run(groupId);
    const add = db.prepare(
      'INSERT OR IGNORE INTO alarm_push_member (group_id, user_id, seq) VALUES (?, ?, ?)',
    );
    userIds.forEach((u, i) => add.run(groupId, u, i));
  };

  const store = {
    groups(): PushGroup[] {
      return (db.prepare('SELECT * FROM alarm_push_group ORDER BY rowid').all() as GroupRow[]).map(toGroup);
    },
    group(id: string): PushGroup | null {
      const r = db.prepare('SELECT * FROM alarm_push_group WHERE id = ?').get(id) as GroupRow | undefined;
      return r ? toGroup(r) : null;
    },
    /** Adds, or updates when `input.id` is given; null when that id names no group. */
    saveGroup(input: PushGroupInput, nowMs: number): PushGroup | null {
      const id = input.id || randomUUID();
      return db.transaction(() => {
        if (input.id) {
          const r = db
            .prepare('UPDATE alarm_push_group SET name=?, name_en=?, remark=?, update_time=? WHERE id=?')
            .run(input.name, input.nameEn, input.remark, nowMs, id);
          if (r.changes === 0) return null;
        } else {
          db.prepare('INSERT INTO alarm_push_group VALUES (?, ?, ?, ?, ?)').run(
            id,
            input.name,
            input.nameEn,
            input.remark,
            nowMs,
          );
        }
        setMembers(id, input.userIds);
        return store.group(id);
      })();
    },
    removeGroups(ids: string[]): number {
      return db.transaction(() =>
        ids.reduce((n, id) => {
          db.prepare('DELETE FROM alarm_push_member WHERE group_id = ?').run(id);
          db.prepare('DELETE FROM alarm_push_relation WHERE group_id = ?').run(id);
          return n + db.prepare('DELETE FROM alarm_push_group WHERE id = ?').run(id).changes;
        }, 0),
      )();
    },
    memberIds,
    levels(): PushLevel[] {
      return (db.prepare('SELECT * FROM alarm_push_level ORDER BY rowid').all() as LevelRow[]).map(toLevel);
    },
    level(id: string): PushLevel | null {
      const r = db.prepare('SELECT * FROM alarm_push_level WHERE id = ?').get(id) as LevelRow | undefined;
      return r ? toLevel(r) : null;
    },
    saveLevel(input: PushLevelInput, nowMs: number): PushLevel | null {
      const id = input.id || randomUUID();
      const values = levelValues(input, nowMs);
      if (input.id) {
        const r = db
          .prepare(
            'UPDATE alarm_push_level SET name=?, name_en=?, alarm_levels=?, channels=?, enabled=?, update_time=? WHERE id=?',
          )
          .run(...values, id);
        if (r.changes === 0) return null;
      } else db.prepare('INSERT INTO alarm_push_level VALUES (?, ?, ?, ?, ?, ?, ?)').run(id, ...values);
      return store.level(id);
    },
    removeLevels(ids: string[]): number {
      const del = db.prepare('DELETE FROM alarm_push_level WHERE id = ?');
      return ids.reduce((n, id) => n + del.run(id).changes, 0);
    },
    /** Relations of a site (every site without one). */
    relations(site?: string): PushRelation[] {
      const rows = (
        site
          ? db.prepare('SELECT * FROM alarm_push_relation WHERE site = ? ORDER BY rowid').all(site)
          : db.prepare('SELECT * FROM alarm_push_relation ORDER BY rowid').all()
      ) as RelationRow[];
      return rows.map(toRelation);
    },
    setRelation(input: PushRelationInput, nowMs: number): PushRelation {
      db.prepare(
        `INSERT INTO alarm_push_relation (site, group_id, level_ids, device_types, update_time) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT(site, group_id) DO UPDATE SET level_ids = excluded.level_ids,
           device_types = excluded.device_types, update_time = excluded.update_time`,
      ).run(
        input.site,
        input.groupId,
        JSON.stringify(input.levelIds),
        JSON.stringify(input.deviceTypes),
        nowMs,
      );
      return toRelation(
        db
          .prepare('SELECT * FROM alarm_push_relation WHERE site = ? AND group_id = ?')
          .get(input.site, input.groupId) as RelationRow,
      );
    },
    appendLog(entries: Array<Omit<NotificationLogEntry, 'id'>>): void {
      const insert = db.prepare(
        `INSERT INTO alarm_push_log (site, time, alarm_id, alarm_number, alarm_level, device_name, user_id, account,
           real_name, channel, address, message_zh, message_en, groups, levels)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      for (const e of entries)
        insert.run(
          e.site,
          e.time,
          e.alarmId,
          e.alarmNumber,
          e.alarmLevel,
          e.deviceName,
          e.userId,
          e.account,
          e.realName,
          e.channel,
          e.address,
          e.messageZh,
          e.messageEn,
          JSON.stringify(e.groups),
          JSON.stringify(e.levels),
        );
    },
    /** A page of the site's log, newest first. */
    log(
      site: string,
      offset: number,
      limit: number,
      alarmId?: string,
    ): { records: NotificationLogEntry[]; total: number } {
      const where = alarmId ? 'WHERE site = ? AND alarm_id = ?' : 'WHERE site = ?';
      const args = alarmId ? [site, alarmId] : [site];
      const total = (
        db.prepare(`SELECT COUNT(*) AS n FROM alarm_push_log ${where}`).get(...args) as { n: number }
      ).n;
      const rows = db
        .prepare(`SELECT * FROM alarm_push_log ${where} ORDER BY id DESC LIMIT ? OFFSET ?`)
        .all(...args, limit, offset) as LogRow[];
      return { records: rows.map(toLog), total };
    },
  };

  if (fresh) {
    db.transaction(() => {
      const addLevel = db.prepare('INSERT INTO alarm_push_level VALUES (?, ?, ?, ?, ?, ?, ?)');
      for (const l of SEED_LEVELS) addLevel.run(l.id, ...levelValues(l, seed.nowMs));
      for (const g of SEED_GROUPS) {
        db.prepare('INSERT INTO alarm_push_group VALUES (?, ?, ?, ?, ?)').run(
          g.id,
          g.name,
          g.nameEn,
          g.remark,
          seed.nowMs,
        );
        setMembers(
          g.id,
          g.accounts.map(seed.accountId).filter((u): u is string => u !== null),
        );
      }
      for (const r of SEED_RELATIONS) store.setRelation({ site: seed.firstSite, ...r }, seed.nowMs);
    })();
  }
  return store;
}

export type AlarmPushStore = ReturnType<typeof createAlarmPushStore>;
