import type Database from 'better-sqlite3';
import type { AlarmRecord } from '../../src/contract/alarm';
import type { AlarmLevel, AlarmStatus } from '../../src/contract/status';

/** Filters of `devicealarmhis/list` (times `yyyy-MM-dd HH:mm:ss` or `yyyy-MM-dd`). */
export interface AlarmHistoryFilter {
  site: string;
  level?: AlarmLevel;
  status?: AlarmStatus;
  type?: string;
  deviceName?: string;
  startTime?: string;
  endTime?: string;
}

const SELECT = `SELECT id, number, content, content_en AS contentEn, level, type, status, device_name AS deviceName,
  serial_number AS serialNumber, occurred_time AS occurredTime, processed_time AS processedTime, operator,
  service_id AS serviceId FROM model_alarm`;

function where(f: AlarmHistoryFilter): { sql: string; args: unknown[] } {
  const parts = ['site = ?', "status IN ('cleared', 'recovered')"];
  const args: unknown[] = [f.site];
  const add = (sql: string, arg: unknown) => {
    parts.push(sql);
    args.push(arg);
  };
  if (f.level) add('level = ?', f.level);
  if (f.status) add('status = ?', f.status);
  if (f.type) add('type = ?', f.type);
  if (f.deviceName) add("device_name LIKE ? ESCAPE '\\'", `%${f.deviceName.replace(/[%_\\]/g, '\\$&')}%`);
  if (f.startTime) add('occurred_time >= ?', f.startTime);
  if (f.endTime) add('occurred_time <= ?', f.endTime.length === 10 ? `${f.endTime} 23:59:59` : f.endTime);
  return { sql: ` WHERE ${parts.join(' AND ')}`, args };
}

/** Alarm rows: active ones are status new/acknowledged; history is cleared/recovered. */
export function createAlarmStore(db: Database.Database) {
  const insert = db.prepare(
    `INSERT INTO model_alarm (id, site, number, content, content_en, level, type, status, device_name, serial_number,
       occurred_time, processed_time, operator, service_id, occurred_ms, cond_key)
     VALUES (@id, @site, @number, @content, @contentEn, @level, @type, @status, @deviceName, @serialNumber,
       @occurredTime, @processedTime, @operator, @serviceId, @occurredMs, @condKey)`,
  );
  const update = db.prepare(
    'UPDATE model_alarm SET status = ?, processed_time = ?, operator = ? WHERE id = ?',
  );
  const active = db.prepare(
    `${SELECT} WHERE site = ? AND status IN ('new', 'acknowledged') ORDER BY occurred_ms DESC, id DESC`,
  );
  const count = db.prepare('SELECT COUNT(*) AS n FROM model_alarm');
  const activeKeys = db.prepare(
    "SELECT id, cond_key AS key FROM model_alarm WHERE site = ? AND status IN ('new', 'acknowledged') AND cond_key IS NOT NULL",
  );
  return {
    /** `condKey` names the watched condition that raised it (null for injected alarms). */
    insert(site: string, a: AlarmRecord, occurredMs: number, condKey: string | null): void {
      insert.run({ site, ...a, occurredMs, condKey });
    },
    /** Active alarms raised by a watched condition, to resume their recovery after a restart. */
    activeKeys(site: string): Array<{ id: string; key: string }> {
      return activeKeys.all(site) as Array<{ id: string; key: string }>;
    },
    setStatus(id: string, status: AlarmStatus, processedTime: string | null, operator: string | null): void {
      update.run(status, processedTime, operator, id);
    },
    active(site: string): AlarmRecord[] {
      return active.all(site) as AlarmRecord[];
    },
    count(): number {
      return (count.get() as { n: number }).n;
    },
    history(f: AlarmHistoryFilter, offset: number, limit: number): { records: AlarmRecord[]; total: number } {
      const w = where(f);
      const total = (
        db.prepare(`SELECT COUNT(*) AS n FROM model_alarm${w.sql}`).get(...w.args) as { n: number }
      ).n;
      const records = db
        .prepare(`${SELECT}${w.sql} ORDER BY occurred_ms DESC, id DESC LIMIT ? OFFSET ?`)
        .all(...w.args, limit, offset) as AlarmRecord[];
      return { records, total };
    },
  };
}

export type AlarmStore = ReturnType<typeof createAlarmStore>;
