import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { isoWithOffset } from '../../src/lib/station-time';

/*
 * The last step of an export task (issue 28): the part file (JSON lines `[device, ts, ...values]`)
 * becomes the .xlsx, streamed by ExcelJS in a worker thread. Written on the event loop it held
 * the API for seconds at a time (bench --only export-load: a 1 000 000-value export put
 * devicegroup/initUIP's p95 at 28-60× its idle figure, the writing and its per-row Intl time
 * formatting being most of it).
 */

/** One sheet: its name and columns (ExcelJS `columns`). */
export interface SheetPlan {
  name: string;
  columns: Array<{ header: string; key: string; width: number }>;
}

const HALF_HOUR = 1_800_000;

/**
 * The zone's offset suffix (`+08:00`) for every UTC half hour of [fromMs, toMs]: offsets change
 * on whole or half UTC hours in every zone, so a row's time needs only arithmetic and a look-up
 * (Intl per row cost ~10 µs: 2.6 s of a 250 000-row export).
 */
export function offsetTable(
  fromMs: number,
  toMs: number,
  zone: string,
): { base: number; suffixes: string[] } {
  const base = Math.floor(fromMs / HALF_HOUR) * HALF_HOUR;
  const suffixes: string[] = [];
  for (let t = base; t <= toMs; t += HALF_HOUR) suffixes.push(isoWithOffset(t, zone).slice(19));
  return { base, suffixes };
}

/** `2026-11-24T11:22:00+08:00` from the table (the worker's copy is in WORKER_SOURCE below). */
export function isoAt(table: { base: number; suffixes: string[] }, ms: number): string {
  const suffix = table.suffixes[Math.floor((ms - table.base) / HALF_HOUR)];
  const minutes =
    (suffix[0] === '-' ? -1 : 1) * (Number(suffix.slice(1, 3)) * 60 + Number(suffix.slice(4, 6)));
  return new Date(Math.floor(ms / 1000) * 1000 + minutes * 60_000).toISOString().slice(0, 19) + suffix;
}

// Plain JavaScript run in a worker thread (no TypeScript loader there).
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { createReadStream } = require('node:fs');
const { createInterface } = require('node:readline');
const ExcelJS = require(workerData.driver);
const HALF_HOUR = ${HALF_HOUR};
function isoAt(table, ms) {
  const suffix = table.suffixes[Math.floor((ms - table.base) / HALF_HOUR)];
  const minutes = (suffix[0] === '-' ? -1 : 1) * (Number(suffix.slice(1, 3)) * 60 + Number(suffix.slice(4, 6)));
  return new Date(Math.floor(ms / 1000) * 1000 + minutes * 60000).toISOString().slice(0, 19) + suffix;
}
async function write({ part, file, sheets: plans, table }) {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: true });
  const sheets = plans.map((p) => {
    const ws = wb.addWorksheet(p.name);
    ws.columns = p.columns;
    return ws;
  });
  let open = 0;
  for await (const line of createInterface({ input: createReadStream(part) })) {
    if (!line) continue;
    const [device, ts, ...values] = JSON.parse(line);
    while (open < device) sheets[open++].commit();
    sheets[device].addRow([isoAt(table, ts), ...values]).commit();
  }
  for (; open < sheets.length; open++) sheets[open].commit();
  await wb.commit();
}
write(workerData.job).then(
  () => parentPort.postMessage({ ok: true }),
  (e) => parentPort.postMessage({ ok: false, error: String(e && e.message || e) }),
);
`;

const driver = createRequire(import.meta.url).resolve('exceljs');

/** Writes `file` from the part file in a worker thread; rejects with the worker's error. */
export function writeWorkbookOffThread(job: {
  part: string;
  file: string;
  sheets: SheetPlan[];
  table: { base: number; suffixes: string[] };
}): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { driver, job } });
    let settled = false;
    const settle = (error: Error | null) => {
      if (settled) return;
      settled = true;
      void worker.terminate();
      if (error) reject(error);
      else resolve();
    };
    worker.once('message', (m: { ok: boolean; error?: string }) =>
      settle(m.ok ? null : new Error(m.error ?? 'workbook writer failed')),
    );
    worker.once('error', (e) => settle(e));
    worker.once('exit', (code) => settle(code === 0 ? null : new Error(`workbook writer exited ${code}`)));
  });
}
