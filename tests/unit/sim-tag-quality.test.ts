import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type Database from 'better-sqlite3';
import { formatDateTime } from '../../simulator/model/clock';
import { openDatabase } from '../../simulator/store/db';
import { pointCount, pointIndex } from '../../simulator/store/tag-catalog';
import { createTagHistory } from '../../simulator/store/tag-history';
import { createTagQuality } from '../../simulator/store/tag-quality';

/* Issue 28, data quality: the exception walker over stored 5-minute points (gaps, out of range, flat). */

let db: Database.Database;
beforeEach(() => {
  db = openDatabase(':memory:');
});
afterEach(() => db.close());

const STEP = 300_000;
const day = { start: new Date(2026, 10, 2).getTime(), end: new Date(2026, 10, 3).getTime() };
const cluster = { kind: 'cluster', cluster: 1 } as const;
const T = pointIndex(cluster, 'CLU_T');
const SOC = pointIndex(cluster, 'CLU_SOC');

/** Stores one day of cluster points: `temp(k)` / `soc(k)` for slot k, undefined = not stored. */
function store(temp: (k: number) => number | undefined, soc: (k: number) => number = () => 50) {
  const history = createTagHistory(db);
  for (let k = 0; k < 288; k++) {
    const t = temp(k);
    if (t === undefined) continue;
    const v = new Float32Array(pointCount(1));
    v[T] = t;
    v[SOC] = soc(k);
    history.recordPoints('S', day.start + k * STEP, v);
  }
  return createTagQuality(db, history);
}
const at = (k: number) => formatDateTime(day.start + k * STEP);
const opts = { nowMs: day.end + STEP, cellsPerRack: 24, flatMinutes: 60 };

describe('tag quality exceptions', () => {
  it('finds a gap, a stuck sensor and values out of the plausible range, each once with its span', () => {
    const q = store(
      (k) => (k >= 24 && k < 30 ? undefined : k >= 100 && k < 115 ? 31 : 25 + (k % 7) / 10),
      (k) => (k >= 200 && k < 203 ? 104 - k + 200 : 50 + (k % 3)),
    );
    expect(q.exceptions('S', cluster, 'CLU_T', day, opts)).toEqual([
      { kind: 'gap', startTime: at(24), endTime: at(30), points: 6, value: null },
      { kind: 'flat', startTime: at(100), endTime: at(115), points: 15, value: 31 },
    ]);
    // The same rows are missing for SOC; it is never flat-checked; 104, 103, 102 % left 0–100
    // for three slots, 104 the worst.
    expect(q.exceptions('S', cluster, 'CLU_SOC', day, opts)).toEqual([
      { kind: 'gap', startTime: at(24), endTime: at(30), points: 6, value: null },
      { kind: 'outOfRange', startTime: at(200), endTime: at(203), points: 3, value: 104 },
    ]);
    // Completeness of the same day: 6 of 288 points are missing.
    expect(q.integrity('S', cluster, ['CLU_T', 'CLU_SOC'], [day], opts.nowMs)).toEqual([
      [{ expected: 288, received: 282 }],
      [{ expected: 288, received: 282 }],
    ]);
  });

  it('a run shorter than the rule is not flat; nothing is expected before the first point or after now', () => {
    const q = store((k) => (k < 10 ? undefined : k >= 50 && k < 58 ? 30 : 25 + (k % 5) / 10));
    expect(q.exceptions('S', cluster, 'CLU_T', day, { ...opts, flatMinutes: 60 })).toEqual([]);
    expect(q.exceptions('S', cluster, 'CLU_T', day, { ...opts, flatMinutes: 40 })).toEqual([
      { kind: 'flat', startTime: at(50), endTime: at(58), points: 8, value: 30 },
    ]);
    expect(q.integrity('S', cluster, ['CLU_T'], [day], opts.nowMs)).toEqual([
      [{ expected: 278, received: 278 }],
    ]);
    // Half the day has passed: only the closed slots of the morning are expected.
    expect(q.integrity('S', cluster, ['CLU_T'], [day], day.start + 144 * STEP + 1)).toEqual([
      [{ expected: 134, received: 134 }],
    ]);
  });
});
