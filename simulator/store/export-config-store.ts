import type Database from 'better-sqlite3';
import {
  type DisplayColumns,
  type ExportColumn,
  type ExportConfig,
  type ExportConfigInput,
  type ExportTitle,
  exportHeader,
} from '../../src/contract/api/data-export-config';
import type { TagTemplate } from '../../src/contract/api/data';
import { formatDateTime } from './time-format';
import type { TagStore } from './tag-store';

/** A column as stored (the unit is the template's, read when answered). */
type StoredColumn = Omit<ExportColumn, 'unit'>;

const defaultColumn = (t: TagTemplate): StoredColumn => ({
  tagNo: t.tagNo,
  include: true,
  title: t.name,
  titleEn: t.nameEn || t.name,
});

/**
 * Tag-data export configurations (src/contract/api/data-export-config.ts): one row per device
 * type, seeded with every tag of the type in template order, titled by the template in zh and en;
 * and each user's preview columns per type (the tags they hid). A tag the stored columns do not
 * name (added since) follows them, included, titled by its template; a removed tag drops out.
 */
export function createExportConfigStore(db: Database.Database, tags: TagStore) {
  db.exec(`
    CREATE TABLE IF NOT EXISTS export_config (
      dict_key TEXT PRIMARY KEY, columns TEXT NOT NULL, version INTEGER NOT NULL DEFAULT 0,
      changed_by TEXT NOT NULL DEFAULT '', changed_at INTEGER NOT NULL DEFAULT 0);
    CREATE TABLE IF NOT EXISTS export_display (
      user_id TEXT NOT NULL, dict_key TEXT NOT NULL, hidden TEXT NOT NULL,
      PRIMARY KEY (user_id, dict_key)) WITHOUT ROWID;
  `);
  const insert = db.prepare('INSERT OR IGNORE INTO export_config (dict_key, columns) VALUES (?, ?)');
  if ((db.prepare('SELECT COUNT(*) AS n FROM export_config').get() as { n: number }).n === 0) {
    db.transaction(() => {
      for (const d of tags.dicts())
        insert.run(d.dictKey, JSON.stringify(tags.templates({ dictKey: d.dictKey }).map(defaultColumn)));
    })();
  }
  type Row = { columns: string; version: number; changed_by: string; changed_at: number };
  const read = db.prepare<[string], Row>(
    'SELECT columns, version, changed_by, changed_at FROM export_config WHERE dict_key = ?',
  );

  /** The type's configuration as answered; undefined for an unknown type. */
  function resolve(dictKey: string): ExportConfig | undefined {
    const dict = tags.dictByKey(dictKey);
    if (!dict) return undefined;
    const templates = tags.templates({ dictKey });
    const byNo = new Map(templates.map((t) => [t.tagNo, t]));
    const row = read.get(dictKey);
    const stored = (row ? (JSON.parse(row.columns) as StoredColumn[]) : []).filter((c) => byNo.has(c.tagNo));
    const named = new Set(stored.map((c) => c.tagNo));
    const columns = [...stored, ...templates.filter((t) => !named.has(t.tagNo)).map(defaultColumn)].map(
      (c) => ({ ...c, unit: byNo.get(c.tagNo)!.unit }),
    );
    return {
      id: dictKey,
      dictKey,
      dictName: dict.dictName,
      dictNameEn: dict.dictNameEn,
      columns,
      updateTime: row?.changed_at ? formatDateTime(row.changed_at) : '',
      version: row?.version ?? 0,
    };
  }

  const tagNosOf = (dictKey: string) => tags.templates({ dictKey }).map((t) => t.tagNo);

  return {
    resolve,
    /** Every device type's configuration, filtered by type. */
    list: (dictKey?: string): ExportConfig[] =>
      tags
        .dicts()
        .filter((d) => !dictKey || d.dictKey === dictKey)
        .map((d) => resolve(d.dictKey)!),
    /** The stored version and who saved it when, for the 409 of a stale update. */
    revision(dictKey: string) {
      const row = read.get(dictKey);
      return row && { version: row.version, changedBy: row.changed_by, changedAtMs: row.changed_at };
    },
    /**
     * Saves a type's columns, raising its version: 'unknown' for a type without tags of its
     * own, 'tags' when the columns are not exactly the type's tags.
     */
    update(input: ExportConfigInput, by: string, nowMs: number): ExportConfig | 'unknown' | 'tags' {
      if (!tags.dictByKey(input.dictKey)) return 'unknown';
      const own = tagNosOf(input.dictKey);
      const sent = input.columns.map((c) => c.tagNo);
      if (sent.length !== own.length || sent.some((no) => !own.includes(no))) return 'tags';
      const columns: StoredColumn[] = input.columns.map(({ tagNo, include, title, titleEn }) => ({
        tagNo,
        include,
        title,
        titleEn,
      }));
      db.prepare(
        `INSERT INTO export_config (dict_key, columns, version, changed_by, changed_at) VALUES (?, ?, 1, ?, ?)
         ON CONFLICT (dict_key) DO UPDATE SET columns = excluded.columns, version = version + 1,
           changed_by = excluded.changed_by, changed_at = excluded.changed_at`,
      ).run(input.dictKey, JSON.stringify(columns), by, nowMs);
      return resolve(input.dictKey)!;
    },
    /** The included columns in order, titled in `lang`. */
    titles(dictKey: string, lang: 'zh' | 'en'): ExportTitle[] | undefined {
      return resolve(dictKey)
        ?.columns.filter((c) => c.include)
        .map((c) => {
          const title = lang === 'en' ? c.titleEn || c.title : c.title;
          return { tagNo: c.tagNo, title, unit: c.unit, header: exportHeader(title, c.unit) };
        });
    },
    /** The user's shown tags of a type: the included columns they have not hidden, in order. */
    display(userId: string, dictKey: string): DisplayColumns | undefined {
      const config = resolve(dictKey);
      if (!config) return undefined;
      const row = db
        .prepare('SELECT hidden FROM export_display WHERE user_id = ? AND dict_key = ?')
        .get(userId, dictKey) as { hidden: string } | undefined;
      const hidden = new Set(row ? (JSON.parse(row.hidden) as string[]) : []);
      return {
        dictKey,
        tagNos: config.columns.filter((c) => c.include && !hidden.has(c.tagNo)).map((c) => c.tagNo),
      };
    },
    /** Stores the user's shown tags (the type's others hidden); 'tags' for a tag not of the type. */
    setDisplay(userId: string, value: DisplayColumns): DisplayColumns | 'unknown' | 'tags' {
      if (!tags.dictByKey(value.dictKey)) return 'unknown';
      const own = tagNosOf(value.dictKey);
      if (value.tagNos.some((no) => !own.includes(no))) return 'tags';
      const hidden = own.filter((no) => !value.tagNos.includes(no));
      db.prepare(
        `INSERT INTO export_display (user_id, dict_key, hidden) VALUES (?, ?, ?)
         ON CONFLICT (user_id, dict_key) DO UPDATE SET hidden = excluded.hidden`,
      ).run(userId, value.dictKey, JSON.stringify(hidden));
      return this.display(userId, value.dictKey)!;
    },
  };
}

export type ExportConfigStore = ReturnType<typeof createExportConfigStore>;
