import type { BackupInfo } from '../../../src/contract/api/backup';
import { apiData, type ApiOptions } from './sim-api';

/** One route sample of sim-route-sweep.test.ts (same shape as its `Sample`). */
interface BackupSample {
  kind: 'data' | 'stream';
  request?: () => Promise<ApiOptions> | ApiOptions;
  /** A route that refuses in this state with a message (code 400), which is what is checked. */
  refused?: boolean;
}

/**
 * Data backup, history clearing and clear data (issue 26 A) for the route sweep. The sweep's
 * station is in memory, so a backup finishes at once: cancel is checked as the refusal it then
 * is ('no backup is running'). Clear data runs last in the sweep, with the station's
 * own name.
 */
export function backupSamples(
  ctx: () => { sim: { url: string }; admin: string },
): Record<string, BackupSample> {
  const info = () => apiData<BackupInfo>(ctx().sim, 'dbBackup/info', { token: ctx().admin });
  /** The backup started by the sweep, once copied and verified (in a worker thread). */
  const settled = async (): Promise<BackupInfo> => {
    for (let i = 0; i < 100; i++) {
      const now = await info();
      if (now.backups.length > 0 && !now.running) return now;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the sweep backup never finished');
  };
  return {
    'GET dbBackup/isRunning': { kind: 'data' },
    'GET dbBackup/info': { kind: 'data' },
    'POST dbBackup/start': { kind: 'data' },
    // Once the backup started before has finished (verification included), nothing runs.
    'POST dbBackup/cancel': {
      kind: 'data',
      refused: true,
      request: async () => {
        await settled();
        return {};
      },
    },
    'GET dbBackup/download': {
      kind: 'stream',
      request: async () => {
        const first = (await settled()).backups[0];
        return { query: { id: first.id } };
      },
    },
    'GET historyClearing/preview': {
      kind: 'data',
      request: () => ({ query: { cycleMonths: '12', diskThreshold: '10' } }),
    },
    'GET historyClearing/last': { kind: 'data' },
    'POST historyClearing/run': { kind: 'data' },
    'POST config/clearData': {
      kind: 'data',
      // The seeded station's English name (simulator/store/config-store.ts), as typed.
      request: () => ({ body: { confirmName: 'Wenzhou Energy Storage Station' } }),
    },
  };
}
