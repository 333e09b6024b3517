import { ext, spec, type CallRow } from './row';

/** Data backup, history clearing and clear data (issue 26 A): src/api/backup.ts. */
export const BACKUP_CALLS: CallRow[] = [
  spec('GET', 'dbBackup/isRunning', '§7 Backup and thresholds'),
  spec('GET', 'dbBackup/info', '§7 Backup and thresholds'),
  spec('POST', 'dbBackup/start', '§7 Backup and thresholds'),
  spec('POST', 'dbBackup/cancel', '§7 Backup and thresholds'),
  spec('POST', 'config/clearData', '§7 Configuration'),
  ext('GET', 'dbBackup/download', 'hide', 'download of one backup file (the spec names no download)'),
  ext('GET', 'historyClearing/preview', 'hide', 'dry run of the automatic clearing (spec §9 auto-clear)'),
  ext('GET', 'historyClearing/last', 'without', 'the last clearing run, shown when known'),
  ext('POST', 'historyClearing/run', 'hide', 'runs the automatic clearing now'),
];
