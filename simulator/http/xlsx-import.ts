import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { CellValue } from 'exceljs';
import { naming } from './input-errors';
import { LocalizedApiError, type RequestContext } from './router';
import { peekEntry, readZipDirectory } from './zip-directory';

/*
 * Every .xlsx import of the simulator goes through readImportSheet (issue 33: 300 000 rows in
 * 1.5 MB stalled the API and the broker for 10 s, 8.6 MB ran the process out of heap). Before any
 * parser runs: the file size, the zip's entry count and declared uncompressed sizes (from the
 * central directory, nothing inflated) and each sheet's declared dimension. Then ExcelJS parses
 * in a worker thread with its own heap limit and a deadline, which counts rows and cells again
 * (a sheet without a dimension, or one that lies about it). Every refusal is a 400 naming the limit.
 */

export interface ImportLimits {
  /** The uploaded file (the base64 `content` decodes to at most this). */
  maxFileBytes: number;
  /** Data rows of the first sheet (below its one header row). */
  maxRows: number;
  /** Cells of the first sheet (rows × used columns by the dimension; filled cells when parsed). */
  maxCells: number;
  /** Sum of the declared uncompressed sizes of every entry. */
  maxUnpackedBytes: number;
  maxEntries: number;
  /** Wall time of the parse in the worker. */
  parseTimeoutMs: number;
  /** Old-generation heap of the parsing worker. */
  workerHeapMb: number;
}

const IMPORT_LIMITS: ImportLimits = {
  maxFileBytes: 2 * 1024 * 1024,
  maxRows: 5000,
  maxCells: 100_000,
  maxUnpackedBytes: 20 * 1024 * 1024,
  maxEntries: 200,
  parseTimeoutMs: 30_000,
  workerHeapMb: 256,
};

/** The first sheet's rows by 1-based row number: cell values by 1-based column (index 0 unused). */
interface ImportSheet {
  /** Number of the last row (0 for an empty or missing sheet). */
  rowCount: number;
  rows: Map<number, CellValue[]>;
}

type WorkerAnswer =
  | { ok: true; rowCount: number; rows: Array<[number, CellValue[]]> }
  | { ok: false; reason: 'invalid' | 'rows' | 'cells' };

const size = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.round(bytes / 1024)} KB`
    : `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
/** Every import template has one header row above its data. */
const HEADER_ROWS = 1;

const invalid = () =>
  new LocalizedApiError(400, {
    zh: '文件不是有效的 Excel 文件',
    en: 'The file is not a valid Excel workbook',
  });
const tooManyRows = (max: number) =>
  new LocalizedApiError(400, { zh: `文件最多 ${max} 行`, en: `The file may hold at most ${max} rows` });
const tooManyCells = (max: number) =>
  new LocalizedApiError(400, {
    zh: `文件最多 ${max} 个单元格`,
    en: `The file may hold at most ${max} cells`,
  });
const tooLarge = (max: number) =>
  new LocalizedApiError(400, { zh: `文件不能超过 ${size(max)}`, en: `The file may be at most ${size(max)}` });
const unpacksTooLarge = (max: number) =>
  new LocalizedApiError(400, {
    zh: `文件解压后不能超过 ${size(max)}`,
    en: `The workbook may unpack to at most ${size(max)}`,
  });
const tooSlow = (ms: number) =>
  new LocalizedApiError(400, {
    zh: `文件须在 ${ms / 1000} 秒内读完`,
    en: `The workbook could not be read within ${ms / 1000} s`,
  });

/** A1-style column letters to their number (A = 1). */
const columnNumber = (letters: string) => [...letters].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0);

/** Rows and columns a sheet's `<dimension ref="A1:K300001"/>` declares, or null without one. */
function declaredDimension(sheetStart: string): { rows: number; columns: number } | null {
  const m = /<(?:\w+:)?dimension\s+ref="([A-Z]{1,3})(\d+)(?::([A-Z]{1,3})(\d+))?"/.exec(sheetStart);
  if (!m) return null;
  const lastColumn = m[3] ?? m[1];
  const lastRow = Number(m[4] ?? m[2]);
  return {
    rows: Math.max(Number(m[2]), lastRow),
    columns: Math.abs(columnNumber(lastColumn) - columnNumber(m[1])) + 1,
  };
}

/** Refuses what the zip's directory and the sheets' dimensions declare beyond the limits. */
function preflight(bytes: Buffer, limits: ImportLimits): void {
  if (bytes.length > limits.maxFileBytes) throw tooLarge(limits.maxFileBytes);
  const entries = readZipDirectory(bytes);
  if (!entries || entries.length === 0) throw invalid();
  if (entries.length > limits.maxEntries) throw unpacksTooLarge(limits.maxUnpackedBytes);
  const unpacked = entries.reduce((sum, e) => sum + e.uncompressedSize, 0);
  if (unpacked > limits.maxUnpackedBytes) throw unpacksTooLarge(limits.maxUnpackedBytes);
  for (const entry of entries) {
    if (!/^xl\/worksheets\/[^/]+\.xml$/.test(entry.name)) continue;
    const dimension = declaredDimension(peekEntry(bytes, entry, 2048) ?? '');
    if (!dimension) continue;
    if (dimension.rows > limits.maxRows + HEADER_ROWS) throw tooManyRows(limits.maxRows);
    if (dimension.rows * dimension.columns > limits.maxCells) throw tooManyCells(limits.maxCells);
  }
}

// Plain JavaScript run in a worker thread (no TypeScript loader needed there): parses each
// workbook it is sent with ExcelJS and answers the first sheet's cell values, or which limit broke.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const ExcelJS = require(workerData.driver);
async function read({ bytes, maxRows, maxCells }) {
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const ws = wb.worksheets[0];
  if (!ws) return { ok: true, rowCount: 0, rows: [] };
  if (ws.rowCount > maxRows) return { ok: false, reason: 'rows' };
  let cells = 0;
  ws.eachRow((row) => {
    cells += row.cellCount;
  });
  if (cells > maxCells) return { ok: false, reason: 'cells' };
  const rows = [];
  ws.eachRow((row, n) => {
    const values = [null];
    for (let i = 1; i <= row.cellCount; i++) values.push(row.getCell(i).value ?? null);
    rows.push([n, values]);
  });
  return { ok: true, rowCount: ws.rowCount, rows };
}
parentPort.on('message', (job) => {
  read(job)
    .catch(() => ({ ok: false, reason: 'invalid' }))
    .then((answer) => parentPort.postMessage(answer));
});
`;

const driver = createRequire(import.meta.url).resolve('exceljs');

type ParseOutcome = WorkerAnswer | 'timeout' | 'crashed';

/**
 * One parsing worker, started at the first import and kept (loading ExcelJS takes seconds on a
 * busy panel PC); unref'd so it never holds the process open. Jobs run one at a time; a worker that
 * ran out of heap or time is terminated and the next job starts a fresh one.
 */
let worker: Worker | null = null;
let heapMb = 0;
let queue: Promise<unknown> = Promise.resolve();

function parseJob(bytes: Buffer, limits: ImportLimits): Promise<ParseOutcome> {
  if (!worker || heapMb !== limits.workerHeapMb) {
    void worker?.terminate();
    heapMb = limits.workerHeapMb;
    worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { driver },
      resourceLimits: { maxOldGenerationSizeMb: limits.workerHeapMb, maxYoungGenerationSizeMb: 32 },
    });
    worker.unref();
  }
  const current = worker;
  return new Promise((resolve) => {
    const settle = (answer: ParseOutcome) => {
      clearTimeout(timer);
      current.off('message', onMessage);
      current.off('error', onFailure);
      current.off('exit', onFailure);
      if (answer === 'timeout' || answer === 'crashed') {
        if (worker === current) worker = null;
        void current.terminate();
      }
      resolve(answer);
    };
    const onMessage = (answer: WorkerAnswer) => settle(answer);
    const onFailure = () => settle('crashed');
    const timer = setTimeout(() => settle('timeout'), limits.parseTimeoutMs);
    current.on('message', onMessage);
    current.once('error', onFailure);
    current.once('exit', onFailure);
    current.postMessage({ bytes, maxRows: limits.maxRows + HEADER_ROWS, maxCells: limits.maxCells });
  });
}

/** Parses off the event loop, one workbook at a time. */
function parseInWorker(bytes: Buffer, limits: ImportLimits): Promise<ParseOutcome> {
  const job = queue.then(() => parseJob(bytes, limits));
  queue = job.catch(() => undefined);
  return job;
}

/**
 * The first sheet of an uploaded workbook (`content`: base64, the body field every import sends
 * it in), checked against `limits` before and while parsing off the event loop. Throws
 * ApiError(400) naming the limit it broke and the field: '… at most 5000 rows (content)'.
 */
export function readImportSheet(
  _ctx: RequestContext,
  content: string,
  overrides: Partial<ImportLimits> = {},
): Promise<ImportSheet> {
  // Its refusals carry both languages (the answer takes the request's, the log keeps both).
  return naming('content', () => readSheet(content, overrides));
}

async function readSheet(content: string, overrides: Partial<ImportLimits>): Promise<ImportSheet> {
  const limits = { ...IMPORT_LIMITS, ...overrides };
  if (content.length > Math.ceil(limits.maxFileBytes / 3) * 4) throw tooLarge(limits.maxFileBytes);
  const bytes = Buffer.from(content, 'base64');
  preflight(bytes, limits);
  const answer = await parseInWorker(bytes, limits);
  if (answer === 'timeout') throw tooSlow(limits.parseTimeoutMs);
  if (answer === 'crashed') throw unpacksTooLarge(limits.maxUnpackedBytes);
  if (!answer.ok) {
    if (answer.reason === 'rows') throw tooManyRows(limits.maxRows);
    if (answer.reason === 'cells') throw tooManyCells(limits.maxCells);
    throw invalid();
  }
  return { rowCount: answer.rowCount, rows: new Map(answer.rows) };
}

/** A cell's text as ExcelJS shows it: strings, numbers, rich text, formula results, hyperlinks. */
export function cellText(v: CellValue | undefined): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return String(v).trim();
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'object' && 'richText' in v)
    return v.richText
      .map((r) => r.text)
      .join('')
      .trim();
  if (typeof v === 'object' && 'result' in v) return cellText(v.result);
  if (typeof v === 'object' && 'text' in v) return cellText(v.text);
  return '';
}
