import {
  upgradeOverviewSchema,
  upgradeTaskSchema,
  type UpgradeOverview,
  type UpgradeStartInput,
  type UpgradeTask,
} from '@/contract/api/upgrade';
import { wireNullable } from '@/contract/wire';
import { get, post } from './http';
import { readAnswer } from './read-answer';

/* Firmware upgrade (spec §7 Data: upgrade list, start, stop): src/contract/api/upgrade.ts. */

export const upgradeKeys = {
  all: ['upgrade'] as const,
  list: (site: string) => ['upgrade', 'list', site] as const,
};

/** Devices with their firmware, the packages and the tasks of a site (null on a code-404 answer). */
export async function getUpgradeOverview(site: string): Promise<UpgradeOverview | null> {
  return readAnswer(wireNullable(upgradeOverviewSchema), await get('upgrade/list', { site }), 'upgrade/list');
}

/** Starts a task; a pre-flight refusal rejects with the station's reason (already toasted). */
export async function startUpgrade(site: string, input: UpgradeStartInput): Promise<UpgradeTask> {
  const answer = await post('upgrade/start', { query: { site }, json: input });
  return readAnswer(upgradeTaskSchema, answer, 'upgrade/start');
}

/** Stops a running task by id. */
export async function stopUpgrade(id: string): Promise<UpgradeTask> {
  return readAnswer(upgradeTaskSchema, await post('upgrade/stop', { query: { id } }), 'upgrade/stop');
}
