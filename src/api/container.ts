import { containerPicturesSchema, type ContainerPictures } from '@/contract/api/container';
import { wireNullable } from '@/contract/wire';
import { get, post, type CallOptions } from './http';
import { readAnswer } from './read-answer';

export const containerKeys = {
  pictures: (site: string) => ['container', 'picture', site] as const,
};

/**
 * The site's container pictures (720×320 and 180×160 png data URLs, '' when none); null on a
 * code-404 answer (spec §8).
 */
export async function getContainerPictures(site: string): Promise<ContainerPictures | null> {
  const answer = await get('container/picture/get', { site });
  return readAnswer(wireNullable(containerPicturesSchema), answer, 'container/picture/get');
}

/** Saves the given pictures ('' removes one); answers the whole record. */
export async function saveContainerPictures(
  site: string,
  pictures: Partial<Pick<ContainerPictures, 'picture' | 'thumbnail'>>,
  options: CallOptions = {},
): Promise<ContainerPictures> {
  const answer = await post('container/picture/set', { query: { site }, json: pictures }, options);
  return readAnswer(containerPicturesSchema, answer, 'container/picture/set', options);
}
