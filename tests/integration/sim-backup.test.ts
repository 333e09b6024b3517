import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type {
  BackupEntry,
  BackupInfo,
  BackupProgress,
  ClearDataAnswer,
  ClearingPlan,
  ClearingRun,
} from '../../src/contract/api/backup';
import type { R } from '../../src/contract/envelope';
import { apiCall, apiData, simHook } from './helpers/sim-api';
import { useTestStation } from './helpers/test-station';

/*
 * Issue 26 A against a real simulator on a database file: backups made with the online backup
 * API and verified (a damaged copy reported with its reason), cancel, refusal of a second start,
 * download, history clearing (dry run equals
 * the run, cycle and disk rules) and clear data; operators get 403 on every write.
 */
const backupsDir = () => path.join(station.dir, 'backups');
const call = (p: string, token: string, options: Parameters<typeof apiCall>[2] = {}) =>
  apiCall<R<unknown>>(station.sim, p, { token, lang: 'en', ...options });

async function waitIdle(): Promise<BackupInfo> {
  for (let i = 0; i < 600; i++) {
    const running = await apiData<BackupProgress | null>(station.sim, 'dbBackup/isRunning', {
      token: station.admin,
    });
    if (!running) return apiData<BackupInfo>(station.sim, 'dbBackup/info', { token: station.admin });
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('backup did not finish');
}

async function backupNow(): Promise<BackupEntry> {
  const started = await apiData<BackupProgress>(station.sim, 'dbBackup/start', {
    token: station.admin,
    body: {},
  });
  const info = await waitIdle();
  const entry = info.backups.find((b) => b.id === started.id);
  if (!entry) throw new Error(`backup ${started.id} not listed: ${JSON.stringify(info)}`);
  return entry;
}

function countsOf(file: string): Record<string, number> {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    expect(db.prepare('PRAGMA integrity_check').pluck().get()).toBe('ok');
    const names = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .pluck()
      .all() as string[];
    return Object.fromEntries(
      names.map((n) => [n, db.prepare(`SELECT COUNT(*) FROM "${n}"`).pluck().get() as number]),
    );
  } finally {
    db.close();
  }
}

const station = useTestStation({ onDisk: true });

describe('data backup', () => {
  let first: BackupEntry;

  it('makes a copy that opens as SQLite with the row counts it was verified with', async () => {
    first = await backupNow();
    expect(first).toMatchObject({ verified: 1, reason: '', present: 1 });
    const file = path.join(backupsDir(), first.fileName);
    expect(fs.statSync(file).size).toBe(first.size);
    expect(createHash('sha256').update(fs.readFileSync(file)).digest('hex')).toBe(first.sha256);
    const counts = countsOf(file);
    expect(Object.keys(counts).length).toBe(first.tables);
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(first.rows);
    expect(counts.model_history).toBeGreaterThan(1000);
    expect(counts.users).toBeGreaterThanOrEqual(3);
    const info = await apiData<BackupInfo>(station.sim, 'dbBackup/info', { token: station.operator });
    expect(info.lastVerifiedAt).toBe(first.finishedAt);
  });

  it('has every table of the source with its rows (static tables equal, growing ones not ahead)', async () => {
    const copy = countsOf(path.join(backupsDir(), first.fileName));
    const later = await backupNow(); // a second, later copy stands in for the live source
    const source = countsOf(path.join(backupsDir(), later.fileName));
    expect(Object.keys(copy).sort()).toEqual(Object.keys(source).sort());
    for (const table of ['users', 'site_info', 'subsystems', 'system_config'])
      expect(copy[table], table).toBe(source[table]);
    expect(copy.model_history).toBeLessThanOrEqual(source.model_history);
  });

  it('refuses a second start while one runs, and cancel stops it leaving no file', async () => {
    await simHook(station.sim, 'backup-pace', { pagesPerStep: 1, stepDelayMs: 5 });
    try {
      const before = fs.readdirSync(backupsDir()).sort();
      const started = await apiData<BackupProgress>(station.sim, 'dbBackup/start', {
        token: station.admin,
        body: {},
      });
      expect(started.phase).toBe('copying');
      const again = await call('dbBackup/start', station.admin, { body: {} });
      expect(again.body.code).toBe(400);
      expect(again.body.msg).toMatch(
        /^A backup is already running \(started \d{4}-\d\d-\d\d \d\d:\d\d:\d\d\)/,
      );
      let progress: BackupProgress | null = null;
      for (let i = 0; i < 100 && !(progress && progress.pagesDone > 0); i++)
        progress = await apiData<BackupProgress | null>(station.sim, 'dbBackup/isRunning', {
          token: station.operator,
        });
      expect(progress!.pagesDone).toBeGreaterThan(0);
      expect(progress!.pagesDone).toBeLessThan(progress!.pagesTotal);
      const partial = fs.readdirSync(backupsDir()).filter((f) => !before.includes(f));
      expect(partial.length).toBeGreaterThan(0); // the partial copy (and its journal)
      expect((await call('dbBackup/cancel', station.operator, { body: {} })).body.code).toBe(403);
      await apiData(station.sim, 'dbBackup/cancel', { token: station.admin, body: {} });
      expect(await apiData(station.sim, 'dbBackup/isRunning', { token: station.admin })).toBeNull();
      expect(fs.readdirSync(backupsDir()).sort()).toEqual(before);
      const info = await apiData<BackupInfo>(station.sim, 'dbBackup/info', { token: station.admin });
      expect(info.lastFailure).toBe('canceled');
      expect(info.backups.some((b) => b.id === started.id)).toBe(false);
    } finally {
      await simHook(station.sim, 'backup-pace', { pagesPerStep: null });
    }
  });

  it('reports a copy that lost rows or was cut short as not verified, with the reason', async () => {
    const verifiedBefore = (await apiData<BackupInfo>(station.sim, 'dbBackup/info', { token: station.admin }))
      .lastVerifiedAt;
    await simHook(station.sim, 'backup-damage', { mode: 'rows' });
    const lost = await backupNow();
    const users = countsOf(path.join(backupsDir(), lost.fileName)).users;
    expect(lost).toMatchObject({ verified: 0, present: 1 });
    expect(lost.reason).toBe(`users: ${users + 1} ≠ ${users}`);

    await simHook(station.sim, 'backup-damage', { mode: 'truncate' });
    const cut = await backupNow();
    expect(cut.verified).toBe(0);
    expect(cut.reason).toMatch(/malformed|integrity_check|cannot open/i);
    expect(cut.size).toBeGreaterThan(0);

    // Neither counts as the last verified backup; the next plain one verifies again.
    const info = await apiData<BackupInfo>(station.sim, 'dbBackup/info', { token: station.admin });
    expect(info.lastVerifiedAt).toBe(verifiedBefore);
    expect(await backupNow()).toMatchObject({ verified: 1, reason: '' });
  });

  it('streams a backup to administrators named <station>_<file>; operators get 403', async () => {
    const file = await call(`dbBackup/download`, station.admin, { query: { id: first.id } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain(
      encodeURIComponent(`Wenzhou Energy Storage Station_${first.fileName}`),
    );
    expect(
      createHash('sha256')
        .update(file.body as unknown as Buffer)
        .digest('hex'),
    ).toBe(first.sha256);
    const denied = await call('dbBackup/download', station.operator, { query: { id: first.id } });
    expect(denied.body).toMatchObject({ code: 403 });
    expect((await call('dbBackup/start', station.operator, { body: {} })).body.code).toBe(403);
  });
});

describe('history clearing', () => {
  it('removes exactly what the dry run predicted for the cycle, logs it and frees the space', async () => {
    const plan = await apiData<ClearingPlan>(station.sim, 'historyClearing/preview', {
      token: station.operator,
      query: { cycleMonths: 1 },
    });
    expect(plan.reason).toBe('cycle');
    expect(plan.rows).toBeGreaterThan(1000);
    expect(plan.fromDay < plan.toDay && plan.toDay < plan.beforeDay).toBe(true);
    // Saved settings still say 12 months: nothing would go.
    expect(
      (await apiData<ClearingPlan>(station.sim, 'historyClearing/preview', { token: station.admin })).rows,
    ).toBe(0);
    expect((await call('historyClearing/run', station.operator, { body: {} })).body.code).toBe(403);

    await apiData(station.sim, 'config/update', {
      token: station.admin,
      body: { configKey: 'autoClearCycleMonths', configValue: '1' },
    });
    const run = await apiData<ClearingRun>(station.sim, 'historyClearing/run', {
      token: station.admin,
      body: {},
    });
    expect(run.tables).toEqual(plan.tables);
    expect([run.rows, run.fromDay, run.toDay, run.beforeDay]).toEqual([
      plan.rows,
      plan.fromDay,
      plan.toDay,
      plan.beforeDay,
    ]);
    expect(run.dbBytesAfter).toBeLessThan(run.dbBytesBefore);
    expect(
      (await apiData<ClearingPlan>(station.sim, 'historyClearing/preview', { token: station.admin })).rows,
    ).toBe(0);

    const copy = await backupNow();
    const db = new Database(path.join(backupsDir(), copy.fileName), { readonly: true });
    const oldest = db.prepare('SELECT MIN(day) FROM model_energy').pluck().get() as string;
    db.close();
    expect(oldest >= plan.beforeDay).toBe(true);

    const log = await apiData<{
      records: { path: string; summary: string; params: string; account: string; msg: string }[];
    }>(station.sim, 'log/his/page', { token: station.admin, lang: 'en', query: { current: 1, size: 20 } });
    const entry = log.records.find((r) => r.path === 'historyClearing/auto');
    expect(entry?.params).toContain(`rows=${plan.rows}`);
    expect(entry?.params).toContain(`from=${plan.fromDay}&to=${plan.toDay}`);
    // Worded in the log (issue 30), not its parameters.
    expect(entry?.summary).toMatch(
      new RegExp(`^History clearing \\(${plan.fromDay}( to ${plan.toDay})?, removed ${plan.rows} rows\\)$`),
    );
    // The message in the reader's language (issue 30): it was English in the zh log too.
    const freed = run.dbBytesBefore - run.dbBytesAfter;
    expect(entry?.msg).toBe(`${plan.rows} rows, ${freed} bytes freed`);
    const zh = await apiData<{ records: { path: string; msg: string }[] }>(station.sim, 'log/his/page', {
      token: station.admin,
      lang: 'zh',
      query: { current: 1, size: 20 },
    });
    const zhEntry = zh.records.find((r) => r.path === 'historyClearing/auto');
    expect(zhEntry?.msg).toBe(`已清理 ${plan.rows} 行，释放 ${freed} 字节`);
  });

  it('takes the oldest days beyond the cycle when free disk is under the threshold', async () => {
    await simHook(station.sim, 'disk-space', { total: 1_000_000_000, free: 99_000_000 }); // 9.9 % < 10 %
    try {
      const plan = await apiData<ClearingPlan>(station.sim, 'historyClearing/preview', {
        token: station.admin,
      });
      expect(plan).toMatchObject({ reason: 'disk', underThreshold: 1 });
      expect(plan.beforeDay > plan.cycleCutoffDay).toBe(true);
      // 1 MB to free: a few days, oldest first, never the last week.
      const run = await apiData<ClearingRun>(station.sim, 'historyClearing/run', {
        token: station.admin,
        body: {},
      });
      expect([run.rows, run.beforeDay]).toEqual([plan.rows, plan.beforeDay]);
      expect(run.bytes).toBeGreaterThanOrEqual(1_000_000);
    } finally {
      await simHook(station.sim, 'disk-space', {});
    }
  });
});

describe('clear data', () => {
  it('needs the station name typed, is refused to operators, clears the site history', async () => {
    const wrong = await call('config/clearData', station.admin, { body: { confirmName: 'Wenzhou' } });
    expect(wrong.body).toMatchObject({
      code: 400,
      msg: 'The station name typed does not match; nothing was cleared (confirmName)',
    });
    const denied = await call('config/clearData', station.operator, {
      body: { confirmName: 'Wenzhou Energy Storage Station' },
    });
    expect(denied.body.code).toBe(403);
    const answer = await apiData<ClearDataAnswer>(station.sim, 'config/clearData', {
      token: station.admin,
      body: { site: 'WZ001', confirmName: '温州储能电站' },
    });
    expect(answer.rows).toBeGreaterThan(100);
    const copy = await backupNow();
    const db = new Database(path.join(backupsDir(), copy.fileName), { readonly: true });
    // What the station booked since (today) may be back; every earlier day is gone for WZ001 only.
    const days = (site: string) =>
      db.prepare('SELECT COUNT(DISTINCT day) FROM model_energy WHERE site = ?').pluck().get(site) as number;
    expect(days('WZ001')).toBeLessThanOrEqual(1);
    expect(days('WZ002')).toBeGreaterThan(7);
    db.close();
    const log = await apiData<{ records: { path: string; account: string }[] }>(station.sim, 'log/his/page', {
      token: station.admin,
      lang: 'en',
      query: { current: 1, size: 20 },
    });
    expect(log.records.some((r) => r.path === 'config/clearData' && r.account === 'admin')).toBe(true);
  });
});
