import type { UpgradeOverview, UpgradeStartInput, UpgradeTask } from '@/contract/api/upgrade';
import { get, post } from './http';

/* Firmware upgrade (spec §7 Data: upgrade list, start, stop): src/contract/api/upgrade.ts. */

export const upgradeKeys = {
  all: ['upgrade'] as const,
  list: (site: string) => ['upgrade', 'list', site] as const,
};

/** Devices with their firmware, the packages and the tasks of a site (null on a code-404 answer). */
export function getUpgradeOverview(site: string): Promise<UpgradeOverview | null> {
  return get<UpgradeOverview | null>('upgrade/list', { site });
}

/** Starts a task; a pre-flight refusal rejects with the station's reason (already toasted). */
export function startUpgrade(site: string, input: UpgradeStartInput): Promise<UpgradeTask> {
  return post<UpgradeTask>('upgrade/start', { query: { site }, json: input });
}

/** Stops a running task by id. */
export function stopUpgrade(id: string): Promise<UpgradeTask> {
  return post<UpgradeTask>('upgrade/stop', { query: { id } });
}
