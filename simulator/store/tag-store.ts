import type Database from 'better-sqlite3';
import type { TagDict, TagTemplate } from '../../src/contract/api/data';
import { seedDicts, seedTemplates } from './tag-catalog';

type NewDict = Omit<TagDict, 'id'>;
type NewTemplate = Omit<TagTemplate, 'id' | 'version'>;

/** Tag dictionary and tag templates (spec §3 "tag"), seeded with the simulator's own points. */
export function createTagStore(db: Database.Database, maxCells: number) {
  db.exec(`
    CREATE TABLE IF NOT EXISTS tag_dict (
      id INTEGER PRIMARY KEY AUTOINCREMENT, dict_key TEXT NOT NULL UNIQUE, dict_name TEXT NOT NULL,
      dict_name_en TEXT NOT NULL DEFAULT '');
    CREATE TABLE IF NOT EXISTS tag_template (
      id INTEGER PRIMARY KEY AUTOINCREMENT, tag_no TEXT NOT NULL UNIQUE, name TEXT NOT NULL,
      name_en TEXT NOT NULL DEFAULT '', unit TEXT NOT NULL DEFAULT '', sort INTEGER NOT NULL,
      dict_key TEXT NOT NULL, dict_name TEXT NOT NULL, version INTEGER NOT NULL DEFAULT 1);
  `);
  // Who saved a template last and when (ms), for the 409 of a stale update (issue 33); a
  // database from before them gains the columns.
  const columns = db.prepare('PRAGMA table_info(tag_template)').all() as Array<{ name: string }>;
  if (!columns.some((c) => c.name === 'changed_by'))
    db.exec(`ALTER TABLE tag_template ADD COLUMN changed_by TEXT NOT NULL DEFAULT '';
      ALTER TABLE tag_template ADD COLUMN changed_at INTEGER NOT NULL DEFAULT 0;`);
  const dictCols = `CAST(id AS TEXT) AS id, dict_key AS dictKey, dict_name AS dictName, dict_name_en AS dictNameEn`;
  const tplCols = `CAST(id AS TEXT) AS id, tag_no AS tagNo, name, name_en AS nameEn, unit, sort,
    dict_key AS dictKey, dict_name AS dictName, version`;
  const insertDict = db.prepare(
    'INSERT INTO tag_dict (dict_key, dict_name, dict_name_en) VALUES (@dictKey, @dictName, @dictNameEn)',
  );
  const insertTpl = db.prepare(
    `INSERT INTO tag_template (tag_no, name, name_en, unit, sort, dict_key, dict_name)
     VALUES (@tagNo, @name, @nameEn, @unit, @sort, @dictKey, @dictName)`,
  );
  if ((db.prepare('SELECT COUNT(*) AS n FROM tag_dict').get() as { n: number }).n === 0) {
    db.transaction(() => {
      for (const d of seedDicts()) insertDict.run(d);
      for (const t of seedTemplates(maxCells)) insertTpl.run(t);
    })();
  }
  const byId = db.prepare(`SELECT ${tplCols} FROM tag_template WHERE id = ?`);
  const dictById = db.prepare(`SELECT ${dictCols} FROM tag_dict WHERE id = ?`);

  return {
    dicts: (): TagDict[] => db.prepare(`SELECT ${dictCols} FROM tag_dict ORDER BY id`).all() as TagDict[],
    dictByKey: (key: string): TagDict | undefined =>
      db.prepare(`SELECT ${dictCols} FROM tag_dict WHERE dict_key = ?`).get(key) as TagDict | undefined,
    /** Adds (no id) or edits a dictionary entry; a renamed key renames its tags' key. */
    saveDict(d: NewDict & { id?: string }): TagDict | 'duplicate' | 'missing' {
      const clash = db.prepare('SELECT id FROM tag_dict WHERE dict_key = ?').get(d.dictKey) as
        { id: number } | undefined;
      if (clash && String(clash.id) !== d.id) return 'duplicate';
      if (!d.id) return dictById.get(insertDict.run(d).lastInsertRowid) as TagDict;
      const old = dictById.get(d.id) as TagDict | undefined;
      if (!old) return 'missing';
      db.transaction(() => {
        db.prepare('UPDATE tag_dict SET dict_key = ?, dict_name = ?, dict_name_en = ? WHERE id = ?').run(
          d.dictKey,
          d.dictName,
          d.dictNameEn,
          d.id,
        );
        db.prepare('UPDATE tag_template SET dict_key = ?, dict_name = ? WHERE dict_key = ?').run(
          d.dictKey,
          d.dictName,
          old.dictKey,
        );
      })();
      return dictById.get(d.id) as TagDict;
    },
    /** Removes entries no tag uses; 'inUse' names the first key still used. */
    removeDicts(ids: string[]): true | { inUse: string } {
      for (const id of ids) {
        const d = dictById.get(id) as TagDict | undefined;
        if (d && db.prepare('SELECT 1 FROM tag_template WHERE dict_key = ?').get(d.dictKey))
          return { inUse: d.dictKey };
      }
      const del = db.prepare('DELETE FROM tag_dict WHERE id = ?');
      db.transaction(() => ids.forEach((id) => del.run(id)))();
      return true;
    },
    /** Templates filtered by dictionary key and a keyword (number, name or English name). */
    templates(filter: { dictKey?: string; keyword?: string }): TagTemplate[] {
      const kw = `%${(filter.keyword ?? '').toLowerCase()}%`;
      return db
        .prepare(
          `SELECT ${tplCols} FROM tag_template WHERE (? = '' OR dict_key = ?)
           AND (lower(tag_no) LIKE ? OR lower(name) LIKE ? OR lower(name_en) LIKE ?) ORDER BY sort, id`,
        )
        .all(filter.dictKey ?? '', filter.dictKey ?? '', kw, kw, kw) as TagTemplate[];
    },
    template: (id: string): TagTemplate | undefined => byId.get(id) as TagTemplate | undefined,
    /** The stored version of a template and who saved it when (undefined: no such template). */
    revision: (id: string) =>
      db
        .prepare(
          'SELECT version, changed_by AS changedBy, changed_at AS changedAtMs FROM tag_template WHERE id = ?',
        )
        .get(id) as { version: number; changedBy: string; changedAtMs: number } | undefined,
    saveTemplate(t: NewTemplate): TagTemplate | 'duplicate' {
      if (db.prepare('SELECT 1 FROM tag_template WHERE tag_no = ?').get(t.tagNo)) return 'duplicate';
      return byId.get(insertTpl.run(t).lastInsertRowid) as TagTemplate;
    },
    /** Edits a template, raising its version; `by` and `nowMs` name who and when. */
    updateTemplate(
      t: NewTemplate & { id: string },
      by: string,
      nowMs: number,
    ): TagTemplate | 'duplicate' | 'missing' {
      if (!byId.get(t.id)) return 'missing';
      const clash = db.prepare('SELECT id FROM tag_template WHERE tag_no = ?').get(t.tagNo) as
        { id: number } | undefined;
      if (clash && String(clash.id) !== t.id) return 'duplicate';
      db.prepare(
        `UPDATE tag_template SET tag_no = @tagNo, name = @name, name_en = @nameEn, unit = @unit, sort = @sort,
         dict_key = @dictKey, dict_name = @dictName, version = version + 1,
         changed_by = @by, changed_at = @nowMs WHERE id = @id`,
      ).run({ ...t, by, nowMs });
      return byId.get(t.id) as TagTemplate;
    },
    removeTemplates(ids: string[]): void {
      const del = db.prepare('DELETE FROM tag_template WHERE id = ?');
      db.transaction(() => ids.forEach((id) => del.run(id)))();
    },
    /** A tag import in one transaction: adds, edits (raising versions, by `by`) and removals. */
    applyImport(
      add: NewTemplate[],
      edit: Array<NewTemplate & { id: string }>,
      removeIds: string[],
      by: string,
      nowMs: number,
    ): void {
      db.transaction(() => {
        this.removeTemplates(removeIds);
        for (const t of edit) this.updateTemplate(t, by, nowMs);
        for (const t of add) insertTpl.run(t);
      })();
    },
  };
}

export type TagStore = ReturnType<typeof createTagStore>;
