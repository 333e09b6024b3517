import { exportFileName } from '@/lib/download-name';
import { translate } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { getLanguage } from '@/stores/preferences';
import { useSite } from '@/stores/site';
import { ApiError } from '@/contract/api-error';
import { checkAnswer, DEFAULT_TIMEOUT_MS, EXPORT_TIMEOUT_MS, readBody, send, type CallOptions } from './http';
import type { Query } from './query-string';

/* Files: exports fetched from the backend and files made in the browser, saved under spec §7 names. */

function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Saves a file made in the browser (e.g. a chart's shown data) under the spec §7 export name. */
export function saveFile(blob: Blob, fileName: string): string {
  const name = exportFileName(fileName, useSite.getState().site, getLanguage());
  saveBlob(blob, name);
  return name;
}

export interface DownloadOptions extends Omit<CallOptions, 'query'> {
  method?: 'GET' | 'POST';
  /** The exports spec §7 gives one hour (device data, tag template, env template, device list). */
  longExport?: boolean;
  /** Bytes received so far and the whole size (null without a Content-Length), as they arrive. */
  onProgress?: (received: number, total: number | null) => void;
}

/** The body as a Blob, reporting each chunk (without a reader: all at once). */
async function readBlob(res: Response, onProgress?: DownloadOptions['onProgress']): Promise<Blob> {
  if (!onProgress || !res.body) return res.blob();
  const length = Number(res.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const reader = res.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress(0, total);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(received, total);
  }
  return new Blob(chunks, { type: res.headers.get('content-type') ?? '' });
}

/**
 * Fetches a file and saves it as `<station name>_<file name>` (default .xlsx). A JSON answer
 * instead of a file is an error envelope and is handled like any other answer. Resolves with
 * the saved name.
 */
export async function download(
  path: string,
  query: Query | undefined,
  fileName: string,
  options: DownloadOptions = {},
): Promise<string> {
  const timeout = options.timeout ?? (options.longExport ? EXPORT_TIMEOUT_MS : DEFAULT_TIMEOUT_MS);
  const res = await send(options.method ?? 'GET', path, { ...options, query, timeout });
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('application/json') || res.status !== 200) {
    checkAnswer(res.status, await readBody(res), options);
    const message = translate('errors:badResponse');
    notify.error(message);
    throw new ApiError('answer', message, { status: res.status });
  }
  const name = exportFileName(fileName, useSite.getState().site, getLanguage());
  let blob: Blob;
  try {
    blob = await readBlob(res, options.onProgress);
  } catch (error) {
    if (options.signal?.aborted) throw new ApiError('aborted', 'aborted');
    // The connection broke while the file was arriving.
    const message = translate('errors:network');
    if (!options.silent) notify.error(message);
    throw new ApiError('network', message, { body: error });
  }
  saveBlob(blob, name);
  return name;
}
