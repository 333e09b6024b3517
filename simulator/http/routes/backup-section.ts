import fs from 'node:fs';
import type Database from 'better-sqlite3';
import type { DiskSpace } from '../../../src/contract/api/config';
import { HistoryClearing } from '../../model/history-clearing-schedule';
import { BackupStore } from '../../store/backup-store';
import { ConfigStore } from '../../store/config-store';
import type { OplogStore } from '../../store/oplog';
import type { Router } from '../router';
import { registerBackupRoutes } from './backup-routes';
import { dataDirOf, diskSpace } from './config-extra-routes';

/**
 * The backup settings section's simulator side (issue 26 A): backups of the database, the history
 * clearing rule on its hourly schedule, clear data. close() stops the schedule, cancels a backup
 * being copied and removes the temp folder of a `:memory:` station's backups.
 */
export function registerBackupSection(
  router: Router,
  deps: {
    db: Database.Database;
    oplog: OplogStore;
    sites: string[];
    now: () => number;
    testHooks: boolean;
  },
): { backups: BackupStore; clearing: HistoryClearing; close(): Promise<void> } {
  const { db } = deps;
  const config = new ConfigStore(db, deps.sites);
  const backups = new BackupStore(db);
  const dataDir = dataDirOf(db.name);
  let diskOverride: DiskSpace | null = null;
  const clearing = new HistoryClearing({
    db,
    config,
    oplog: deps.oplog,
    now: deps.now,
    disk: () => diskOverride ?? diskSpace(dataDir),
    backupSettled: () => backups.settled(),
  });
  registerBackupRoutes(router, {
    db,
    backups,
    clearing,
    config,
    sites: deps.sites,
    testHooks: deps.testHooks,
    setDiskOverride: (disk) => {
      diskOverride = disk;
    },
  });
  clearing.start();
  return {
    backups,
    clearing,
    async close() {
      clearing.stop();
      await backups.cancel();
      await backups.settled();
      if (db.memory) fs.rmSync(backups.dir, { recursive: true, force: true });
    },
  };
}
