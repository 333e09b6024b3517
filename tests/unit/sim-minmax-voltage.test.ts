import type Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MinMaxVoltage } from '@/contract/api/data-quality';
import { formatDateTime } from '../../simulator/model/clock';
import type { Bank } from '../../simulator/model/bank';
import { createRng } from '../../simulator/model/rng';
import { openDatabase } from '../../simulator/store/db';
import { createTagHistory, type TagHistory } from '../../simulator/store/tag-history';
import { createTagQuality } from '../../simulator/store/tag-quality';

/*
 * minmaxvoltage/list (issue 28) reads each stored minute's extremes (one row per minute) instead of
 * folding every cell of the day again: the answer must be the full fold's, cell for cell and minute
 * for minute (the first cell and minute reaching an extreme). A small station (3 clusters × 2
 * racks × 3 cells, voltages in a 12 mV band so that ties are common) is sampled three times a
 * minute over a day stored from 09:30 on, a full day with a silent cluster and a lost stretch, and
 * today still being collected. The reference fold here reads the racks' stored minutes
 * (devicedata's reading, tag-history rows), not the simulator's fold.
 */

const SITE = 'WZ001';
const CLUSTERS = 3;
const RACKS = 2;
const CELLS = 3;
const PER = RACKS * CELLS;
const dayAt = (d: number) => {
  const start = new Date(2026, 10, d).getTime();
  return { start, end: new Date(2026, 10, d + 1).getTime() };
};
const partly = dayAt(2);
const withGaps = dayAt(3);
const today = dayAt(4);

let db: Database.Database;
beforeEach(() => {
  db = openDatabase(':memory:');
});
afterEach(() => db.close());

/** A bank with only what the history samples: cell mV and 0.1 °C. */
function smallBank(): Bank {
  const n = CLUSTERS * PER;
  return {
    clusters: CLUSTERS,
    racks: RACKS,
    cells: CELLS,
    perCluster: PER,
    cellMv: new Float32Array(n),
    cellTempDeci: new Float32Array(n).fill(250),
  } as unknown as Bank;
}

/**
 * Planted cells: a low one (cluster 1, rack 2, cell 2) at 13:17:00 today, a high one (cluster 2,
 * rack 1, cell 1) at 13:40, and a low one of cluster 3 in the stretch it loses on the second day.
 */
const LATE_LOW = today.start + 13 * 3_600_000 + 17 * 60_000;
const LATE_HIGH = today.start + 13 * 3_600_000 + 40 * 60_000;
const LOST_LOW = withGaps.start + 10 * 3_600_000 + 12 * 60_000;
function plant(ms: number, mv: Float32Array) {
  if (ms === LATE_LOW) mv[4] = 3250;
  if (ms === LATE_HIGH) mv[PER] = 3350;
  if (ms === LOST_LOW) mv[2 * PER + 1] = 3200;
}

/** Samples every 20 s in [from, to): cluster `silent(c, ms)` does not report then. */
function sample(
  history: TagHistory,
  bank: Bank,
  rng: ReturnType<typeof createRng>,
  from: number,
  to: number,
  silent: (c: number, ms: number) => boolean = () => false,
) {
  for (let ms = from; ms < to; ms += 20_000) {
    for (let i = 0; i < bank.cellMv.length; i++) bank.cellMv[i] = 3290 + Math.floor(rng.next() * 12);
    plant(ms, bank.cellMv);
    history.sampleCells(SITE, bank, ms, (c) => !silent(c, ms));
  }
}

/** The full fold: every rack's stored minutes, oldest first, cells in cluster order. */
function fullFold(history: TagHistory, day: { start: number; end: number }): MinMaxVoltage[] {
  const tags = Array.from({ length: CELLS }, (_, k) => `CELL_V_0${k + 1}`);
  const out: MinMaxVoltage[] = [];
  for (let cluster = 1; cluster <= CLUSTERS; cluster++) {
    const minutes = new Map<number, { min: number[]; max: number[] }>();
    for (let rack = 1; rack <= RACKS; rack++) {
      const rows = history.rows(SITE, { kind: 'rack', cluster, rack }, tags, {
        fromMs: day.start,
        toMs: day.end - 1,
        offset: 0,
        limit: 10_000,
        cellsPerRack: CELLS,
      });
      for (const r of rows) {
        const m = minutes.get(r.ts) ?? { min: [], max: [] };
        m.min.push(...(r.min as number[]));
        m.max.push(...(r.max as number[]));
        minutes.set(r.ts, m);
      }
    }
    let lo = { mv: Infinity, i: 0, ts: 0 };
    let hi = { mv: -Infinity, i: 0, ts: 0 };
    for (const ts of [...minutes.keys()].sort((a, b) => a - b)) {
      const m = minutes.get(ts)!;
      m.min.forEach((mv, i) => {
        if (mv < lo.mv) lo = { mv, i, ts };
      });
      m.max.forEach((mv, i) => {
        if (mv > hi.mv) hi = { mv, i, ts };
      });
    }
    const at = (x: typeof lo) => ({
      mv: x.mv,
      rack: Math.floor(x.i / CELLS) + 1,
      cell: (x.i % CELLS) + 1,
      time: formatDateTime(x.ts),
    });
    if (minutes.size) out.push({ cluster, min: at(lo), max: at(hi) });
  }
  return out;
}

describe('minmaxvoltage/list from the stored minutes’ extremes', () => {
  it('equals the full fold on a partly stored day, a day with gaps and today while it fills', async () => {
    const history = createTagHistory(db);
    const quality = createTagQuality(db, history);
    const ask = (day: { start: number; end: number }) => quality.minMaxVoltage(SITE, CLUSTERS, CELLS, day);
    const bank = smallBank();
    const rng = createRng(7);

    sample(history, bank, rng, partly.start + 9.5 * 3_600_000, withGaps.start);
    // Cluster 2 is silent 04:00-06:00 (no minutes stored); cluster 3 loses 10:00-10:30 later.
    const h = (x: number) => withGaps.start + x * 3_600_000;
    sample(history, bank, rng, withGaps.start, today.start, (c, ms) => c === 2 && ms >= h(4) && ms < h(6));
    quality.loseHistory(SITE, { kind: 'rack', cluster: 3, rack: 1 }, [], h(10), h(10.5));
    // Today until 13:17:40: the minute 13:17 (with its low cell) is being collected, not stored.
    const t = (x: number) => today.start + x * 3_600_000;
    sample(history, bank, rng, today.start, t(13) + 17 * 60_000 + 40_000);

    const closed = [partly, withGaps].map((day) => fullFold(history, day));
    expect(await ask(partly)).toEqual(closed[0]);
    expect(await ask(withGaps)).toEqual(closed[1]);
    expect(await ask(today)).toEqual(fullFold(history, today));
    const gapDay = await ask(withGaps);
    expect(gapDay).toHaveLength(CLUSTERS);
    expect(gapDay[2].min.mv).toBeGreaterThan(3200);
    // Today goes on: the next ask has the minutes stored since, the low and high cells planted.
    const before = await ask(today);
    expect(before[0].min.mv).toBeGreaterThan(3250);
    sample(history, bank, rng, t(13) + 17 * 60_000 + 40_000, t(14));
    const after = await ask(today);
    expect(after).toEqual(fullFold(history, today));
    expect(after[0].min).toMatchObject({ rack: 2, cell: 2, time: formatDateTime(LATE_LOW) });
    expect(after[1].max).toMatchObject({ rack: 1, cell: 1, time: formatDateTime(LATE_HIGH) });
    // A day nothing was stored on.
    expect(await ask(dayAt(1))).toEqual([]);

    // Minutes stored before the history kept extremes (an older database) are folded from the
    // cells: all of them, and a day that is half such minutes and half kept extremes.
    const expected = [...closed, after];
    db.prepare('DELETE FROM tag_cell_extremes WHERE ts < ?').run(h(12));
    const mixed = createTagQuality(db, history);
    for (const [k, day] of [partly, withGaps, today].entries())
      expect(await mixed.minMaxVoltage(SITE, CLUSTERS, CELLS, day)).toEqual(expected[k]);
    db.prepare('DELETE FROM tag_cell_extremes').run();
    const older = createTagQuality(db, history);
    for (const [k, day] of [partly, withGaps, today].entries())
      expect(await older.minMaxVoltage(SITE, CLUSTERS, CELLS, day)).toEqual(expected[k]);
  }, 60_000); // Three days of 20-second samples, 13 asks (6 fold stored cells, in the worker): 4-20 s under load.

  it('stores one extremes row per minute, with the silent cluster left out', () => {
    const history = createTagHistory(db);
    const bank = smallBank();
    const rng = createRng(3);
    sample(
      history,
      bank,
      rng,
      partly.start,
      partly.start + 5 * 60_000 + 1,
      (c, ms) => c === 1 && ms < 120_000 + partly.start,
    );
    const rows = db.prepare('SELECT ts, length(data) AS n FROM tag_cell_extremes ORDER BY ts').all();
    expect(rows).toEqual(
      Array.from({ length: 5 }, (_, k) => ({ ts: partly.start + k * 60_000, n: CLUSTERS * 12 })),
    );
    expect(history.extremes.since(SITE)).toBe(partly.start);
  });

  it('a minute stored again (a restart within it) keeps the earlier cells and extremes of a silent cluster', async () => {
    const history = createTagHistory(db);
    const bank = smallBank();
    const rng = createRng(5);
    // 00:00-00:05:00 (minute 00:04 stored), then the simulator restarts at 00:04:30 with cluster 2
    // silent until 00:06: minute 00:04 is stored again without its cells.
    sample(history, bank, rng, partly.start, partly.start + 5 * 60_000 + 1);
    const again = createTagHistory(db);
    const restart = partly.start + 4 * 60_000 + 30_000;
    sample(
      again,
      bank,
      rng,
      restart,
      partly.start + 7 * 60_000,
      (c, ms) => c === 2 && ms < partly.start + 6 * 60_000,
    );
    const quality = createTagQuality(db, again);
    expect(await quality.minMaxVoltage(SITE, CLUSTERS, CELLS, partly)).toEqual(fullFold(again, partly));
    const minute4 = db.prepare('SELECT data FROM tag_cell_extremes WHERE ts = ?').get(restart - 30_000) as {
      data: Buffer;
    };
    expect(minute4.data.readUInt16LE(12 + 8)).not.toBe(0xffff);
  });
});
