import { pushPointSchema, type DataPushChange, type PushPoint } from '@/contract/api/datapush';
import { northboundStateSchema, type NorthboundInput, type NorthboundState } from '@/contract/api/northbound';
import { restartAnswerSchema, type RestartAnswer } from '@/contract/api/config';
import { wireArray, wireNullable } from '@/contract/wire';
import { get, post, type CallOptions } from './http';
import { download } from './download';
import { readAnswer } from './read-answer';

/*
 * Northbound interface, data push and the point table: src/contract/api/northbound.ts,
 * datapush.ts. Answers are read with their schemas; code 404 (spec §8) reads as null or [].
 */

export const northboundKeys = {
  config: ['northbound', 'config'] as const,
  points: (site: string) => ['northbound', 'points', site] as const,
};

const STATE = 'config/getThreadMqttConfig';

/** The configuration (password as set / not set), link state and message previews. */
export async function getNorthbound(): Promise<NorthboundState | null> {
  return readAnswer(wireNullable(northboundStateSchema), await get(STATE), STATE);
}

export async function saveNorthbound(input: NorthboundInput): Promise<NorthboundState> {
  const path = 'config/updateThreadMqttConfig';
  return readAnswer(northboundStateSchema, await post(path, { json: input }), path);
}

/** Restarts the station's interface service so the saved configuration applies (spec §4: 3–5 minutes). */
export async function restartNorthbound(): Promise<RestartAnswer | null> {
  const path = 'config/restartOpenapi';
  const answer = await get(path, undefined, { silent: true });
  return readAnswer(wireNullable(restartAnswerSchema), answer, path, { silent: true });
}

/**
 * Asked while the interface restarts: resolves once the service answers again and the link no
 * longer reports `restarting` (a backend without a link report resolves as soon as it answers).
 */
export async function pingNorthbound(
  timeout: number,
  options: CallOptions = {},
): Promise<NorthboundState | null> {
  const answer = await get(STATE, undefined, { ...options, silent: true, timeout });
  const state = readAnswer(wireNullable(northboundStateSchema), answer, STATE, { silent: true });
  if (state?.link?.state === 'restarting') throw new Error('restarting');
  return state;
}

const points = wireArray(pushPointSchema);

/** Every point of the site, `pushed` marking those sent; null on a code-404 answer. */
export async function getPushPoints(site: string): Promise<PushPoint[] | null> {
  const path = 'datapush/getForPush';
  const answer = await get(path, { site });
  // Only null is "no such call": [] is a station without points.
  return answer === null ? null : readAnswer(points, answer, path);
}

export async function addPushPoints(site: string, change: DataPushChange): Promise<PushPoint[]> {
  return readAnswer(points, await post('datapush/save', { query: { site }, json: change }), 'datapush/save');
}

export async function removePushPoints(site: string, change: DataPushChange): Promise<PushPoint[]> {
  const path = 'datapush/deletePush';
  return readAnswer(points, await post(path, { query: { site }, json: change }), path);
}

/** The station's points as an xlsx (`<station>_<file>.xlsx`). */
export function exportPointTable(site: string, fileName: string): Promise<string> {
  return download('config/exportPoint', { site }, fileName);
}
