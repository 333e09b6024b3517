import { z } from 'zod';
import { wireStr } from '../wire';

/**
 * Container pictures (spec §7 Control: "container ... picture get and set"; spec §9 "Pictures
 * 720x320 and 180x160"). One pair per site, shown for every container of that site on the
 * storage page (powerSys): the 180×160 thumbnail in the container view, the 720×320 picture
 * when the thumbnail is opened.
 *
 * - `GET container/picture/get?site=WZ001` (everyone) answers {@link ContainerPictures}.
 * - `POST container/picture/set?site=WZ001` (administrators), JSON body with `picture` and/or
 *   `thumbnail`: a `data:image/png;base64,...` URL or '' to remove; answers the whole record.
 *   Errors (code 400): 'Uploaded pictures can only be in png format!' (judged by the PNG
 *   signature, not the name), 'The picture must not exceed 2 MB', 'The picture does not have the
 *   required size: 720×320 pixels' (exactly {@link CONTAINER_PICTURE_SIZES}), 'Unknown site'.
 */
export interface ContainerPictures {
  site: string;
  /** 720×320 png data URL, or '' for none. */
  picture: string;
  /** 180×160 png data URL, or '' for none. */
  thumbnail: string;
}

export type ContainerPictureField = 'picture' | 'thumbnail';

/** The exact pixel size of each picture (spec §9). */
export const CONTAINER_PICTURE_SIZES: Record<ContainerPictureField, { width: number; height: number }> = {
  picture: { width: 720, height: 320 },
  thumbnail: { width: 180, height: 160 },
};

/** Reads {@link ContainerPictures} as a real backend may send it (null or missing texts = none). */
export const containerPicturesSchema: z.ZodType<ContainerPictures> = z.object({
  site: wireStr,
  picture: wireStr,
  thumbnail: wireStr,
});
