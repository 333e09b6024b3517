import { deflateSync } from 'node:zlib';

function crc32(bytes: Buffer): number {
  let c = ~0;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A real, decodable PNG of `width`×`height` in one colour; `padTo` bytes adds an ancillary
 * chunk of noise so the file reaches that size (a 3 MB png for the size check).
 */
export function makePng(
  width: number,
  height: number,
  options: { padTo?: number; rgb?: [number, number, number] } = {},
): Buffer {
  const [r, g, b] = options.rgb ?? [40, 120, 200];
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set([r, g, b], 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  const parts = [
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
  ];
  const size = parts.reduce((n, p) => n + p.length, 0) + 12;
  if (options.padTo && options.padTo > size + 12) {
    const noise = Buffer.alloc(options.padTo - size - 12);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    parts.push(chunk('zzPD', noise));
  }
  parts.push(chunk('IEND', Buffer.alloc(0)));
  return Buffer.concat(parts);
}

/** `data:image/png;base64,...` of the bytes (whatever they really are). */
export const pngDataUrl = (bytes: Buffer): string => `data:image/png;base64,${bytes.toString('base64')}`;

/** A JPEG's first bytes: not a png, whatever its name or declared type says. */
export const JPEG_BYTES = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9, 0, 0,
]);
