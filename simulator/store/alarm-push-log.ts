import type Database from 'better-sqlite3';
import type { NotificationLogEntry, PushChannel } from '../../src/contract/api/alarm-push';
import type { AlarmLevel } from '../../src/contract/status';
import { json } from './alarm-push-rows';

/*
 * The notification log of alarm push (issue 25): one row per recipient and channel of every
 * notification the simulator would have sent (there is no SMS or mail gateway), per site.
 */

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
  CREATE TABLE IF NOT EXISTS alarm_push_log (id INTEGER PRIMARY KEY AUTOINCREMENT, site TEXT NOT NULL,
    time TEXT NOT NULL, alarm_id TEXT NOT NULL, alarm_number TEXT NOT NULL, alarm_level INTEGER NOT NULL,
    device_name TEXT NOT NULL, user_id TEXT NOT NULL, account TEXT NOT NULL, real_name TEXT NOT NULL,
    channel TEXT NOT NULL, address TEXT NOT NULL, message_zh TEXT NOT NULL, message_en TEXT NOT NULL,
    groups TEXT NOT NULL, levels TEXT NOT NULL);
  CREATE INDEX IF NOT EXISTS alarm_push_log_site ON alarm_push_log (site, id);`;

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

export function createNotificationLog(db: Database.Database) {
  db.exec(SCHEMA);
  return {
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
}
