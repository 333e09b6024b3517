import type Database from 'better-sqlite3';
import type { ChartTag, CustomChart } from '../../src/contract/api/custom-chart';
import { formatDateTime } from './time-format';

interface Row {
  id: number;
  name: string;
  tags: string;
  create_time: string;
  update_time: string;
}

const toChart = (r: Row): CustomChart => ({
  id: String(r.id),
  name: r.name,
  tags: JSON.parse(r.tags) as ChartTag[],
  createTime: r.create_time,
  updateTime: r.update_time,
});

export type CustomChartStore = ReturnType<typeof createCustomChartStore>;

/** Custom charts (spec §3 "custom chart: name, tags") in SQLite, per user and site. */
export function createCustomChartStore(db: Database.Database) {
  db.exec(`CREATE TABLE IF NOT EXISTS custom_chart (
    id INTEGER PRIMARY KEY AUTOINCREMENT, user_id TEXT NOT NULL, site TEXT NOT NULL,
    name TEXT NOT NULL, tags TEXT NOT NULL, create_time TEXT NOT NULL, update_time TEXT NOT NULL);
    CREATE INDEX IF NOT EXISTS custom_chart_owner ON custom_chart (user_id, site);`);
  const list = db.prepare(
    'SELECT * FROM custom_chart WHERE user_id = ? AND site = ? ORDER BY update_time DESC, id DESC',
  );
  const one = db.prepare('SELECT * FROM custom_chart WHERE id = ? AND user_id = ? AND site = ?');
  const insert = db.prepare(
    'INSERT INTO custom_chart (user_id, site, name, tags, create_time, update_time) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const update = db.prepare(
    'UPDATE custom_chart SET name = ?, tags = ?, update_time = ? WHERE id = ? AND user_id = ? AND site = ?',
  );
  const remove = db.prepare('DELETE FROM custom_chart WHERE id = ? AND user_id = ? AND site = ?');

  return {
    list: (userId: string, site: string): CustomChart[] => (list.all(userId, site) as Row[]).map(toChart),
    get(userId: string, site: string, id: string): CustomChart | null {
      const r = one.get(Number(id), userId, site) as Row | undefined;
      return r ? toChart(r) : null;
    },
    /** Adds (no id) or edits the user's chart; null when `id` names none of the user's charts. */
    save(
      userId: string,
      site: string,
      input: { id?: string; name: string; tags: ChartTag[] },
      nowMs: number,
    ): CustomChart | null {
      const now = formatDateTime(nowMs);
      const tags = JSON.stringify(input.tags.map((t) => ({ deviceId: t.deviceId, tagNo: t.tagNo })));
      if (input.id) {
        const r = update.run(input.name, tags, now, Number(input.id), userId, site);
        return r.changes === 0 ? null : this.get(userId, site, input.id);
      }
      const r = insert.run(userId, site, input.name, tags, now, now);
      return this.get(userId, site, String(r.lastInsertRowid));
    },
    /** Removes the user's charts among `ids`; false when one of them is not the user's. */
    remove(userId: string, site: string, ids: string[]): boolean {
      return db.transaction(() => {
        if (ids.some((id) => !one.get(Number(id), userId, site))) return false;
        for (const id of ids) remove.run(Number(id), userId, site);
        return true;
      })();
    },
  };
}
