import { useQuery } from '@tanstack/react-query';
import {
  backupInfoSchema,
  backupProgressSchema,
  clearDataAnswerSchema,
  clearingPlanSchema,
  clearingRunSchema,
  type BackupEntry,
  type BackupInfo,
  type BackupProgress,
  type ClearDataAnswer,
  type ClearingPlan,
  type ClearingRun,
} from '@/contract/api/backup';
import { wireNullable } from '@/contract/wire';
import { download, get, post, type CallOptions } from './http';

/** Query keys of the backup section's calls. */
export const backupKeys = {
  info: ['dbBackup', 'info'] as const,
  preview: (cycleMonths: number, diskThreshold: number) =>
    ['historyClearing', 'preview', cycleMonths, diskThreshold] as const,
  lastClearing: ['historyClearing', 'last'] as const,
};

/** Spec §7: GET dbBackup/info (null on a code-404 answer: nothing to show). */
async function getBackupInfo(): Promise<BackupInfo | null> {
  return wireNullable(backupInfoSchema).parse(await get('dbBackup/info'));
}

/** Spec §7: GET dbBackup/isRunning: the backup being made, null when none. */
export async function getRunningBackup(): Promise<BackupProgress | null> {
  return wireNullable(backupProgressSchema).parse(await get('dbBackup/isRunning'));
}

/** Spec §7: POST dbBackup/start (administrator); refused while one runs (the server says why). */
export async function startBackup(): Promise<BackupProgress> {
  return backupProgressSchema.parse(await post('dbBackup/start'));
}

/** Spec §7: POST dbBackup/cancel (administrator): stops the copy and removes the partial file. */
export async function cancelBackup(): Promise<void> {
  await post('dbBackup/cancel');
}

/** Saves one backup file as `<station>_<file>` (administrator; streamed by the station). */
export function downloadBackup(entry: BackupEntry): Promise<string> {
  return download('dbBackup/download', { id: entry.id }, entry.fileName, { longExport: true });
}

/** The backup list, polled every second while a backup runs. */
export function useBackupInfo() {
  return useQuery({
    queryKey: backupKeys.info,
    queryFn: getBackupInfo,
    refetchInterval: (query) => (query.state.data?.running ? 1000 : 30_000),
  });
}

/** What the clearing rule would remove now with these values (a dry run; nothing is removed). */
async function getClearingPreview(cycleMonths: number, diskThreshold: number): Promise<ClearingPlan | null> {
  return wireNullable(clearingPlanSchema).parse(
    await get('historyClearing/preview', { cycleMonths, diskThreshold }, { silent: true }),
  );
}

/** The dry run for values that are valid (null while they are not). */
export function useClearingPreview(values: { cycleMonths: number; diskThreshold: number } | null) {
  return useQuery({
    queryKey: backupKeys.preview(values?.cycleMonths ?? 0, values?.diskThreshold ?? 0),
    queryFn: () => (values ? getClearingPreview(values.cycleMonths, values.diskThreshold) : null),
    enabled: values !== null,
    staleTime: 10_000,
  });
}

/** The last clearing run since the station started (null before the first). */
async function getLastClearing(): Promise<ClearingRun | null> {
  return wireNullable(clearingRunSchema).parse(await get('historyClearing/last'));
}

export function useLastClearing() {
  return useQuery({ queryKey: backupKeys.lastClearing, queryFn: getLastClearing });
}

/** Runs the clearing rule now with the saved settings (administrator). */
export async function runClearing(): Promise<ClearingRun> {
  return clearingRunSchema.parse(await post('historyClearing/run'));
}

/** Spec §7: POST config/clearData (administrator): the station name typed confirms it. */
export async function clearData(
  site: string,
  confirmName: string,
  options: CallOptions = {},
): Promise<ClearDataAnswer> {
  return clearDataAnswerSchema.parse(
    await post('config/clearData', { json: { site, confirmName } }, options),
  );
}
