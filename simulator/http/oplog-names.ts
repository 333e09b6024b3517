import type Database from 'better-sqlite3';
import { UPGRADE_PACKAGES } from '../model/upgrade-store';
import type { Word } from './oplog-word';

/*
 * What an id in a logged call names, read when the call is made (issue 30): a password reset's
 * user as 'guest（陈志远 Chen Zhiyuan）', an acknowledged alarm as its device, text and level, a device as its
 * name. The words are stored with the row (oplog.names) and not looked up when the log is read, so
 * a later rename or delete does not change history: the log says what the operator acted on, as
 * it was named then. A row without them (written before, or an id that named nothing) reads the
 * id with its kind ('用户 #12' / 'user #12').
 */

/** The kinds of record a logged id can name. */
export type NameKind =
  | 'user'
  | 'alarm'
  | 'device'
  | 'gateway'
  | 'container'
  | 'firmwareDevice'
  | 'package'
  | 'upgradeTask'
  | 'exportTask'
  | 'strategyTemplate'
  | 'meterTemplate'
  | 'envTemplate'
  | 'pushGroup'
  | 'subsystem';

type Db = Database.Database;
type Resolve = (db: Db, id: string) => Word | null;

/** One row of `sql` for `id`, or undefined (also when the table does not exist yet). */
function one<T>(db: Db, sql: string, id: string): T | undefined {
  try {
    return db.prepare(sql).get(id) as T | undefined;
  } catch {
    return undefined;
  }
}
const same = (text: string): Word => [text, text];
/** A JSON `data` / `body` column's record. */
const record = (db: Db, sql: string, id: string): Record<string, unknown> | undefined => {
  const row = one<{ data: string }>(db, sql, id);
  try {
    return row ? (JSON.parse(row.data) as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
};
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
/** Both names of a record with a Chinese and an English one (either may be empty). */
const both = (zh: string, en: string): Word | null => (zh || en ? [zh || en, en || zh] : null);
const HAN = /\p{Script=Han}/u;

const RESOLVE: Record<NameKind, Resolve> = {
  user: (db, id) => {
    const u = one<{ account: string; real_name: string }>(
      db,
      'SELECT account, real_name FROM users WHERE id = ?',
      id,
    );
    if (!u) return null;
    return u.real_name
      ? [`${u.account}（${u.real_name}）`, `${u.account} (${u.real_name})`]
      : same(u.account);
  },
  alarm: (db, id) => {
    const a = one<{ device_name: string; content: string; content_en: string; level: number }>(
      db,
      'SELECT device_name, content, content_en, level FROM model_alarm WHERE id = ?',
      id,
    );
    if (!a) return null;
    // The device first, once: most texts already start with it ('PCS-1 过温保护故障停机').
    const lead = (content: string) =>
      a.device_name && !content.startsWith(a.device_name) ? `${a.device_name} ${content}` : content;
    // The level as the alarm list writes it: '一级' / 'L1'.
    const zhLevel = `${['一', '二', '三'][a.level - 1] ?? a.level}级`;
    return [`${lead(a.content)}，${zhLevel}`, `${lead(a.content_en || a.content)}, L${a.level}`];
  },
  device: (db, id) => {
    const d = record(db, 'SELECT data FROM dm_device WHERE id = ?', id);
    return d && text(d.name) ? same(text(d.name)) : null;
  },
  gateway: (db, id) => {
    const g = record(db, 'SELECT data FROM dm_gateway WHERE id = ?', id);
    return g && text(g.name) ? same(text(g.name)) : null;
  },
  container: (db, id) => {
    const c = record(db, 'SELECT data FROM dm_container WHERE id = ?', id);
    if (!c) return null;
    const name = text(c.name);
    const no = typeof c.no === 'number' ? c.no : null;
    // The container-name rule: a Chinese name reads 'Container n' in English.
    const en = name && !HAN.test(name) ? name : no !== null ? `Container ${no}` : name;
    return both(name || (no !== null ? `${no}号储能舱` : ''), en);
  },
  firmwareDevice: (db, id) => {
    const d = one<{ name: string }>(db, 'SELECT name FROM device_firmware WHERE id = ? LIMIT 1', id);
    return d ? same(d.name) : null;
  },
  package: (_db, id) => {
    const p = UPGRADE_PACKAGES.find((x) => x.id === id);
    return p ? same(p.name) : null;
  },
  upgradeTask: (db, id) => {
    const t = one<{ body: string }>(db, 'SELECT body FROM upgrade_task WHERE id = ?', id);
    if (!t) return null;
    const task = JSON.parse(t.body) as { deviceName?: string; targetVersion?: string };
    return same([task.deviceName, task.targetVersion].filter(Boolean).join(' '));
  },
  exportTask: (db, id) => {
    const t = one<{ search_start: string; search_end: string }>(
      db,
      'SELECT search_start, search_end FROM data_export_task WHERE id = ?',
      id,
    );
    return t ? [`${t.search_start} 至 ${t.search_end}`, `${t.search_start} to ${t.search_end}`] : null;
  },
  strategyTemplate: (db, id) => {
    const t = one<{ body: string }>(db, 'SELECT body FROM strategy_template WHERE id = ?', id);
    const name = t ? text((JSON.parse(t.body) as { name?: unknown }).name) : '';
    return name ? same(name) : null;
  },
  meterTemplate: (db, id) => {
    const t = one<{ name: string }>(db, 'SELECT name FROM meter_template WHERE id = ?', id);
    return t?.name ? same(t.name) : null;
  },
  envTemplate: (db, id) => {
    const t = record(db, 'SELECT data FROM env_template WHERE id = ?', id);
    return t ? both(text(t.nameZh), text(t.nameEn)) : null;
  },
  pushGroup: (db, id) => {
    const g = one<{ name: string; name_en: string }>(
      db,
      'SELECT name, name_en FROM alarm_push_group WHERE id = ?',
      id,
    );
    return g ? both(g.name, g.name_en) : null;
  },
  subsystem: (db, id) => {
    const s = one<{ name: string; name_en: string }>(
      db,
      'SELECT name, name_en FROM subsystems WHERE id = ?',
      id,
    );
    return s ? both(s.name, s.name_en) : null;
  },
};

/** Reads what an id names, in both languages; null when it names nothing (or cannot be read). */
export function createNameResolver(db: Db): (kind: NameKind, id: string) => Word | null {
  return (kind, id) => {
    if (id === '' || id.length > 64) return null;
    try {
      const words = RESOLVE[kind](db, id);
      return words && words[0] && words[1] ? words : null;
    } catch {
      return null;
    }
  };
}
