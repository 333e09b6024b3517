import { constants, inflateRawSync } from 'node:zlib';

/*
 * The central directory of a zip (an .xlsx is one), read without inflating anything: entry names
 * with their declared compressed and uncompressed sizes, so an import can refuse a zip bomb or an
 * oversized sheet before any parser sees it (issue 33). ZIP64 sizes (0xFFFFFFFF) are reported as
 * Infinity: no accepted workbook comes near 4 GB.
 */

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflate. */
  method: number;
  compressedSize: number;
  /** As declared by the central directory; Infinity for a ZIP64 entry. */
  uncompressedSize: number;
  localHeaderOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const ZIP64 = 0xffffffff;
/** Compressed bytes inflated to peek at the start of an entry. */
const PEEK_INPUT_BYTES = 4096;

/** The entries, or null when `bytes` is not a well-formed zip. */
export function readZipDirectory(bytes: Buffer): ZipEntry[] | null {
  // The end record sits in the last 22 bytes plus at most a 65 535-byte comment.
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (bytes.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = bytes.readUInt16LE(eocd + 10);
  const size = bytes.readUInt32LE(eocd + 12);
  let at = bytes.readUInt32LE(eocd + 16);
  if (at + size > eocd) return null;
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > eocd || bytes.readUInt32LE(at) !== CENTRAL) return null;
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const compressed = bytes.readUInt32LE(at + 20);
    const uncompressed = bytes.readUInt32LE(at + 24);
    entries.push({
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
      method: bytes.readUInt16LE(at + 10),
      compressedSize: compressed === ZIP64 ? Infinity : compressed,
      uncompressedSize: uncompressed === ZIP64 ? Infinity : uncompressed,
      localHeaderOffset: bytes.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * The start of an entry's content (at most `maxBytes` characters), inflating only its first few KB
 * (a sheet's `<dimension>` sits in its first few hundred bytes); null when it cannot be read.
 */
export function peekEntry(bytes: Buffer, entry: ZipEntry, maxBytes: number): string | null {
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL) return null;
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  const available = Math.min(bytes.length, start + Math.min(entry.compressedSize, bytes.length)) - start;
  if (available <= 0) return null;
  if (entry.method === 0) return bytes.toString('utf8', start, start + Math.min(available, maxBytes));
  if (entry.method !== 8) return null;
  try {
    // A few KB of deflate input inflate to at most a few MB (deflate expands ~1032× at most).
    const slice = bytes.subarray(start, start + Math.min(available, PEEK_INPUT_BYTES));
    const out = inflateRawSync(slice, { finishFlush: constants.Z_SYNC_FLUSH });
    return out.toString('utf8', 0, Math.min(out.length, maxBytes));
  } catch {
    return null;
  }
}
