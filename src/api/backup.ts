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
import { get, post, type CallOptions } from './http';
import { download } from './download';
import { readAnswer } from './read-answer';

/** Query keys of the backup section's calls. */
export const backupKeys = {
  info: ['dbBackup', 'info'] as const,
  preview: (cycleMonths: number, diskThreshold: number) =>
    ['historyClearing', 'preview', cycleMonths, diskThreshold] as const,
  lastClearing: ['historyClearing', 'last'] as const,
};

/** Spec §7: GET dbBackup/info (null on a code-404 answer: nothing to show). */
export async function getBackupInfo(): Promise<BackupInfo | null> {
  return readAnswer(wireNullable(backupInfoSchema), await get('dbBackup/info'), 'dbBackup/info');
}

/** Spec §7: GET dbBackup/isRunning: the backup being made, null when none. */
export async function getRunningBackup(): Promise<BackupProgress | null> {
  const path = 'dbBackup/isRunning';
  return readAnswer(wireNullable(backupProgressSchema), await get(path), path);
}

/** Spec §7: POST dbBackup/start (administrator); refused while one runs (the server says why). */
export async function startBackup(): Promise<BackupProgress> {
  return readAnswer(backupProgressSchema, await post('dbBackup/start'), 'dbBackup/start');
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
export async function getClearingPreview(
  cycleMonths: number,
  diskThreshold: number,
): Promise<ClearingPlan | null> {
  const path = 'historyClearing/preview';
  const answer = await get(path, { cycleMonths, diskThreshold }, { silent: true });
  return readAnswer(wireNullable(clearingPlanSchema), answer, path, { silent: true });
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
export async function getLastClearing(): Promise<ClearingRun | null> {
  const path = 'historyClearing/last';
  return readAnswer(wireNullable(clearingRunSchema), await get(path), path);
}

export function useLastClearing() {
  return useQuery({ queryKey: backupKeys.lastClearing, queryFn: getLastClearing });
}

/** Runs the clearing rule now with the saved settings (administrator). */
export async function runClearing(): Promise<ClearingRun> {
  return readAnswer(clearingRunSchema, await post('historyClearing/run'), 'historyClearing/run');
}

/** Spec §7: POST config/clearData (administrator): the station name typed confirms it. */
export async function clearData(
  site: string,
  confirmName: string,
  options: CallOptions = {},
): Promise<ClearDataAnswer> {
  const answer = await post('config/clearData', { json: { site, confirmName } }, options);
  return readAnswer(clearDataAnswerSchema, answer, 'config/clearData', { silent: options.silent });
}
