import { Worker } from 'node:worker_threads';
import { inflateRawSync } from 'node:zlib';

/*
 * A cluster's lowest and highest cell voltage over stored cell minutes (tag-history.ts layout:
 * vMean u16 at 2i, min distance u8 at 4·per + i, max distance u8 at 5·per + i, deflated), for
 * minmaxvoltage/list (issue 28). A whole day of a 100-cluster station is 144 000 rows to inflate:
 * read on the event loop that held the API for 3–5 s, so long batches go to a worker thread (as
 * the export writer's workbook does) and short ones (the minutes stored since the last ask) stay.
 */

/** An extreme so far: millivolts, cell index in the cluster, the minute. */
export interface Extreme {
  mv: number;
  i: number;
  ts: number;
}

export interface ExtremesSoFar {
  lo: Extreme;
  hi: Extreme;
}

/** Stored minutes of one cluster: times and their deflated blobs. */
export interface CellMinutes {
  per: number;
  ts: number[];
  blobs: Uint8Array[];
}

/** Folds the minutes into the extremes so far (the worker's copy is in WORKER_SOURCE below). */
function foldExtremes(m: CellMinutes, x: ExtremesSoFar): ExtremesSoFar {
  let { lo, hi } = x;
  const per = m.per;
  for (let k = 0; k < m.blobs.length; k++) {
    const raw = inflateRawSync(m.blobs[k]);
    if (raw.length !== per * 8) continue;
    for (let i = 0; i < per; i++) {
      const mean = raw.readUInt16LE(i * 2);
      const min = mean - raw[per * 4 + i];
      const max = mean + raw[per * 5 + i];
      if (min < lo.mv) lo = { mv: min, i, ts: m.ts[k] };
      if (max > hi.mv) hi = { mv: max, i, ts: m.ts[k] };
    }
  }
  return { lo, hi };
}

// Plain JavaScript run in a worker thread (no TypeScript loader there): foldExtremes per message.
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { inflateRawSync } = require('node:zlib');
parentPort.on('message', ({ id, m, x }) => {
  let { lo, hi } = x;
  const per = m.per;
  for (let k = 0; k < m.blobs.length; k++) {
    const raw = inflateRawSync(m.blobs[k]);
    if (raw.length !== per * 8) continue;
    for (let i = 0; i < per; i++) {
      const mean = raw.readUInt16LE(i * 2);
      const min = mean - raw[per * 4 + i];
      const max = mean + raw[per * 5 + i];
      if (min < lo.mv) lo = { mv: min, i, ts: m.ts[k] };
      if (max > hi.mv) hi = { mv: max, i, ts: m.ts[k] };
    }
  }
  parentPort.postMessage({ id, x: { lo, hi } });
});
`;

/** Batches at most this long are folded on the event loop (a few ms). */
const INLINE_ROWS = 60;

/**
 * A folder for one ask: short batches inline, long ones in a worker thread started on the first
 * long batch and ended by `close()`. Each fold resolves after the event loop had a turn.
 */
export function createExtremesFolder() {
  let worker: Worker | null = null;
  let next = 0;
  const waiting = new Map<number, { resolve: (x: ExtremesSoFar) => void; reject: (e: Error) => void }>();
  const fail = (e: Error) => {
    for (const w of waiting.values()) w.reject(e);
    waiting.clear();
    worker = null;
  };
  const start = () => {
    const w = new Worker(WORKER_SOURCE, { eval: true });
    w.on('message', (a: { id: number; x: ExtremesSoFar }) => {
      waiting.get(a.id)?.resolve(a.x);
      waiting.delete(a.id);
    });
    w.once('error', fail);
    w.once('exit', (code) => fail(new Error(`cell extremes worker exited ${code}`)));
    return w;
  };
  return {
    fold(m: CellMinutes, x: ExtremesSoFar): Promise<ExtremesSoFar> {
      if (m.blobs.length <= INLINE_ROWS)
        return new Promise((resolve) => setImmediate(() => resolve(foldExtremes(m, x))));
      worker ??= start();
      const id = next++;
      const w = worker;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        w.postMessage({ id, m, x });
      });
    },
    close(): void {
      const w = worker;
      worker = null;
      if (w) {
        w.removeAllListeners('exit');
        void w.terminate();
      }
    },
  };
}
