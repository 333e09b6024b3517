import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type Database from 'better-sqlite3';
import { formatDateTime } from '../../simulator/model/clock';
import { openDatabase } from '../../simulator/store/db';
import { pointCount, pointIndex } from '../../simulator/store/tag-catalog';
import { detectDevices } from '../../simulator/store/tag-detection';
import { createTagHistory } from '../../simulator/store/tag-history';
import { createTagQuality } from '../../simulator/store/tag-quality';
import { unionOf } from '../../simulator/store/tag-runs';

/*
 * Issue 28, dataDetection: a device's day from the same stored points and the same functions as
 * tagintegrity and tagexceptiondata/query (a gap, a stuck sensor, values out of range).
 */

let db: Database.Database;
beforeEach(() => {
  db = openDatabase(':memory:');
});
afterEach(() => db.close());

const STEP = 300_000;
const day = { start: new Date(2026, 10, 2).getTime(), end: new Date(2026, 10, 3).getTime() };
const cluster = { kind: 'cluster', cluster: 1 } as const;
const device = {
  id: 'cluster-1',
  name: '1号电池簇',
  nameEn: 'Cluster 1',
  dictKey: 'cluster',
  rangeLimit: 'month' as const,
};
const T = pointIndex(cluster, 'CLU_T');
const SOC = pointIndex(cluster, 'CLU_SOC');
const at = (k: number) => formatDateTime(day.start + k * STEP);
const opts = { nowMs: day.end + STEP, cellsPerRack: 24, flatMinutes: 60 };

/** A day of cluster points: temperature and SOC per slot k; SOC NaN (not reported) in 150–153. */
function store() {
  const history = createTagHistory(db);
  for (let k = 0; k < 288; k++) {
    if (k >= 24 && k < 30) continue;
    const v = new Float32Array(pointCount(1));
    v[T] = k >= 100 && k < 115 ? 31 : 25 + (k % 7) / 10;
    v[SOC] = k >= 150 && k < 154 ? NaN : k >= 200 && k < 203 ? 104 - k + 200 : 50 + (k % 3);
    history.recordPoints('S', day.start + k * STEP, v);
  }
  return { history, quality: createTagQuality(db, history) };
}

describe('data detection of a device day', () => {
  it('sums tagintegrity’s figures, joins the tags’ gaps and counts tagexceptiondata’s runs', async () => {
    const { history, quality } = store();
    const tagNos = ['CLU_T', 'CLU_SOC'];
    const [d] = await detectDevices(quality, history, 'S', [{ device, ref: cluster, tagNos }], day, opts);
    const integrity = quality.integrity('S', cluster, tagNos, [day], opts.nowMs);
    expect(d.expected).toBe(integrity[0][0].expected + integrity[1][0].expected);
    expect(d.received).toBe(integrity[0][0].received + integrity[1][0].received);
    expect(d).toEqual({
      deviceId: 'cluster-1',
      name: '1号电池簇',
      nameEn: 'Cluster 1',
      tags: 2,
      expected: 576,
      received: 560,
      // The lost rows (both tags) and SOC's 4 unreported slots: two stretches, the rows' the longest.
      gaps: 2,
      longestGap: { tagNo: 'CLU_T', startTime: at(24), endTime: at(30), points: 6, value: null },
      outOfRange: 1,
      flat: [{ tagNo: 'CLU_T', startTime: at(100), endTime: at(115), points: 15, value: 31 }],
    });
    const soc = quality.exceptions('S', cluster, 'CLU_SOC', day, opts);
    expect(soc.filter((r) => r.kind === 'outOfRange')).toHaveLength(d.outOfRange);
    expect(soc.filter((r) => r.kind === 'gap').map((r) => r.startTime)).toEqual([at(24), at(150)]);
  });

  it('joins overlapping and touching runs into one stretch', () => {
    const run = (start: number, end: number, tagNo = 'A') => ({
      kind: 'gap' as const,
      start,
      end,
      points: end - start,
      value: null,
      tagNo,
    });
    // Each stretch keeps its first run's tag (the caller counts its points from its span).
    const joined = unionOf([run(5, 8, 'B'), run(0, 3), run(3, 4, 'C'), run(6, 10)]);
    expect(joined.map(({ start, end, tagNo }) => ({ start, end, tagNo }))).toEqual([
      { start: 0, end: 4, tagNo: 'A' },
      { start: 5, end: 10, tagNo: 'B' },
    ]);
  });
});
