import type Database from 'better-sqlite3';
import type {
  MeterChange,
  MultiRateMeterTemplate,
  PriceRelation,
  PriceTemplate,
  PriceTimeline,
  PriceUnit,
  SpecialRelation,
  TimelineRow,
} from '../../src/contract/api/price';

/** Tables of the price configuration (issue 14); safe to run on every start. */
function createTariffTables(db: Database.Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS price_timeline (
      id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL, rows TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS price_unit (
      id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL, prices TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS price_relation (
      id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL, months TEXT NOT NULL,
      timeline_id TEXT NOT NULL, unit_id TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS price_special (
      id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL, start_date TEXT NOT NULL,
      end_date TEXT NOT NULL, timeline_id TEXT NOT NULL, unit_id TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS meter_template (
      id INTEGER PRIMARY KEY AUTOINCREMENT, template_no TEXT NOT NULL, zone_table_no TEXT NOT NULL,
      name TEXT NOT NULL, rows TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS meter_change (
      id INTEGER PRIMARY KEY AUTOINCREMENT, site TEXT NOT NULL, meter TEXT NOT NULL,
      change_time TEXT NOT NULL, old_reading REAL NOT NULL, new_reading REAL NOT NULL, remark TEXT NOT NULL);
  `);
}

/** The fixed template of earlier versions as timeline rows (each row ends where the next starts). */
export function rowsOfTemplate(t: PriceTemplate): TimelineRow[] {
  return t.timeTable.map((s, i) => ({
    start: s.start,
    end: t.timeTable[i + 1]?.start ?? '24:00',
    period: s.period,
  }));
}

const str = (v: number | bigint) => String(v);

type Lang = 'zh' | 'en';

/**
 * The seeded names in both languages (issue 30: '默认分时' in an English console). They are stored
 * in Chinese and read in the caller's language; a save naming a row by its English seeded name
 * stores the Chinese one, so a Chinese console never sees the English word it did not type.
 */
const SEEDED_NAMES: Readonly<Record<string, string>> = {
  默认分时: 'Default time-of-use',
  默认电价: 'Default prices',
  全年: 'All year',
};
const SEEDED_BY_EN = new Map(Object.entries(SEEDED_NAMES).map(([zh, en]) => [en, zh]));

/** A stored name as `lang` reads it. */
export function shownName(name: string, lang: Lang): string {
  return lang === 'en' ? (SEEDED_NAMES[name] ?? name) : name;
}

/** A name as it is stored (a seeded name in Chinese, whichever language named it). */
function storedName(name: string): string {
  return SEEDED_BY_EN.get(name.trim()) ?? name;
}

/** SQLite persistence of timelines, units, relations, special days, meter templates and changes. */
export function createTariffStore(db: Database.Database, seed: PriceTemplate) {
  createTariffTables(db);
  const count = db.prepare('SELECT COUNT(*) AS n FROM price_timeline').get() as { n: number };
  if (count.n === 0) {
    // Seeded equal to the fixed prices so every number stays the same until someone edits them.
    db.transaction(() => {
      const tl = db
        .prepare('INSERT INTO price_timeline (name, rows) VALUES (?, ?)')
        .run('默认分时', JSON.stringify(rowsOfTemplate(seed)));
      const un = db
        .prepare('INSERT INTO price_unit (name, prices) VALUES (?, ?)')
        .run('默认电价', JSON.stringify(seed.prices));
      db.prepare('INSERT INTO price_relation (name, months, timeline_id, unit_id) VALUES (?, ?, ?, ?)').run(
        '全年',
        JSON.stringify([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]),
        str(tl.lastInsertRowid),
        str(un.lastInsertRowid),
      );
    })();
  }
  const timelines = (lang: Lang = 'zh'): PriceTimeline[] =>
    (
      db.prepare('SELECT id, name, rows FROM price_timeline ORDER BY id').all() as Array<{
        id: number;
        name: string;
        rows: string;
      }>
    ).map((r) => ({
      id: str(r.id),
      name: shownName(r.name, lang),
      rows: JSON.parse(r.rows) as TimelineRow[],
    }));
  const units = (lang: Lang = 'zh'): PriceUnit[] =>
    (
      db.prepare('SELECT id, name, prices FROM price_unit ORDER BY id').all() as Array<{
        id: number;
        name: string;
        prices: string;
      }>
    ).map((r) => ({
      id: str(r.id),
      name: shownName(r.name, lang),
      prices: JSON.parse(r.prices) as PriceUnit['prices'],
    }));
  const relations = (lang: Lang = 'zh'): PriceRelation[] =>
    (
      db
        .prepare('SELECT id, name, months, timeline_id, unit_id FROM price_relation ORDER BY id')
        .all() as Array<{
        id: number;
        name: string;
        months: string;
        timeline_id: string;
        unit_id: string;
      }>
    ).map((r) => ({
      id: str(r.id),
      name: shownName(r.name, lang),
      months: JSON.parse(r.months) as number[],
      timelineId: r.timeline_id,
      unitId: r.unit_id,
    }));
  const specials = (): SpecialRelation[] =>
    db
      .prepare(
        `SELECT CAST(id AS TEXT) AS id, name, start_date AS startDate, end_date AS endDate,
           timeline_id AS timelineId, unit_id AS unitId FROM price_special ORDER BY start_date`,
      )
      .all() as SpecialRelation[];
  const upsert = (table: string, id: string, cols: Record<string, unknown>): string => {
    const names = Object.keys(cols);
    const values = names.map((n) => cols[n]);
    if (id) {
      const r = db
        .prepare(`UPDATE ${table} SET ${names.map((n) => `${n} = ?`).join(', ')} WHERE id = ?`)
        .run(...values, Number(id));
      if (r.changes === 0) return '';
      return id;
    }
    return str(
      db
        .prepare(`INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`)
        .run(...values).lastInsertRowid,
    );
  };
  const remove = (table: string, ids: string[]) => {
    const del = db.prepare(`DELETE FROM ${table} WHERE id = ?`);
    db.transaction(() => ids.forEach((id) => del.run(Number(id))))();
  };
  return {
    timelines,
    units,
    relations,
    specials,
    /** '' when the id does not exist. */
    saveTimeline: (t: PriceTimeline) =>
      upsert('price_timeline', t.id, { name: storedName(t.name), rows: JSON.stringify(t.rows) }),
    saveUnit: (u: PriceUnit) =>
      upsert('price_unit', u.id, { name: storedName(u.name), prices: JSON.stringify(u.prices) }),
    saveSpecial: (s: SpecialRelation) =>
      upsert('price_special', s.id, {
        name: s.name,
        start_date: s.startDate,
        end_date: s.endDate,
        timeline_id: s.timelineId,
        unit_id: s.unitId,
      }),
    /** Replaces the whole year's relations. */
    saveRelations(list: PriceRelation[]): void {
      db.transaction(() => {
        db.prepare('DELETE FROM price_relation').run();
        const ins = db.prepare(
          'INSERT INTO price_relation (name, months, timeline_id, unit_id) VALUES (?, ?, ?, ?)',
        );
        for (const r of list)
          ins.run(
            storedName(r.name),
            JSON.stringify([...r.months].sort((a, b) => a - b)),
            r.timelineId,
            r.unitId,
          );
      })();
    },
    removeTimelines: (ids: string[]) => remove('price_timeline', ids),
    removeUnits: (ids: string[]) => remove('price_unit', ids),
    removeSpecials: (ids: string[]) => remove('price_special', ids),
    meterTemplates: (): MultiRateMeterTemplate[] =>
      (
        db
          .prepare('SELECT id, template_no, zone_table_no, name, rows FROM meter_template ORDER BY id')
          .all() as Array<{
          id: number;
          template_no: string;
          zone_table_no: string;
          name: string;
          rows: string;
        }>
      ).map((r) => ({
        id: str(r.id),
        templateNo: r.template_no,
        zoneTableNo: r.zone_table_no,
        name: r.name,
        rows: JSON.parse(r.rows) as MultiRateMeterTemplate['rows'],
      })),
    saveMeterTemplate: (m: MultiRateMeterTemplate) =>
      upsert('meter_template', m.id, {
        template_no: m.templateNo,
        zone_table_no: m.zoneTableNo,
        name: m.name,
        rows: JSON.stringify(m.rows),
      }),
    removeMeterTemplate: (id: string) => remove('meter_template', [id]),
    meterChanges: (site?: string): MeterChange[] =>
      db
        .prepare(
          `SELECT CAST(id AS TEXT) AS id, site, meter, change_time AS changeTime, old_reading AS oldReading,
             new_reading AS newReading, remark FROM meter_change ${site ? 'WHERE site = ?' : ''} ORDER BY change_time, id`,
        )
        .all(...(site ? [site] : [])) as MeterChange[],
    saveMeterChange: (c: MeterChange) =>
      upsert('meter_change', c.id, {
        site: c.site,
        meter: c.meter,
        change_time: c.changeTime,
        old_reading: c.oldReading,
        new_reading: c.newReading,
        remark: c.remark,
      }),
    removeMeterChanges: (ids: string[]) => remove('meter_change', ids),
  };
}

export type TariffStore = ReturnType<typeof createTariffStore>;
