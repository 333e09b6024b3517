import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type Database from 'better-sqlite3';
import type { BackupEntry, BackupInfo, BackupProgress, SimBackupDamage } from '../../src/contract/api/backup';
import { damageCopy } from './backup-damage';
import { verifyCopy, type CopyCheck } from './backup-verify';

/** Thrown by start() while a backup runs; the route answers it in the request's language. */
export class BackupRunningError extends Error {
  constructor(readonly running: BackupProgress) {
    super('A backup is already running');
  }
}

class BackupCanceled extends Error {}

interface Running extends BackupProgress {
  file: string;
  cancel: boolean;
  done: Promise<void>;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** 'backup-20261126-071500.db' in the simulator's local time (the station's zone). */
function backupFileName(ms: number): string {
  const d = new Date(ms);
  return `backup-${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}-${pad(d.getHours())}${pad(
    d.getMinutes(),
  )}${pad(d.getSeconds())}.db`;
}

/** Rows of every table of `db` (internal sqlite_ tables aside), by name. */
function tableRowCounts(db: Database.Database): Record<string, number> {
  const names = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .pluck()
    .all() as string[];
  const counts: Record<string, number> = {};
  for (const name of names)
    counts[name] = db
      .prepare(`SELECT COUNT(*) FROM "${name.replace(/"/g, '""')}"`)
      .pluck()
      .get() as number;
  return counts;
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Differences between the source's counts at the backup's moment and the copy's. */
function countDifferences(source: Record<string, number>, copy: Record<string, number>): string[] {
  const names = new Set([...Object.keys(source), ...Object.keys(copy)]);
  return [...names]
    .filter((n) => source[n] !== copy[n])
    .map((n) => `${n}: ${source[n] ?? 'missing'} ≠ ${copy[n] ?? 'missing'}`);
}

/**
 * Backups of the simulator's database with SQLite's online backup API (better-sqlite3
 * `backup()`, which steps through the pages on the event loop, so requests are served while it
 * copies). Each copy is then verified in a worker thread (integrity_check and every table's row
 * count against the source's at the moment the copy completed) and its sha256 recorded. Copies go
 * to `backups/` beside the database (a temp folder for `:memory:`).
 */
export class BackupStore {
  readonly dir: string;
  readonly #db: Database.Database;
  #running: Running | null = null;
  #lastFailure = '';
  /** Test hook: pages per step and a pause after each (to watch progress and cancel). */
  #pace = { pagesPerStep: 100, stepDelayMs: 0 };
  /** Test hook: how the next copy is spoiled before verification (backup-damage.ts). */
  #damage: SimBackupDamage['mode'] = null;

  constructor(db: Database.Database, dir?: string) {
    this.#db = db;
    this.dir =
      dir ??
      (db.memory
        ? fs.mkdtempSync(path.join(os.tmpdir(), 'station-backups-'))
        : path.join(path.dirname(path.resolve(db.name)), 'backups'));
    fs.mkdirSync(this.dir, { recursive: true });
    db.exec(`CREATE TABLE IF NOT EXISTS backup_record (
      id TEXT PRIMARY KEY, file_name TEXT NOT NULL, started_at INTEGER NOT NULL,
      finished_at INTEGER NOT NULL, size INTEGER NOT NULL, verified INTEGER NOT NULL,
      reason TEXT NOT NULL, sha256 TEXT NOT NULL, tables INTEGER NOT NULL, rows INTEGER NOT NULL)`);
  }

  setPace(pagesPerStep: number | null, stepDelayMs = 0): void {
    this.#pace = {
      pagesPerStep: pagesPerStep === null ? 100 : Math.max(1, Math.floor(pagesPerStep)),
      stepDelayMs: Math.max(0, Math.min(50, stepDelayMs)),
    };
  }

  /** Test hook: the next copy is spoiled this way before it is verified (once). */
  setDamage(mode: SimBackupDamage['mode']): void {
    this.#damage = mode;
  }

  running(): BackupProgress | null {
    if (!this.#running) return null;
    const { id, startedAt, pagesDone, pagesTotal, phase } = this.#running;
    return { id, startedAt, pagesDone, pagesTotal, phase };
  }

  /** Starts a backup; throws BackupRunningError while one runs. Resolves when it has begun. */
  start(now = Date.now()): BackupProgress {
    if (this.#running) throw new BackupRunningError(this.running()!);
    let fileName = backupFileName(now);
    for (let i = 2; fs.existsSync(path.join(this.dir, fileName)); i++)
      fileName = backupFileName(now).replace(/\.db$/, `-${i}.db`);
    const file = path.join(this.dir, fileName);
    const run: Running = {
      id: randomUUID(),
      startedAt: now,
      pagesDone: 0,
      pagesTotal: this.#db.pragma('page_count', { simple: true }) as number,
      phase: 'copying',
      file,
      cancel: false,
      done: Promise.resolve(),
    };
    this.#running = run;
    run.done = this.#run(run, fileName).finally(() => {
      if (this.#running === run) this.#running = null;
    });
    return this.running()!;
  }

  /** Stops the running backup and removes its partial file; false when none runs. */
  async cancel(): Promise<boolean> {
    const run = this.#running;
    if (!run || run.phase !== 'copying') return false;
    run.cancel = true;
    await run.done;
    return true;
  }

  /** Resolves when the running backup (if any) has finished, failed or been canceled. */
  async settled(): Promise<void> {
    await this.#running?.done;
  }

  async #run(run: Running, fileName: string): Promise<void> {
    const pause = new Int32Array(new SharedArrayBuffer(4));
    let source: Record<string, number>;
    try {
      await this.#db.backup(run.file, {
        progress: ({ totalPages, remainingPages }) => {
          if (run.cancel) throw new BackupCanceled();
          run.pagesTotal = totalPages;
          run.pagesDone = totalPages - remainingPages;
          // An in-memory source restarts the backup whenever the station writes (SQLite updates
          // the copy in step only for file databases), so it is copied in one step: milliseconds.
          if (this.#db.memory) return 0x7fffffff;
          // Test pacing only (stepDelayMs 0 otherwise): a short sleep between steps.
          if (this.#pace.stepDelayMs > 0) Atomics.wait(pause, 0, 0, this.#pace.stepDelayMs);
          return this.#pace.pagesPerStep;
        },
      });
      // The promise settles in the same turn as the last step: nothing has written since, so
      // these are the source's counts at the backup's moment.
      source = tableRowCounts(this.#db);
    } catch (err) {
      for (const suffix of ['', '-journal', '-wal', '-shm']) fs.rmSync(run.file + suffix, { force: true });
      this.#lastFailure = err instanceof BackupCanceled ? 'canceled' : String((err as Error).message ?? err);
      return;
    }
    run.pagesDone = run.pagesTotal;
    run.phase = 'verifying';
    const finishedAt = Date.now();
    let check: CopyCheck;
    try {
      const damage = this.#damage;
      this.#damage = null;
      if (damage) damageCopy(run.file, damage);
      check = await verifyCopy(run.file);
    } catch (err) {
      check = { integrity: `cannot open the copy: ${(err as Error).message}`, counts: {} };
    }
    const problems = [
      ...(check.integrity === 'ok' ? [] : [`integrity_check: ${check.integrity}`]),
      ...countDifferences(source, check.counts),
    ];
    const size = fs.statSync(run.file, { throwIfNoEntry: false })?.size ?? 0;
    const sha256 = size ? await sha256Of(run.file) : '';
    const rows = Object.values(check.counts).reduce((a, b) => a + b, 0);
    this.#db
      .prepare(
        `INSERT INTO backup_record (id, file_name, started_at, finished_at, size, verified, reason, sha256, tables, rows)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        run.id,
        fileName,
        run.startedAt,
        finishedAt,
        size,
        problems.length ? 0 : 1,
        problems.join('; ').slice(0, 500),
        sha256,
        Object.keys(check.counts).length,
        rows,
      );
    this.#lastFailure = '';
  }

  list(): BackupEntry[] {
    const rows = this.#db
      .prepare('SELECT * FROM backup_record ORDER BY started_at DESC, rowid DESC LIMIT 100')
      .all() as Array<{
      id: string;
      file_name: string;
      started_at: number;
      finished_at: number;
      size: number;
      verified: number;
      reason: string;
      sha256: string;
      tables: number;
      rows: number;
    }>;
    return rows.map((r) => ({
      id: r.id,
      fileName: r.file_name,
      startedAt: r.started_at,
      finishedAt: r.finished_at,
      durationMs: r.finished_at - r.started_at,
      size: r.size,
      verified: r.verified,
      reason: r.reason,
      sha256: r.sha256,
      tables: r.tables,
      rows: r.rows,
      present: fs.existsSync(path.join(this.dir, r.file_name)) ? 1 : 0,
    }));
  }

  info(): BackupInfo {
    const backups = this.list();
    const lastVerified = backups.find((b) => b.verified === 1 && b.present === 1);
    return {
      running: this.running(),
      lastVerifiedAt: lastVerified?.finishedAt ?? null,
      lastFailure: this.#lastFailure,
      backups,
    };
  }

  /** Path and size of a backup's file, null when unknown or gone. */
  file(id: string): { path: string; fileName: string; size: number } | null {
    const entry = this.list().find((b) => b.id === id);
    if (!entry) return null;
    const file = path.join(this.dir, entry.fileName);
    const size = fs.statSync(file, { throwIfNoEntry: false })?.size;
    return size === undefined ? null : { path: file, fileName: entry.fileName, size };
  }
}
