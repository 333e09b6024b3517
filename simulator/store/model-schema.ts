import type Database from 'better-sqlite3';

/** Tables of the station model; safe to run on every start. */
export function createModelTables(db: Database.Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS model_energy (
      site TEXT NOT NULL, day TEXT NOT NULL, period TEXT NOT NULL,
      grid_import REAL NOT NULL, grid_export REAL NOT NULL, load REAL NOT NULL, fz REAL NOT NULL,
      pile REAL NOT NULL, charge REAL NOT NULL, discharge REAL NOT NULL, pv REAL NOT NULL,
      bms_pv REAL NOT NULL, gen REAL NOT NULL, aux REAL NOT NULL DEFAULT 0,
      charge_fee REAL NOT NULL, discharge_fee REAL NOT NULL, pv_fee REAL NOT NULL,
      PRIMARY KEY (site, day, period));
    CREATE TABLE IF NOT EXISTS model_pcs (
      site TEXT NOT NULL, day TEXT NOT NULL, period TEXT NOT NULL, pcs_no INTEGER NOT NULL,
      charge REAL NOT NULL, discharge REAL NOT NULL,
      PRIMARY KEY (site, day, period, pcs_no));
    CREATE TABLE IF NOT EXISTS model_history (
      site TEXT NOT NULL, ts INTEGER NOT NULL,
      pv REAL NOT NULL, load REAL NOT NULL, fz REAL NOT NULL, pile REAL NOT NULL, storage REAL NOT NULL,
      gen REAL NOT NULL, grid REAL NOT NULL, aux REAL NOT NULL DEFAULT 0, soc REAL NOT NULL,
      silent TEXT NOT NULL DEFAULT '', piles_reporting INTEGER, piles_total INTEGER,
      PRIMARY KEY (site, ts));
    CREATE TABLE IF NOT EXISTS model_alarm (
      id TEXT PRIMARY KEY, site TEXT NOT NULL, number TEXT NOT NULL, content TEXT NOT NULL,
      content_en TEXT NOT NULL, level INTEGER NOT NULL, type TEXT NOT NULL, status TEXT NOT NULL,
      device_name TEXT NOT NULL, serial_number TEXT NOT NULL, occurred_time TEXT NOT NULL,
      processed_time TEXT, operator TEXT, service_id TEXT NOT NULL, occurred_ms INTEGER NOT NULL,
      cond_key TEXT);
    CREATE INDEX IF NOT EXISTS model_alarm_site ON model_alarm (site, status, occurred_ms);
    CREATE TABLE IF NOT EXISTS model_setting (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  `);
  // Files written before the auxiliary load was modelled (issue 29): their days had none.
  for (const table of ['model_energy', 'model_history']) {
    const cols = db.prepare(`SELECT name FROM pragma_table_info('${table}')`).all() as Array<{
      name: string;
    }>;
    if (!cols.some((c) => c.name === 'aux'))
      db.exec(`ALTER TABLE ${table} ADD COLUMN aux REAL NOT NULL DEFAULT 0`);
  }
  // Files written before silent devices left gaps (issue 27): every device reported.
  const history = db.prepare(`SELECT name FROM pragma_table_info('model_history')`).all() as Array<{
    name: string;
  }>;
  if (!history.some((c) => c.name === 'silent'))
    db.exec(`ALTER TABLE model_history ADD COLUMN silent TEXT NOT NULL DEFAULT ''`);
  // ... and before one silent charging pile among reporting ones was told apart: all reported.
  for (const col of ['piles_reporting', 'piles_total'])
    if (!history.some((c) => c.name === col)) db.exec(`ALTER TABLE model_history ADD COLUMN ${col} INTEGER`);
}

export function readSetting<T>(db: Database.Database, key: string, fallback: T): T {
  const row = db.prepare('SELECT value FROM model_setting WHERE key = ?').get(key) as
    { value: string } | undefined;
  return row ? (JSON.parse(row.value) as T) : fallback;
}

export function writeSetting(db: Database.Database, key: string, value: unknown): void {
  db.prepare(
    'INSERT INTO model_setting (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
  ).run(key, JSON.stringify(value));
}
