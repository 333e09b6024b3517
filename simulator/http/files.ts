const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A download answer: a handler returning this sends the bytes instead of an envelope. */
export interface FileResult {
  readonly kind: 'file';
  fileName: string;
  body: Buffer;
  contentType: string;
}

/** Builds a download answer (an .xlsx unless told otherwise). */
export function fileResult(fileName: string, body: Buffer, contentType: string = XLSX): FileResult {
  return { kind: 'file', fileName, body, contentType };
}

export function isFileResult(value: unknown): value is FileResult {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { kind?: unknown }).kind === 'file' &&
    Buffer.isBuffer((value as { body?: unknown }).body)
  );
}

/** RFC 6266 Content-Disposition carrying a UTF-8 file name, with an ASCII fallback. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** A download streamed from a file on disk (backups): never read into memory whole. */
export interface StreamFileResult {
  readonly kind: 'file-stream';
  fileName: string;
  path: string;
  size: number;
  contentType: string;
}

export function streamFileResult(
  fileName: string,
  path: string,
  size: number,
  contentType = 'application/octet-stream',
): StreamFileResult {
  return { kind: 'file-stream', fileName, path, size, contentType };
}

export function isStreamFileResult(value: unknown): value is StreamFileResult {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'file-stream';
}
