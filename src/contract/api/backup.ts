import { z } from 'zod';
import { wireArray, wireIdText, wireNullable, wireNum, wireNumOrNull, wireStr } from '../wire';

/*
 * Data backup (spec §7 "Backup and thresholds": dbBackup/isRunning, info, start, cancel), the
 * automatic clearing of history (spec §9: disk threshold 10 %, cycle 1 year; basic config keys
 * autoClearDiskThreshold and autoClearCycleMonths) and clear data (spec §7: config/clearData).
 * start, cancel, download, clearing run and clearData are administrator-only (permissions.ts).
 * Answers are read as a real BladeX backend may send them (numbers as text, ids as numbers,
 * null/""/-1 for absent: ../wire.ts); tests/unit/contract/backup-wire.test.ts fuzzes them.
 */

/** A backup being made: `data` of `GET dbBackup/isRunning` (null when none runs). */
export const backupProgressSchema = z.object({
  id: wireIdText,
  /** Epoch ms the backup started. */
  startedAt: wireNum,
  /** SQLite pages copied so far and the database's page count (the online backup API's). */
  pagesDone: wireNum,
  pagesTotal: wireNum,
  /** 'copying' while pages are copied, 'verifying' while the copy is checked. */
  phase: z.enum(['copying', 'verifying']),
});
export type BackupProgress = z.infer<typeof backupProgressSchema>;

/** One finished backup (newest first in `info`). */
const backupEntrySchema = z.object({
  id: wireIdText,
  /** File name inside the backups folder, e.g. 'backup-20261126-071500.db'. */
  fileName: wireStr,
  startedAt: wireNum,
  finishedAt: wireNum,
  durationMs: wireNum,
  /** Bytes of the copy. */
  size: wireNum,
  /** 1 when the copy passed `PRAGMA integrity_check` and has every table's row count. */
  verified: wireNum,
  /** Why it is not verified (integrity message, differing tables); '' when verified. */
  reason: wireStr,
  /** sha256 hex of the file. */
  sha256: wireStr,
  /** Tables and rows in the copy. */
  tables: wireNum,
  rows: wireNum,
  /** 0 once the file is gone from the folder (deleted by hand). */
  present: wireNum,
});
export type BackupEntry = z.infer<typeof backupEntrySchema>;

/** `data` of `GET dbBackup/info`. */
export const backupInfoSchema = z.object({
  running: wireNullable(backupProgressSchema),
  /** Epoch ms of the newest verified backup still present, null when none. */
  lastVerifiedAt: wireNumOrNull,
  /** Outcome of the last backup that did not finish ('canceled' or the failure), '' if none. */
  lastFailure: wireStr,
  backups: wireArray(backupEntrySchema),
});
export type BackupInfo = z.infer<typeof backupInfoSchema>;

/** `data` of `POST dbBackup/start`: the backup now running. */
export type BackupStartAnswer = BackupProgress;

/* Download of one backup: `GET dbBackup/download?id=` (administrator; the SQLite file, streamed). */

/**
 * What a clearing run removes (`GET historyClearing/preview`, optional query cycleMonths and
 * diskThreshold to try values before saving them) or removed (`POST historyClearing/run`).
 */
export const clearingPlanSchema = z.object({
  /** Station time (epoch ms) the plan was made for. */
  at: wireNum,
  cycleMonths: wireNum,
  diskThreshold: wireNum,
  /** History older than this (station local day 'YYYY-MM-DD') goes for the cycle. */
  cycleCutoffDay: wireStr,
  /** Everything before this day goes: the cycle's day, later when the disk is short. */
  beforeDay: wireStr,
  /** Free share of the disk now (percent, 0–100) and whether it is under the threshold. */
  freePercent: wireNum,
  underThreshold: wireNum,
  /** First and last day removed ('' when nothing is). */
  fromDay: wireStr,
  toDay: wireStr,
  rows: wireNum,
  /** Approximate bytes the rows take in the database. */
  bytes: wireNum,
  /** Per table: rows removed. */
  tables: wireArray(z.object({ table: wireStr, rows: wireNum })),
  /** 'cycle' (older than the cycle), 'disk' (also the oldest days for free disk) or 'none'. */
  reason: z.enum(['none', 'cycle', 'disk']),
});
export type ClearingPlan = z.infer<typeof clearingPlanSchema>;

/** `data` of `POST historyClearing/run` and `GET historyClearing/last` (null before the first). */
export const clearingRunSchema = clearingPlanSchema.extend({
  /** 'schedule' or the account that ran it. */
  by: wireStr,
  /** Database bytes before and after the vacuum. */
  dbBytesBefore: wireNum,
  dbBytesAfter: wireNum,
});
export type ClearingRun = z.infer<typeof clearingRunSchema>;

/**
 * JSON body of `POST config/clearData`: the station name typed by the administrator (zh or en
 * name of the site), answered with what was removed. Wrong name: code 400.
 */
export const clearDataSchema = z.object({
  site: z.string().optional(),
  confirmName: z.string().trim().min(1, 'confirmRequired'),
});
export type ClearDataRequest = z.infer<typeof clearDataSchema>;

export const clearDataAnswerSchema = z.object({
  rows: wireNum,
  tables: wireArray(z.object({ table: wireStr, rows: wireNum })),
});
export type ClearDataAnswer = z.infer<typeof clearDataAnswerSchema>;

/** Test hook body `POST __sim/backup-pace` (test hooks only): slow a backup down to watch it. */
/** Test hook `__sim/backup-damage`: spoils the next backup's copy before it is verified. */
export interface SimBackupDamage {
  /** `truncate`: the file cut in half; `rows`: one row of `users` removed; null: none. */
  mode: 'truncate' | 'rows' | null;
}

export interface SimBackupPace {
  /** Pages per backup step; null restores the default (100). */
  pagesPerStep: number | null;
  /** Pause after each step (ms, at most 50). */
  stepDelayMs?: number;
}

/** Test hook body `POST __sim/disk-space`: the disk figure the clearing rule reads (null = real). */
export interface SimDiskSpace {
  total: number;
  free: number;
}
