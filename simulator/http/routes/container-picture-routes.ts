import {
  CONTAINER_PICTURE_SIZES,
  type ContainerPictureField,
  type ContainerPictures,
} from '../../../src/contract/api/container';
import { dataUrlBytes, MAX_PICTURE_BYTES, pngSize } from '../../../src/contract/png';
import type { PictureStore } from '../../store/picture-store';
import { fieldError, refuse } from '../input-errors';
import { msg } from '../messages';
import { bodyObject, param } from '../params';
import { ApiError, type RequestContext, type Router } from '../router';

const FIELDS: ContainerPictureField[] = ['picture', 'thumbnail'];

/** A field of the set body: '' (remove) or a png data URL of the exact size, at most 2 MB. */
function checkedPicture(field: ContainerPictureField, value: unknown): string {
  const fail = (key: 'pictureNotPng' | 'pictureTooLarge') => refuse(field, key);
  if (value === '') return '';
  // Judged by content: a png data URL whose bytes carry the PNG signature and IHDR.
  const bytes = typeof value === 'string' ? dataUrlBytes(value) : null;
  const size = bytes ? pngSize(bytes) : null;
  if (!bytes || !size) throw fail('pictureNotPng');
  if (bytes.length > MAX_PICTURE_BYTES) throw fail('pictureTooLarge');
  const want = CONTAINER_PICTURE_SIZES[field];
  if (size.width !== want.width || size.height !== want.height) {
    const text = `${want.width}×${want.height}`;
    throw fieldError(field, {
      zh: `图片尺寸不符合要求：应为 ${text} 像素`,
      en: `The picture does not have the required size: ${text} pixels`,
    });
  }
  return value as string;
}

/** Container pictures per site (spec §7 Control "picture get and set", §9 sizes). */
export function registerContainerPictureRoutes(
  router: Router,
  deps: { pictures: PictureStore; sites: readonly string[] },
): void {
  const siteOf = (ctx: RequestContext) => {
    const site = param(ctx, 'site') || deps.sites[0];
    if (!deps.sites.includes(site)) throw new ApiError(400, msg(ctx.lang, 'siteUnknown'));
    return site;
  };
  router.get('container/picture/get', (ctx): ContainerPictures => deps.pictures.get(siteOf(ctx)));
  router.post('container/picture/set', (ctx): ContainerPictures => {
    const site = siteOf(ctx);
    const body = bodyObject(ctx);
    const patch: Partial<Record<ContainerPictureField, string>> = {};
    for (const field of FIELDS) {
      if (body[field] === undefined || body[field] === null) continue;
      patch[field] = checkedPicture(field, body[field]);
    }
    return deps.pictures.set(site, patch);
  });
}
