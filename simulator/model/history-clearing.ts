import type Database from 'better-sqlite3';
import type { ClearingPlan, ClearingRun } from '../../src/contract/api/backup';
import type { DiskSpace } from '../../src/contract/api/config';
import { dayKey, MS_DAY, parseDay, startOfDay } from './clock';

/**
 * Automatic clearing of history (spec §9: disk threshold 10 %, cycle 1 year; basic config keys
 * autoClearDiskThreshold, autoClearCycleMonths). History is the 5-minute history, the energy and
 * revenue days (per flow and per PCS) and the finished alarms. A run removes every day before one
 * boundary day: the cycle's (today minus the cycle in months), moved later while the disk's free
 * share is under the threshold, oldest day first, until the rows removed free enough, never into
 * the last KEEP_DAYS days. The dry run (plan) and the run share the boundary and the predicates,
 * so a run removes exactly what the dry run just said.
 */
const KEEP_DAYS = 7;

interface TableRule {
  table: string;
  /** Rows of this table before the boundary (epoch ms of its local midnight, and its day key). */
  where: string;
  args: (ms: number, day: string) => (string | number)[];
}

const RULES: TableRule[] = [
  { table: 'model_history', where: 'ts < ?', args: (ms) => [ms] },
  { table: 'model_energy', where: 'day < ?', args: (_ms, day) => [day] },
  { table: 'model_pcs', where: 'day < ?', args: (_ms, day) => [day] },
  {
    table: 'model_alarm',
    where: "occurred_ms < ? AND status IN ('cleared', 'recovered')",
    args: (ms) => [ms],
  },
];

export interface ClearingSettings {
  cycleMonths: number;
  diskThreshold: number;
}

/** Bytes per row of a table and its indexes (dbstat), 0 when it is empty. */
function bytesPerRow(db: Database.Database, table: string): number {
  const rows = db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;
  if (!rows) return 0;
  const bytes = db
    .prepare(
      `SELECT COALESCE(SUM(pgsize), 0) FROM dbstat WHERE name = ?
         OR name IN (SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ?)`,
    )
    .pluck()
    .get(table, table) as number;
  return bytes / rows;
}

/** Local midnight `months` calendar months before `nowMs`. */
function cycleCutoff(nowMs: number, months: number): number {
  const d = new Date(startOfDay(nowMs));
  d.setMonth(d.getMonth() - months);
  return startOfDay(d.getTime());
}

/** Approximate bytes per local day (oldest first) of the history, energy and PCS rows. */
function bytesPerDay(
  db: Database.Database,
  beforeMs: number,
  perRow: Map<string, number>,
): Map<string, number> {
  const days = new Map<string, number>();
  const add = (day: string, bytes: number) => days.set(day, (days.get(day) ?? 0) + bytes);
  const historyRow = perRow.get('model_history') ?? 0;
  for (const ts of db.prepare('SELECT ts FROM model_history WHERE ts < ?').pluck().iterate(beforeMs))
    add(dayKey(ts as number), historyRow);
  for (const table of ['model_energy', 'model_pcs'])
    for (const r of db
      .prepare(`SELECT day, COUNT(*) AS n FROM ${table} WHERE day < ? GROUP BY day`)
      .iterate(dayKey(beforeMs)) as Iterable<{ day: string; n: number }>)
      add(r.day, r.n * (perRow.get(table) ?? 0));
  return new Map([...days].sort(([a], [b]) => a.localeCompare(b)));
}

/** What a run would remove now. */
export function planClearing(
  db: Database.Database,
  nowMs: number,
  settings: ClearingSettings,
  disk: DiskSpace,
): ClearingPlan {
  const cycleMs = cycleCutoff(nowMs, settings.cycleMonths);
  let boundaryMs = cycleMs;
  const freePercent = disk.total > 0 ? (disk.free / disk.total) * 100 : 100;
  const underThreshold = freePercent < settings.diskThreshold;
  const perRow = new Map(RULES.map((r) => [r.table, bytesPerRow(db, r.table)]));
  const rowsAt = (ms: number) =>
    RULES.map((r) => ({
      table: r.table,
      rows: db
        .prepare(`SELECT COUNT(*) FROM ${r.table} WHERE ${r.where}`)
        .pluck()
        .get(...r.args(ms, dayKey(ms))) as number,
    }));
  const bytesOf = (tables: { table: string; rows: number }[]) =>
    tables.reduce((sum, t) => sum + t.rows * (perRow.get(t.table) ?? 0), 0);

  if (underThreshold) {
    // Free enough to be back at the threshold: the oldest days first, beyond the cycle's.
    const need = (settings.diskThreshold / 100) * disk.total - disk.free;
    const limitMs = startOfDay(nowMs - KEEP_DAYS * MS_DAY);
    let freed = bytesOf(rowsAt(cycleMs));
    for (const [day, bytes] of bytesPerDay(db, limitMs, perRow)) {
      const next = startOfDay(parseDay(day) + MS_DAY + 3_600_000);
      if (next <= boundaryMs) continue;
      if (freed >= need) break;
      freed += bytes;
      boundaryMs = next;
    }
  }
  const tables = rowsAt(boundaryMs);
  const rows = tables.reduce((a, t) => a + t.rows, 0);
  const span = db
    .prepare(
      `SELECT MIN(d) AS first, MAX(d) AS last FROM (
         SELECT MIN(day) AS d FROM model_energy WHERE day < @day UNION ALL
         SELECT MAX(day) FROM model_energy WHERE day < @day UNION ALL
         SELECT MIN(day) FROM model_pcs WHERE day < @day UNION ALL
         SELECT MAX(day) FROM model_pcs WHERE day < @day)`,
    )
    .get({ day: dayKey(boundaryMs) }) as { first: string | null; last: string | null };
  const hist = db
    .prepare('SELECT MIN(ts) AS first, MAX(ts) AS last FROM model_history WHERE ts < ?')
    .get(boundaryMs) as { first: number | null; last: number | null };
  const firsts = [span.first, hist.first === null ? null : dayKey(hist.first)].filter(Boolean) as string[];
  const lasts = [span.last, hist.last === null ? null : dayKey(hist.last)].filter(Boolean) as string[];
  return {
    at: nowMs,
    cycleMonths: settings.cycleMonths,
    diskThreshold: settings.diskThreshold,
    cycleCutoffDay: dayKey(cycleMs),
    beforeDay: dayKey(boundaryMs),
    freePercent: Math.round(freePercent * 10) / 10,
    underThreshold: underThreshold ? 1 : 0,
    fromDay: rows && firsts.length ? firsts.sort()[0] : '',
    toDay: rows && lasts.length ? lasts.sort().at(-1)! : '',
    rows,
    bytes: Math.round(bytesOf(tables)),
    tables,
    reason: rows === 0 ? 'none' : boundaryMs > cycleMs ? 'disk' : 'cycle',
  };
}

const dbBytes = (db: Database.Database) =>
  (db.pragma('page_count', { simple: true }) as number) *
  (db.pragma('page_size', { simple: true }) as number);

/**
 * Removes what planClearing says for the same moment, then frees the space (VACUUM and a WAL
 * checkpoint, so the file and the disk figure shrink).
 */
export function runClearing(
  db: Database.Database,
  nowMs: number,
  settings: ClearingSettings,
  disk: DiskSpace,
  by: string,
): ClearingRun {
  const plan = planClearing(db, nowMs, settings, disk);
  const dbBytesBefore = dbBytes(db);
  if (plan.rows > 0) {
    const boundaryMs = parseDay(plan.beforeDay);
    db.transaction(() => {
      for (const r of RULES)
        db.prepare(`DELETE FROM ${r.table} WHERE ${r.where}`).run(...r.args(boundaryMs, dayKey(boundaryMs)));
    })();
    db.exec('VACUUM');
    if (!db.memory) db.pragma('wal_checkpoint(TRUNCATE)');
  }
  return { ...plan, by, dbBytesBefore, dbBytesAfter: dbBytes(db) };
}
