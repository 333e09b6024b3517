import { Worker } from 'node:worker_threads';
import { inflateRawSync } from 'node:zlib';

/*
 * Each cluster's lowest and highest cell voltage over stored cell minutes, for minmaxvoltage/list
 * (issue 28). The extreme is the first (minute, cell) that reaches it, so a day folds minute by
 * minute from each minute's own extremes:
 * - `minuteExtremes` finds a cluster-minute's extremes in its inflated cells (tag-history.ts
 *   layout: vMean u16 at 2i, min distance u8 at 4·per + i, max distance u8 at 5·per + i). The
 *   history stores them with every minute (cell-extremes-store.ts), so a day is 1 440 small rows;
 * - minutes stored before that table existed are inflated again (144 000 rows a day at 100
 *   clusters: seconds), the long batches in a worker thread so the API keeps answering.
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

/** Nothing folded yet. */
export const noExtremes = (): ExtremesSoFar => ({
  lo: { mv: Infinity, i: 0, ts: 0 },
  hi: { mv: -Infinity, i: 0, ts: 0 },
});

/** Stored minutes of one cluster: times, cells per cluster of each and their deflated blobs. */
export interface CellMinutes {
  ts: number[];
  per: number[];
  blobs: Uint8Array[];
}

/**
 * A cluster-minute's extremes, `[loMv, loCell, hiMv, hiCell]` (the first cell reaching each), or
 * null when `raw` is not a minute of `per` cells. Plain JavaScript without inner functions: the
 * worker below runs its source.
 */
export function minuteExtremes(raw: Uint8Array, per: number): [number, number, number, number] | null {
  if (raw.length !== per * 8 || per === 0) return null;
  let loMv = Infinity;
  let loI = 0;
  let hiMv = -Infinity;
  let hiI = 0;
  for (let i = 0; i < per; i++) {
    const mean = raw[i * 2] | (raw[i * 2 + 1] << 8);
    const min = mean - raw[per * 4 + i];
    const max = mean + raw[per * 5 + i];
    if (min < loMv) {
      loMv = min;
      loI = i;
    }
    if (max > hiMv) {
      hiMv = max;
      hiI = i;
    }
  }
  return [loMv, loI, hiMv, hiI];
}

/** Folds one later minute's extremes into `x` (in place): only a strictly lower or higher one wins. */
export function foldMinute(
  x: ExtremesSoFar,
  ts: number,
  loMv: number,
  loI: number,
  hiMv: number,
  hiI: number,
) {
  if (loMv < x.lo.mv) x.lo = { mv: loMv, i: loI, ts };
  if (hiMv > x.hi.mv) x.hi = { mv: hiMv, i: hiI, ts };
}

/** Folds stored minutes (oldest first) into a copy of `x`; `inflate`: zlib's inflateRawSync. */
function foldStoredMinutes(
  m: CellMinutes,
  x: ExtremesSoFar,
  inflate: (b: Uint8Array) => Uint8Array,
): ExtremesSoFar {
  const out = { lo: x.lo, hi: x.hi };
  for (let k = 0; k < m.blobs.length; k++) {
    const e = minuteExtremes(inflate(m.blobs[k]), m.per[k]);
    if (e) foldMinute(out, m.ts[k], e[0], e[1], e[2], e[3]);
  }
  return out;
}

// The worker runs the three functions above from their source (no TypeScript loader there;
// `__name`: the helper a loader may wrap named functions in).
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { inflateRawSync } = require('node:zlib');
const __name = (f) => f;
${minuteExtremes.toString()}
${foldMinute.toString()}
const foldStored = ${foldStoredMinutes.toString()};
parentPort.on('message', ({ id, m, x }) => {
  parentPort.postMessage({ id, x: foldStored(m, x, inflateRawSync) });
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
        return new Promise((resolve) => setImmediate(() => resolve(foldStoredMinutes(m, x, inflateRawSync))));
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
