import type { DataPushChange, PushPoint } from '@/contract/api/datapush';
import type { NorthboundInput, NorthboundState } from '@/contract/api/northbound';
import type { RestartAnswer } from '@/contract/api/config';
import { download, get, post, type CallOptions } from './http';

/* Northbound interface, data push and the point table: src/contract/api/northbound.ts, datapush.ts. */

export const northboundKeys = {
  config: ['northbound', 'config'] as const,
  points: (site: string) => ['northbound', 'points', site] as const,
};

/** The configuration (password as set / not set), link state and message previews. */
export function getNorthbound(): Promise<NorthboundState | null> {
  return get<NorthboundState | null>('config/getThreadMqttConfig');
}

export function saveNorthbound(input: NorthboundInput): Promise<NorthboundState> {
  return post<NorthboundState>('config/updateThreadMqttConfig', { json: input });
}

/** Restarts the station's interface service so the saved configuration applies (spec §4: 3–5 minutes). */
export function restartNorthbound(): Promise<RestartAnswer | null> {
  return get<RestartAnswer | null>('config/restartOpenapi', undefined, { silent: true });
}

/**
 * Asked while the interface restarts: resolves once the service answers again and the link no
 * longer reports `restarting` (a backend without a link report resolves as soon as it answers).
 */
export async function pingNorthbound(
  timeout: number,
  options: CallOptions = {},
): Promise<NorthboundState | null> {
  const state = await get<NorthboundState | null>('config/getThreadMqttConfig', undefined, {
    ...options,
    silent: true,
    timeout,
  });
  if (state?.link?.state === 'restarting') throw new Error('restarting');
  return state;
}

export function getPushPoints(site: string): Promise<PushPoint[] | null> {
  return get<PushPoint[] | null>('datapush/getForPush', { site });
}

export function addPushPoints(site: string, change: DataPushChange): Promise<PushPoint[]> {
  return post<PushPoint[]>('datapush/save', { query: { site }, json: change });
}

export function removePushPoints(site: string, change: DataPushChange): Promise<PushPoint[]> {
  return post<PushPoint[]>('datapush/deletePush', { query: { site }, json: change });
}

/** The station's points as an xlsx (`<station>_<file>.xlsx`). */
export function exportPointTable(site: string, fileName: string): Promise<string> {
  return download('config/exportPoint', { site }, fileName);
}
