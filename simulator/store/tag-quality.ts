import type Database from 'better-sqlite3';
import {
  DEFAULT_INTEGRITY_RULE,
  type IntegrityDay,
  type IntegrityRule,
  type TagException,
} from '../../src/contract/api/data-quality';
import { formatDateTime } from '../model/clock';
import { createMinMaxVoltage } from './minmax-voltage';
import { type DeviceRef, pointIndex } from './tag-catalog';
import type { TagHistory } from './tag-history';
import { detectRuns } from './tag-runs';

/*
 * Data quality (issue 28) read from the stored history (tag-history.ts): how many of the points a
 * device should have stored each day it has, where the gaps are, which values left their tag's
 * plausible range or stopped moving, and each cluster's extreme cell voltages of a day. A device
 * is expected to store a point every `stepMs` from its first stored point until now; the slot
 * being collected now is not expected yet.
 */

const CELL_STEP_MS = 60_000;
const POINT_STEP_MS = 300_000;

export const stepOf = (ref: DeviceRef): number => (ref.kind === 'rack' ? CELL_STEP_MS : POINT_STEP_MS);

/** Stored slots `s` (multiples of `step`) with from ≤ s < to. */
function slotCount(step: number, from: number, to: number): number {
  const first = Math.ceil(from / step) * step;
  return to > first ? Math.ceil((to - first) / step) : 0;
}

export interface DayWindow {
  start: number;
  end: number;
}

export function createTagQuality(db: Database.Database, history: TagHistory) {
  db.exec(`CREATE TABLE IF NOT EXISTS tag_integrity_rule (
    site TEXT PRIMARY KEY, threshold INTEGER NOT NULL, flat_minutes INTEGER NOT NULL)`);
  const ruleRow = db.prepare<[string], { threshold: number; flat_minutes: number }>(
    'SELECT threshold, flat_minutes FROM tag_integrity_rule WHERE site = ?',
  );
  const putRule = db.prepare(
    `INSERT INTO tag_integrity_rule (site, threshold, flat_minutes) VALUES (?, ?, ?)
     ON CONFLICT (site) DO UPDATE SET threshold = excluded.threshold, flat_minutes = excluded.flat_minutes`,
  );
  const firstPoint = db.prepare<[string], { ts: number | null }>(
    'SELECT MIN(ts) AS ts FROM tag_points WHERE site = ?',
  );
  const firstCells = db.prepare<[string, number], { ts: number | null }>(
    'SELECT MIN(ts) AS ts FROM tag_cells WHERE site = ? AND cluster = ?',
  );
  const pointRows = db.prepare<[string, number, number], { ts: number; data: Buffer }>(
    'SELECT ts, data FROM tag_points WHERE site = ? AND ts >= ? AND ts < ? ORDER BY ts',
  );
  const cellCount = db.prepare<[string, number, number, number], { n: number }>(
    'SELECT COUNT(*) AS n FROM tag_cells WHERE site = ? AND cluster = ? AND ts >= ? AND ts < ?',
  );
  const putPoint = db.prepare('UPDATE tag_points SET data = ? WHERE site = ? AND ts = ?');
  const minMax = createMinMaxVoltage(db, history);

  const firstOf = (site: string, ref: DeviceRef): number | null =>
    (ref.kind === 'rack' ? firstCells.get(site, ref.cluster) : firstPoint.get(site))?.ts ?? null;

  /** The part of a day in which points are expected: from the first point to the last closed slot. */
  const expectedWindow = (site: string, ref: DeviceRef, day: DayWindow, nowMs: number) => {
    const first = firstOf(site, ref);
    const step = stepOf(ref);
    if (first === null) return null;
    const from = Math.max(day.start, first);
    const to = Math.min(day.end, nowMs - step + 1);
    return to > from ? { from, to } : null;
  };

  return {
    /** The part of a day in which points are expected (null: none). */
    window: expectedWindow,
    rule: (site: string): IntegrityRule => {
      const r = ruleRow.get(site);
      return r ? { threshold: r.threshold, flatMinutes: r.flat_minutes } : DEFAULT_INTEGRITY_RULE;
    },
    saveRule(site: string, rule: IntegrityRule): IntegrityRule {
      putRule.run(site, rule.threshold, rule.flatMinutes);
      return rule;
    },

    /** Expected and received points of each tag on each day. */
    integrity(
      site: string,
      ref: DeviceRef,
      tagNos: string[],
      days: DayWindow[],
      nowMs: number,
    ): IntegrityDay[][] {
      const step = stepOf(ref);
      const perTag: IntegrityDay[][] = tagNos.map(() => []);
      const index = tagNos.map((t) => pointIndex(ref, t));
      for (const day of days) {
        const w = expectedWindow(site, ref, day, nowMs);
        const expected = w ? slotCount(step, w.from, w.to) : 0;
        const received = new Array<number>(tagNos.length).fill(0);
        if (w && ref.kind === 'rack') {
          received.fill(cellCount.get(site, ref.cluster, w.from, w.to)?.n ?? 0);
        } else if (w) {
          for (const row of pointRows.iterate(site, w.from, w.to)) {
            const v = new Float32Array(row.data.buffer, row.data.byteOffset, row.data.byteLength / 4);
            index.forEach((i, k) => {
              if (i >= 0 && i < v.length && Number.isFinite(v[i])) received[k]++;
            });
          }
        }
        perTag.forEach((list, k) => list.push({ expected, received: Math.min(received[k], expected) }));
      }
      return perTag;
    },

    /** Gaps, out-of-range and flat-lined runs of one tag on one day, oldest first. */
    exceptions(
      site: string,
      ref: DeviceRef,
      tagNo: string,
      day: DayWindow,
      o: { nowMs: number; cellsPerRack: number; flatMinutes: number },
    ): TagException[] {
      const w = expectedWindow(site, ref, day, o.nowMs);
      if (!w) return [];
      const step = stepOf(ref);
      const rows = history.rows(site, ref, [tagNo], {
        fromMs: w.from,
        toMs: w.to - 1,
        offset: 0,
        limit: 2000,
        cellsPerRack: o.cellsPerRack,
      });
      const byTs = new Map(rows.map((r) => [r.ts, r]));
      const runs = detectRuns(
        tagNo,
        { from: w.from, to: w.to, step },
        (ts) => {
          const r = byTs.get(ts);
          return r && { v: r.values[0], lo: r.min?.[0], hi: r.max?.[0] };
        },
        o.flatMinutes,
      );
      return runs.map((r) => ({
        kind: r.kind,
        startTime: formatDateTime(r.start),
        endTime: formatDateTime(r.end),
        points: r.points,
        value: r.value,
      }));
    },

    /** Each cluster's lowest and highest cell voltage of the minutes stored in the day (minmax-voltage.ts). */
    minMaxVoltage: minMax.list,

    /**
     * Test hook: the station lost `[fromMs, toMs)` of a device. A rack's cluster loses its stored
     * minutes; a 5-minute device's values read NaN (the other devices of the vector keep theirs).
     */
    loseHistory(site: string, ref: DeviceRef, indexes: number[], fromMs: number, toMs: number): number {
      if (ref.kind === 'rack') {
        minMax.forget();
        return history.loseCells(site, ref.cluster, fromMs, toMs);
      }
      let n = 0;
      db.transaction(() => {
        for (const row of pointRows.all(site, fromMs, toMs)) {
          const v = new Float32Array(
            row.data.buffer.slice(row.data.byteOffset, row.data.byteOffset + row.data.byteLength),
          );
          for (const i of indexes) if (i >= 0 && i < v.length) v[i] = NaN;
          putPoint.run(Buffer.from(v.buffer), site, row.ts);
          n++;
        }
      })();
      return n;
    },
  };
}

export type TagQuality = ReturnType<typeof createTagQuality>;
