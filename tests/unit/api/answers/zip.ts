import { deflateSync } from 'node:zlib';

/** `data` of a `* /zip` call as a station sends it: base64 text of zlib-deflated JSON. */
export const zipped = (data: unknown): unknown =>
  data === undefined ? null : deflateSync(Buffer.from(JSON.stringify(data))).toString('base64');
