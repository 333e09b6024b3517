import fs from 'node:fs';
import Database from 'better-sqlite3';
import type { SimBackupDamage } from '../../src/contract/api/backup';

/*
 * Test hook (`__sim/backup-damage`): spoils the next copy between the copy and its verification,
 * as a failing disk or a copy that lost rows would, so tests see verification report it.
 */
export function damageCopy(file: string, mode: NonNullable<SimBackupDamage['mode']>): void {
  if (mode === 'truncate') {
    fs.truncateSync(file, Math.floor(fs.statSync(file).size / 2));
    return;
  }
  // 'rows': a copy that opens and passes integrity_check but lost one user row.
  const db = new Database(file, { fileMustExist: true });
  try {
    db.pragma('journal_mode = DELETE');
    db.prepare('DELETE FROM users WHERE rowid = (SELECT MAX(rowid) FROM users)').run();
  } finally {
    db.close();
  }
}
