import type {
  AirConditionerData,
  Ch4Setting,
  ContainerCamera,
  ContainerEnvData,
  ContainerRecord,
  ContainerSave,
} from '@/contract/api/containers';
import { get, post } from './http';

/* Containers, CH4 threshold, environment and air-conditioner data: src/contract/api/containers.ts. */

export const containersKeys = {
  all: ['containers'] as const,
  list: (site: string) => ['containers', 'list', site] as const,
  ch4: (site: string) => ['containers', 'ch4', site] as const,
  env: (site: string, no: number) => ['containers', 'env', site, no] as const,
  ac: (site: string, no: number) => ['containers', 'ac', site, no] as const,
  camera: (site: string, no: number) => ['containers', 'camera', site, no] as const,
};

export const listContainers = async (site: string) =>
  (await get<ContainerRecord[] | null>('container/list', { site })) ?? [];
/** Adds or edits a container; `version` (the one the edit started from) makes a stale save a 409. */
export const submitContainer = (site: string, input: ContainerSave) =>
  post<ContainerRecord>('container/submit', { query: { site }, json: input });
export const removeContainers = (site: string, ids: string[]) =>
  post<{ removed: number }>('container/remove', { query: { site, ids: ids.join(',') } });
export const getCh4 = (site: string) => get<Ch4Setting | null>('container/ch4/get', { site });
export const setCh4 = (site: string, ch4: number) =>
  post<{ ch4: number }>('container/ch4/set', { query: { site, ch4 } });
export const getContainerEnv = (site: string, containerNo: number) =>
  get<ContainerEnvData | null>('container/environment/data', { site, containerNo });
/** An extension (src/contract/calls): a backend without it answers code 404 and the block hides. */
export const getAirConditioner = (site: string, containerNo: number) =>
  get<AirConditionerData | null>('container/airConditioner/data', { site, containerNo }, { silent: true });
/**
 * A container's camera. An extension (src/contract/calls): a backend without it answers code 404
 * and the address is read from the container's record in container/list (no snapshot then).
 */
export async function getContainerCamera(site: string, containerNo: number): Promise<ContainerCamera> {
  const camera = await get<ContainerCamera | null>(
    'container/camera',
    { site, containerNo },
    { silent: true },
  );
  if (camera) return camera;
  const record = (await listContainers(site)).find((c) => c.no === containerNo);
  return { containerNo, streamUrl: record?.streamUrl ?? '', snapshotUrl: '' };
}
