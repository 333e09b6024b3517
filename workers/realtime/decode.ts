import { Inflate } from 'pako';
import { isCompressedTopic } from '../../src/contract/topics';

/** Payloads larger than this are dropped before any work (spec: oversized is counted). */
export const MAX_PAYLOAD_BYTES = 4 * 1024 * 1024;
/** Inflated output is capped too, so a small zip bomb cannot exhaust memory. */
export const MAX_INFLATED_BYTES = 32 * 1024 * 1024;

export type DecodeResult =
  { ok: true; value: unknown } | { ok: false; reason: 'oversize' | 'corrupt'; detail: string };

const text = new TextDecoder('utf-8');

function isZlib(b: Uint8Array): boolean {
  return b.length > 2 && (b[0] & 0x0f) === 8 && ((b[0] << 8) | b[1]) % 31 === 0;
}

function isGzip(b: Uint8Array): boolean {
  return b.length > 2 && b[0] === 0x1f && b[1] === 0x8b;
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** Base64 text (whitespace allowed) to bytes, or null when it is not base64. */
export function base64ToBytes(s: string): Uint8Array | null {
  const clean = s.replace(/\s+/g, '');
  if (clean.length === 0 || clean.length % 4 === 1 || !BASE64.test(clean)) return null;
  try {
    const bin = atob(clean);
    const out = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
    return out;
  } catch {
    return null;
  }
}

class InflateTooLarge extends Error {}

/** zlib or gzip (autodetected) to bytes, refusing truncated streams and oversized output. */
export function inflateBounded(input: Uint8Array, limit = MAX_INFLATED_BYTES): Uint8Array {
  const inflator = new Inflate();
  let total = 0;
  const chunks: Uint8Array[] = [];
  inflator.onData = (chunk) => {
    total += chunk.length;
    if (total > limit) throw new InflateTooLarge(`inflated size over ${limit} bytes`);
    chunks.push(chunk);
  };
  inflator.onEnd = () => undefined;
  inflator.push(input, true);
  if (inflator.err) throw new Error(inflator.msg || `inflate error ${inflator.err}`);
  if (!inflator.ended) throw new Error('truncated compressed data');
  const out = new Uint8Array(total);
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.length;
  }
  return out;
}

function compressedToJson(payload: Uint8Array): unknown {
  let bytes: Uint8Array | null = payload;
  if (!isZlib(payload) && !isGzip(payload)) {
    const asText = text.decode(payload).trim();
    // A backend that does not compress: accept plain JSON rather than drop good data.
    if (asText.startsWith('{') || asText.startsWith('[')) return JSON.parse(asText);
    bytes = base64ToBytes(asText);
    if (!bytes || !(isZlib(bytes) || isGzip(bytes)))
      throw new Error('neither zlib, gzip nor base64 of either');
  }
  return JSON.parse(text.decode(inflateBounded(bytes)));
}

/**
 * Decodes one message (spec §7): compressed topics inflate (binary zlib, gzip or base64 text of
 * either) then parse as JSON; other topics parse as JSON or pass as text.
 */
export function decodePayload(
  topic: string,
  payload: Uint8Array,
  maxBytes = MAX_PAYLOAD_BYTES,
): DecodeResult {
  if (payload.length > maxBytes) {
    return { ok: false, reason: 'oversize', detail: `${payload.length} bytes` };
  }
  try {
    if (isCompressedTopic(topic)) return { ok: true, value: compressedToJson(payload) };
  } catch (error) {
    const reason = error instanceof InflateTooLarge ? 'oversize' : 'corrupt';
    return { ok: false, reason, detail: error instanceof Error ? error.message : String(error) };
  }
  const asText = text.decode(payload);
  try {
    return { ok: true, value: JSON.parse(asText) };
  } catch {
    return { ok: true, value: asText };
  }
}
