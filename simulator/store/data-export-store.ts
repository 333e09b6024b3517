import type Database from 'better-sqlite3';
import type { ExportTask, ExportTaskStatus } from '../../src/contract/api/data';

/** Where a task has got to: the device being written and the rows of it already written. */
export interface ExportCursor {
  device: number;
  offset: number;
  /** Bytes of the part file that hold those rows (a resumed task cuts the file back to it). */
  bytes: number;
}

/** A stored task with what the runner needs besides the answer's fields. */
export interface StoredExportTask extends ExportTask {
  site: string;
  lang: 'zh' | 'en';
  fromMs: number;
  toMs: number;
  cursor: ExportCursor;
}

interface Row {
  id: number;
  site: string;
  lang: string;
  status: string;
  progress: number;
  device_ids: string;
  tag_nos: string;
  from_ms: number;
  to_ms: number;
  search_start: string;
  search_end: string;
  task_start: string;
  estimated: number;
  written: number;
  error: string;
  file_name: string;
  cursor: string;
}

const toTask = (r: Row): StoredExportTask => ({
  id: String(r.id),
  site: r.site,
  lang: r.lang === 'en' ? 'en' : 'zh',
  status: r.status as ExportTaskStatus,
  progress: r.progress,
  deviceIds: JSON.parse(r.device_ids) as string[],
  tagNos: JSON.parse(r.tag_nos) as string[],
  fromMs: r.from_ms,
  toMs: r.to_ms,
  searchStart: r.search_start,
  searchEnd: r.search_end,
  taskStart: r.task_start,
  estimatedRows: r.estimated,
  writtenRows: r.written,
  error: r.error,
  fileName: r.file_name,
  cursor: JSON.parse(r.cursor) as ExportCursor,
});

/** Export tasks in SQLite: they outlive a page reload and a simulator restart. */
export function createExportStore(db: Database.Database) {
  db.exec(`
    CREATE TABLE IF NOT EXISTS data_export_task (
      id INTEGER PRIMARY KEY AUTOINCREMENT, site TEXT NOT NULL, lang TEXT NOT NULL,
      status TEXT NOT NULL, progress REAL NOT NULL DEFAULT 0, device_ids TEXT NOT NULL,
      tag_nos TEXT NOT NULL, from_ms INTEGER NOT NULL, to_ms INTEGER NOT NULL,
      search_start TEXT NOT NULL, search_end TEXT NOT NULL, task_start TEXT NOT NULL DEFAULT '',
      estimated INTEGER NOT NULL, written INTEGER NOT NULL DEFAULT 0, error TEXT NOT NULL DEFAULT '',
      file_name TEXT NOT NULL DEFAULT '', cursor TEXT NOT NULL);
  `);
  const one = db.prepare('SELECT * FROM data_export_task WHERE id = ?');
  return {
    create(
      t: Omit<
        StoredExportTask,
        'id' | 'status' | 'progress' | 'taskStart' | 'writtenRows' | 'error' | 'fileName' | 'cursor'
      >,
    ): StoredExportTask {
      const id = db
        .prepare(
          `INSERT INTO data_export_task (site, lang, status, device_ids, tag_nos, from_ms, to_ms, search_start,
           search_end, estimated, cursor) VALUES (?, ?, 'notStarted', ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          t.site,
          t.lang,
          JSON.stringify(t.deviceIds),
          JSON.stringify(t.tagNos),
          t.fromMs,
          t.toMs,
          t.searchStart,
          t.searchEnd,
          t.estimatedRows,
          JSON.stringify({ device: 0, offset: 0, bytes: 0 }),
        ).lastInsertRowid;
      return toTask(one.get(id) as Row);
    },
    get: (id: string): StoredExportTask | undefined => {
      const r = one.get(id) as Row | undefined;
      return r ? toTask(r) : undefined;
    },
    /** Newest first. */
    page(site: string, offset: number, limit: number): { records: StoredExportTask[]; total: number } {
      const rows = db
        .prepare('SELECT * FROM data_export_task WHERE site = ? ORDER BY id DESC LIMIT ? OFFSET ?')
        .all(site, limit, offset) as Row[];
      const { n } = db.prepare('SELECT COUNT(*) AS n FROM data_export_task WHERE site = ?').get(site) as {
        n: number;
      };
      return { records: rows.map(toTask), total: n };
    },
    /** Tasks the runner owes work to (not started, or running when the simulator stopped). */
    pending: (): StoredExportTask[] =>
      (
        db
          .prepare(`SELECT * FROM data_export_task WHERE status IN ('notStarted', 'running') ORDER BY id`)
          .all() as Row[]
      ).map(toTask),
    update(
      id: string,
      f: Partial<
        Pick<
          StoredExportTask,
          'status' | 'progress' | 'taskStart' | 'writtenRows' | 'error' | 'fileName' | 'cursor'
        >
      >,
    ): void {
      const cur = toTask(one.get(id) as Row);
      const n = { ...cur, ...f };
      db.prepare(
        `UPDATE data_export_task SET status = ?, progress = ?, task_start = ?, written = ?, error = ?,
         file_name = ?, cursor = ? WHERE id = ?`,
      ).run(
        n.status,
        n.progress,
        n.taskStart,
        n.writtenRows,
        n.error,
        n.fileName,
        JSON.stringify(n.cursor),
        id,
      );
    },
  };
}

export type ExportStore = ReturnType<typeof createExportStore>;

/** The answer's fields of a stored task. */
export function publicTask(t: StoredExportTask): ExportTask {
  const { site: _s, lang: _l, fromMs: _f, toMs: _t, cursor: _c, ...task } = t;
  return task;
}
