import { deflateSync, gzipSync, inflateSync } from 'node:zlib';

/** `data` of the REST `* /zip` calls: base64 text of zlib-deflated JSON. */
export function zipJson(value: unknown): string {
  return deflateSync(Buffer.from(JSON.stringify(value))).toString('base64');
}

export function unzipJson<T>(data: string): T {
  return JSON.parse(inflateSync(Buffer.from(data, 'base64')).toString('utf8')) as T;
}

/** Cluster topics: binary zlib of the JSON. */
export function deflateJson(value: unknown): Buffer {
  return deflateSync(Buffer.from(JSON.stringify(value)));
}

/** Env topics: base64 text of gzip of the JSON (the decoder's other path). */
export function gzipBase64Json(value: unknown): string {
  return gzipSync(Buffer.from(JSON.stringify(value))).toString('base64');
}
