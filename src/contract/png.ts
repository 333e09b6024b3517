/*
 * Picture checks shared by the console (before upload) and the simulator (on save): a picture is
 * judged by its bytes (PNG signature and IHDR size), never by its file name or declared type.
 */

/** Spec §9: avatars (and every uploaded picture) at most 2 MB. */
export const MAX_PICTURE_BYTES = 2 * 1024 * 1024;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Width and height of a PNG (from its IHDR chunk), or null when the bytes are not a PNG. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < 24 || PNG_SIGNATURE.some((b, i) => bytes[i] !== b)) return null;
  // IHDR must be the first chunk: length 13, type 'IHDR', then width and height (big-endian).
  if (String.fromCharCode(bytes[12], bytes[13], bytes[14], bytes[15]) !== 'IHDR') return null;
  const u32 = (at: number) =>
    ((bytes[at] << 24) | (bytes[at + 1] << 16) | (bytes[at + 2] << 8) | bytes[at + 3]) >>> 0;
  const width = u32(16);
  const height = u32(20);
  return width > 0 && height > 0 ? { width, height } : null;
}

const PNG_DATA_URL = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/;

/** Why a png data URL is refused, or null when it is acceptable ('' means "no picture"). */
export type PictureProblem = 'pictureNotPng' | 'pictureTooLarge';

/** Decodes a `data:image/png;base64,...` URL; null when it is not one. */
export function dataUrlBytes(dataUrl: string): Uint8Array | null {
  const match = PNG_DATA_URL.exec(dataUrl);
  if (!match) return null;
  try {
    const text = atob(match[1]);
    const bytes = new Uint8Array(text.length);
    for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

/** Checks a picture as the simulator stores it: png bytes (by signature), at most 2 MB. */
export function pngDataUrlProblem(dataUrl: string): PictureProblem | null {
  if (dataUrl === '') return null;
  const bytes = dataUrlBytes(dataUrl);
  if (!bytes || !pngSize(bytes)) return 'pictureNotPng';
  return bytes.length > MAX_PICTURE_BYTES ? 'pictureTooLarge' : null;
}
