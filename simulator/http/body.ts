import type { IncomingMessage } from 'node:http';
import { ApiError } from './router';

/** Largest accepted request body: site info may carry three 2 MB pictures as data URLs. */
export const MAX_BODY_BYTES = 12 * 1024 * 1024;

export class BodyTooLargeError extends Error {}
class RequestAbortedError extends Error {}

function readAll(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners('data');
        req.resume();
        reject(new BodyTooLargeError());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    // The request timeout (server.ts) or the client ended the request half-sent: nobody to answer.
    req.on('error', () => reject(new RequestAbortedError()));
  });
}

/**
 * The parsed body: JSON, form fields as an object, the raw bytes for other types, undefined if
 * empty. Throws ApiError(400) with `badJson` / `tooLarge` as the message, for the caller to translate.
 */
export async function readBody(
  req: IncomingMessage,
  messages: { badJson: string; tooLarge: string },
  limit = MAX_BODY_BYTES,
): Promise<unknown> {
  let raw: Buffer;
  try {
    raw = await readAll(req, limit);
  } catch (err) {
    if (err instanceof BodyTooLargeError) throw new ApiError(400, messages.tooLarge);
    if (err instanceof RequestAbortedError) throw new ApiError(408, 'Request timeout');
    throw err;
  }
  if (raw.length === 0) return undefined;
  const type = (req.headers['content-type'] ?? '').toLowerCase();
  if (type.includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(raw.toString('utf8')));
  }
  if (type.includes('json') || type === '' || type.startsWith('text/plain')) {
    const text = raw.toString('utf8');
    if (text.trim() === '') return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      if (type.includes('json')) throw new ApiError(400, messages.badJson);
      return text;
    }
  }
  return raw;
}
