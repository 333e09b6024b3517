import type Database from 'better-sqlite3';
import {
  clearDataSchema,
  type BackupInfo,
  type BackupProgress,
  type ClearDataAnswer,
  type SimBackupDamage,
  type SimBackupPace,
  type SimDiskSpace,
} from '../../../src/contract/api/backup';
import type { DiskSpace } from '../../../src/contract/api/config';
import type { HistoryClearing } from '../../model/history-clearing-schedule';
import { formatDateTime } from '../../model/clock';
import { BackupRunningError, type BackupStore } from '../../store/backup-store';
import type { ConfigStore } from '../../store/config-store';
import { issueField } from '../../../src/contract/input-rules';
import { streamFileResult } from '../files';
import { fieldError } from '../input-errors';
import { bodyObject, param } from '../params';
import { ApiError, LocalizedApiError, type RequestContext, type Router } from '../router';

const TEXTS = {
  running: (at: string) => ({
    zh: `已有备份正在进行（开始于 ${at}），请等待完成或取消后再开始`,
    en: `A backup is already running (started ${at}); wait for it to finish or cancel it first`,
  }),
  noneRunning: { zh: '当前没有可取消的备份', en: 'No backup is being copied' },
  notFound: { zh: '备份文件不存在', en: 'The backup file does not exist' },
  nameMismatch: {
    zh: '输入的电站名称不一致，数据未清除',
    en: 'The station name typed does not match; nothing was cleared',
  },
  badValue: { zh: '参数不正确', en: 'Invalid parameter' },
};

/** Tables cleared by config/clearData for one site: its history, energy days and finished alarms. */
const CLEAR_DATA: { table: string; where: string }[] = [
  { table: 'model_history', where: 'site = ?' },
  { table: 'model_energy', where: 'site = ?' },
  { table: 'model_pcs', where: 'site = ?' },
  { table: 'model_alarm', where: "site = ? AND status IN ('cleared', 'recovered')" },
];

export interface BackupRouteDeps {
  db: Database.Database;
  backups: BackupStore;
  clearing: HistoryClearing;
  config: ConfigStore;
  sites: string[];
  testHooks: boolean;
  /** Test hook: the disk figure the clearing rule reads (null = the real one). */
  setDiskOverride: (disk: DiskSpace | null) => void;
}

const intParam = (ctx: RequestContext, name: string, min: number, max: number): number | undefined => {
  const raw = param(ctx, name);
  if (raw === undefined || raw === null || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new LocalizedApiError(400, TEXTS.badValue);
  return n;
};

/** Data backup (spec §7 dbBackup/*), history clearing and clear data (config/clearData). */
export function registerBackupRoutes(router: Router, deps: BackupRouteDeps): void {
  const { backups, clearing, config, sites, db } = deps;

  router.get('dbBackup/isRunning', (): BackupProgress | null => backups.running());
  router.get('dbBackup/info', (): BackupInfo => backups.info());
  router.post('dbBackup/start', () => {
    try {
      return backups.start();
    } catch (err) {
      if (err instanceof BackupRunningError)
        throw new LocalizedApiError(400, TEXTS.running(formatDateTime(err.running.startedAt)));
      throw err;
    }
  });
  router.post('dbBackup/cancel', async () => {
    if (!(await backups.cancel())) throw new LocalizedApiError(400, TEXTS.noneRunning);
    return { canceled: true };
  });
  router.get('dbBackup/download', (ctx) => {
    const file = backups.file(param(ctx, 'id') ?? '');
    if (!file) throw new LocalizedApiError(400, TEXTS.notFound);
    const site = config.site(sites[0]);
    const station = (ctx.lang === 'en' && site?.stationNameEn.trim()) || site?.stationName || '';
    const name = station ? `${station.replace(/[\\/:*?"<>|]/g, '-')}_${file.fileName}` : file.fileName;
    return streamFileResult(name, file.path, file.size, 'application/vnd.sqlite3');
  });

  router.get('historyClearing/preview', (ctx) =>
    clearing.preview({
      cycleMonths: intParam(ctx, 'cycleMonths', 1, 120),
      diskThreshold: intParam(ctx, 'diskThreshold', 1, 90),
    }),
  );
  router.get('historyClearing/last', () => clearing.last());
  router.post('historyClearing/run', (ctx) => clearing.run(ctx.user?.account ?? 'admin', ctx.user?.userId));

  router.post('config/clearData', async (ctx): Promise<ClearDataAnswer> => {
    const parsed = clearDataSchema.safeParse(bodyObject(ctx));
    if (!parsed.success) {
      const field = issueField(parsed.error.issues[0].path);
      throw fieldError(field, field === 'site' ? TEXTS.badValue : TEXTS.nameMismatch);
    }
    const site = parsed.data.site || sites[0];
    const info = config.site(site);
    if (!info) throw fieldError('site', TEXTS.badValue);
    const typed = parsed.data.confirmName;
    const names = [info.stationName, info.stationNameEn].map((n) => n.trim()).filter(Boolean);
    if (!typed || !names.includes(typed)) throw fieldError('confirmName', TEXTS.nameMismatch);
    await backups.settled();
    const tables = db.transaction(() =>
      CLEAR_DATA.map((c) => ({
        table: c.table,
        rows: db.prepare(`DELETE FROM ${c.table} WHERE ${c.where}`).run(site).changes,
      })),
    )();
    db.exec('VACUUM');
    return { rows: tables.reduce((a, t) => a + t.rows, 0), tables };
  });

  if (deps.testHooks) {
    router.post(
      '__sim/backup-pace',
      (ctx) => {
        const b = ctx.body as Partial<SimBackupPace> | null;
        const pages = b?.pagesPerStep;
        if (pages !== null && (typeof pages !== 'number' || pages < 1))
          throw new ApiError(400, 'pagesPerStep');
        backups.setPace(pages, Number(b?.stepDelayMs ?? 0));
        return true;
      },
      'public',
    );
    router.post(
      '__sim/backup-damage',
      (ctx) => {
        const mode = (ctx.body as Partial<SimBackupDamage> | null)?.mode ?? null;
        if (mode !== null && mode !== 'truncate' && mode !== 'rows') throw new ApiError(400, 'mode');
        backups.setDamage(mode);
        return true;
      },
      'public',
    );
    router.post(
      '__sim/disk-space',
      (ctx) => {
        const b = ctx.body as Partial<SimDiskSpace> | null;
        if (!b || b.total === undefined) deps.setDiskOverride(null);
        else if (typeof b.total === 'number' && typeof b.free === 'number' && b.free <= b.total)
          deps.setDiskOverride({ total: b.total, free: b.free, used: b.total - b.free });
        else throw new ApiError(400, 'total, free');
        return true;
      },
      'public',
    );
  }
}
