import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import type {
  PushGroup,
  PushGroupInput,
  PushLevel,
  PushLevelInput,
  PushMember,
  PushRelation,
  PushRelationInput,
} from '../../src/contract/api/alarm-push';
import { createNotificationLog } from './alarm-push-log';
import {
  type GroupRow,
  levelValues,
  type LevelRow,
  type RelationRow,
  toGroup,
  toLevel,
  toRelation,
} from './alarm-push-rows';
import { type AlarmPushSeed, seedAlarmPush } from './alarm-push-seed';

/*
 * Alarm push groups, levels, relations (and, in alarm-push-log.ts, the notification log) of
 * issue 25 in SQLite. Members are user ids; their names and addresses are read from the user
 * store at each answer (`lookup`), so an edited phone number applies at once and a deleted user
 * drops out of every group.
 */

/** Reads a user's name and addresses; null for a user that no longer exists. */
export type MemberLookup = (userId: string) => PushMember | null;

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
    PRIMARY KEY (site, group_id));`;

export function createAlarmPushStore(db: Database.Database, lookup: MemberLookup, seed: AlarmPushSeed) {
  const fresh = !db
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'alarm_push_group'")
    .get();
  db.exec(SCHEMA);

  const memberIds = (groupId: string): string[] =>
    (
      db
        .prepare('SELECT user_id FROM alarm_push_member WHERE group_id = ? ORDER BY seq')
        .all(groupId) as Array<{ user_id: string }>
    ).map((r) => r.user_id);
  const members = (groupId: string): PushMember[] =>
    memberIds(groupId)
      .map(lookup)
      .filter((m): m is PushMember => m !== null);
  const group = (r: GroupRow) => toGroup(r, members(r.id));

  const setMembers = (groupId: string, userIds: string[]) => {
    db.prepare('DELETE FROM alarm_push_member WHERE group_id = ?').run(groupId);
    const add = db.prepare(
      'INSERT OR IGNORE INTO alarm_push_member (group_id, user_id, seq) VALUES (?, ?, ?)',
    );
    userIds.forEach((u, i) => add.run(groupId, u, i));
  };

  const store = {
    ...createNotificationLog(db),
    groups(): PushGroup[] {
      return (db.prepare('SELECT * FROM alarm_push_group ORDER BY rowid').all() as GroupRow[]).map(group);
    },
    group(id: string): PushGroup | null {
      const r = db.prepare('SELECT * FROM alarm_push_group WHERE id = ?').get(id) as GroupRow | undefined;
      return r ? group(r) : null;
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
  };

  if (fresh)
    seedAlarmPush(db, seed, { setMembers, setRelation: (input, nowMs) => store.setRelation(input, nowMs) });
  return store;
}

export type AlarmPushStore = ReturnType<typeof createAlarmPushStore>;
