import {
  airConditionerDataSchema,
  ch4SetSchema,
  ch4SettingSchema,
  containerCameraSchema,
  containerEnvDataSchema,
  containerRecordSchema,
  type AirConditionerData,
  type Ch4Setting,
  type ContainerCamera,
  type ContainerEnvData,
  type ContainerRecord,
  type ContainerSave,
} from '@/contract/api/containers';
import { removedCountSchema } from '@/contract/api/shutdown';
import { wireArray, wireNullable } from '@/contract/wire';
import { get, post } from './http';
import { readAnswer } from './read-answer';

/*
 * Containers, CH4 threshold, environment and air-conditioner data: src/contract/api/containers.ts,
 * whose schemas read every answer. A code-404 answer (spec §8: normal, data null) reads as [] or
 * null; a write's null rejects with an ApiError.
 */

export const containersKeys = {
  all: ['containers'] as const,
  list: (site: string) => ['containers', 'list', site] as const,
  ch4: (site: string) => ['containers', 'ch4', site] as const,
  env: (site: string, no: number) => ['containers', 'env', site, no] as const,
  ac: (site: string, no: number) => ['containers', 'ac', site, no] as const,
  camera: (site: string, no: number) => ['containers', 'camera', site, no] as const,
};

export const listContainers = async (site: string): Promise<ContainerRecord[]> =>
  readAnswer(wireArray(containerRecordSchema), await get('container/list', { site }), 'container/list');
/** Adds or edits a container; `version` (the one the edit started from) makes a stale save a 409. */
export const submitContainer = async (site: string, input: ContainerSave): Promise<ContainerRecord> =>
  readAnswer(
    containerRecordSchema,
    await post('container/submit', { query: { site }, json: input }),
    'container/submit',
  );
export const removeContainers = async (site: string, ids: string[]): Promise<{ removed: number }> =>
  readAnswer(
    removedCountSchema,
    await post('container/remove', { query: { site, ids: ids.join(',') } }),
    'container/remove',
  );
export const getCh4 = async (site: string): Promise<Ch4Setting | null> =>
  readAnswer(wireNullable(ch4SettingSchema), await get('container/ch4/get', { site }), 'container/ch4/get');
export const setCh4 = async (site: string, ch4: number): Promise<{ ch4: number }> =>
  readAnswer(ch4SetSchema, await post('container/ch4/set', { query: { site, ch4 } }), 'container/ch4/set');
export async function getContainerEnv(site: string, containerNo: number): Promise<ContainerEnvData | null> {
  const answer = await get('container/environment/data', { site, containerNo });
  return readAnswer(wireNullable(containerEnvDataSchema), answer, 'container/environment/data');
}
/** An extension (src/contract/calls): a backend without it answers code 404 and the block hides. */
export async function getAirConditioner(
  site: string,
  containerNo: number,
): Promise<AirConditionerData | null> {
  const answer = await get('container/airConditioner/data', { site, containerNo }, { silent: true });
  return readAnswer(wireNullable(airConditionerDataSchema), answer, 'container/airConditioner/data', {
    silent: true,
  });
}
/**
 * A container's camera. An extension (src/contract/calls): a backend without it answers code 404
 * and the address is read from the container's record in container/list (no snapshot then).
 */
export async function getContainerCamera(site: string, containerNo: number): Promise<ContainerCamera> {
  const answer = await get('container/camera', { site, containerNo }, { silent: true });
  const camera = readAnswer(wireNullable(containerCameraSchema), answer, 'container/camera', {
    silent: true,
  });
  if (camera) return camera;
  const record = (await listContainers(site)).find((c) => c.no === containerNo);
  return { containerNo, streamUrl: record?.streamUrl ?? '', snapshotUrl: '' };
}
