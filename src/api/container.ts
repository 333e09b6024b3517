import type { ContainerPictures } from '@/contract/api/container';
import { get, post, type CallOptions } from './http';

export const containerKeys = {
  pictures: (site: string) => ['container', 'picture', site] as const,
};

/** The site's container pictures (720×320 and 180×160 png data URLs, '' when none). */
export function getContainerPictures(site: string): Promise<ContainerPictures> {
  return get<ContainerPictures>('container/picture/get', { site });
}

/** Saves the given pictures ('' removes one); answers the whole record. */
export function saveContainerPictures(
  site: string,
  pictures: Partial<Pick<ContainerPictures, 'picture' | 'thumbnail'>>,
  options: CallOptions = {},
): Promise<ContainerPictures> {
  return post<ContainerPictures>('container/picture/set', { query: { site }, json: pictures }, options);
}
