import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type Database from 'better-sqlite3';
import type { Bank } from '../model/bank';
import { createCellExtremesStore } from './cell-extremes-store';
import { type CellAccumulator, decodeCell, encodeCells, newAccumulator, sampleRange } from './cell-minute';
import { type DeviceRef, parseCellTag, pointIndex } from './tag-catalog';

/*
 * Stored history of every point (issue 28), compact because a full station has 28 800 cells:
 * - cells: one row per (site, cluster, minute) holding each cell's minute min/mean/max of voltage
 *   and temperature: means as 16-bit integers (mV, 0.1 °C), extremes as 8-bit distances from the
 *   mean, deflated (8 bytes per cell before deflate);
 * - every other point (site flows, SOC, cluster SOC/power/temperature/SOH): one row per (site,
 *   5 minutes) holding a float32 vector of all of them (flows are the 5-minute mean, the rest the
 *   value at the end of the 5 minutes);
 * - each cell minute's extremes per cluster, stored with it (cell-extremes-store.ts).
 * Kept 31 days (cells) and 62 days (points); README "Stored history" gives the disk cost.
 */

/** One stored row of a device: time and the asked tags' values (mean), min and max for cells. */
export interface StoredRow {
  ts: number;
  values: Array<number | null>;
  min?: Array<number | null>;
  max?: Array<number | null>;
}

const CELL_KEEP_MS = 31 * 86_400_000;
const POINT_KEEP_MS = 62 * 86_400_000;

const round3 = (v: number) => Math.round(v * 1000) / 1000;

export type TagHistory = ReturnType<typeof createTagHistory>;

/** The history tables and their reads and writes. */
export function createTagHistory(db: Database.Database) {
  db.exec(`
    CREATE TABLE IF NOT EXISTS tag_points (
      site TEXT NOT NULL, ts INTEGER NOT NULL, data BLOB NOT NULL, PRIMARY KEY (site, ts)) WITHOUT ROWID;
    CREATE TABLE IF NOT EXISTS tag_cells (
      site TEXT NOT NULL, cluster INTEGER NOT NULL, ts INTEGER NOT NULL, per INTEGER NOT NULL,
      data BLOB NOT NULL, PRIMARY KEY (site, cluster, ts)) WITHOUT ROWID;
  `);
  const putPoint = db.prepare('INSERT OR REPLACE INTO tag_points (site, ts, data) VALUES (?, ?, ?)');
  const putCells = db.prepare(
    'INSERT OR REPLACE INTO tag_cells (site, cluster, ts, per, data) VALUES (?, ?, ?, ?, ?)',
  );
  const pointRows = db.prepare(
    'SELECT ts, data FROM tag_points WHERE site = ? AND ts >= ? AND ts <= ? ORDER BY ts LIMIT ? OFFSET ?',
  );
  const pointCount = db.prepare(
    'SELECT COUNT(*) AS n FROM tag_points WHERE site = ? AND ts >= ? AND ts <= ?',
  );
  const cellRows = db.prepare(
    'SELECT ts, per, data FROM tag_cells WHERE site = ? AND cluster = ? AND ts >= ? AND ts <= ? ORDER BY ts LIMIT ? OFFSET ?',
  );
  const cellCount = db.prepare(
    'SELECT COUNT(*) AS n FROM tag_cells WHERE site = ? AND cluster = ? AND ts >= ? AND ts <= ?',
  );
  const prunePoints = db.prepare('DELETE FROM tag_points WHERE site = ? AND ts < ?');
  const pruneCells = db.prepare('DELETE FROM tag_cells WHERE site = ? AND ts < ?');
  const dropCells = db.prepare('DELETE FROM tag_cells WHERE site = ? AND cluster = ? AND ts >= ? AND ts < ?');
  const extremes = createCellExtremesStore(db);
  const accumulators = new Map<string, CellAccumulator>();
  const lastPrune = new Map<string, number>();

  /** Stores a minute of each cluster's cells, inflated layout (null: silent), and their extremes. */
  const storeCellMinute = (
    site: string,
    ts: number,
    per: number,
    clusters: ReadonlyArray<Uint8Array | null>,
  ): void => {
    if (!clusters.some(Boolean)) return;
    db.transaction(() => {
      clusters.forEach((raw, c) => {
        if (raw) putCells.run(site, c + 1, ts, per, deflateRawSync(raw, { level: 6 }));
      });
      extremes.put(site, ts, per, clusters);
    })();
  };

  const flush = (site: string, a: CellAccumulator, per: number) => {
    const clusters = Array.from(a.counts, (count, c) =>
      count > 0 ? encodeCells(a, c * per, per, count) : null,
    );
    storeCellMinute(site, a.minute, per, clusters);
  };

  const prune = (site: string, nowMs: number) => {
    if (nowMs - (lastPrune.get(site) ?? 0) < 3_600_000) return;
    lastPrune.set(site, nowMs);
    pruneCells.run(site, nowMs - CELL_KEEP_MS);
    extremes.prune(site, nowMs - CELL_KEEP_MS);
    prunePoints.run(site, nowMs - POINT_KEEP_MS);
  };

  /**
   * Stored 5-minute rows in [fromMs, toMs], oldest first, with the asked (device, tag) points'
   * values: one read for any number of devices, since a row holds every point of the station.
   */
  const points = (
    site: string,
    asked: ReadonlyArray<readonly [DeviceRef, string]>,
    range: { fromMs: number; toMs: number; offset: number; limit: number },
  ): StoredRow[] => {
    const idx = asked.map(([ref, t]) => pointIndex(ref, t));
    const { fromMs, toMs, offset, limit } = range;
    const raw = pointRows.all(site, fromMs, toMs, limit, offset) as Array<{ ts: number; data: Buffer }>;
    return raw.map((r) => {
      // Read in place: a row holds every point of the station (copied to a Float32Array of its
      // own, it cost more than the read itself for the few floats asked).
      const n = r.data.byteLength >> 2;
      return {
        ts: r.ts,
        values: idx.map((i) => {
          if (i < 0 || i >= n) return null;
          const v = r.data.readFloatLE(i * 4);
          // NaN: the device did not report in those 5 minutes (issue 27), no reading.
          return Number.isNaN(v) ? null : round3(v);
        }),
      };
    });
  };

  return {
    /** Each stored cell minute's extremes per cluster (minmaxvoltage/list). */
    extremes,
    storeCellMinute,
    points,

    /** A cluster loses its stored cell minutes in [fromMs, toMs) (test hook); answers how many. */
    loseCells(site: string, cluster: number, fromMs: number, toMs: number): number {
      return db.transaction(() => {
        extremes.lose(site, cluster, fromMs, toMs);
        return dropCells.run(site, cluster, fromMs, toMs).changes;
      })();
    },

    /** Stores the 5-minute point vector starting at `ts`. */
    recordPoints(site: string, ts: number, values: Float32Array): void {
      putPoint.run(site, ts, Buffer.from(values.buffer, values.byteOffset, values.byteLength));
      prune(site, ts);
    },

    /**
     * Adds the bank's cells now to the minute being collected; a new minute stores the last one.
     * `reports(clusterNo)`: whether the cluster's BMS reports now (issue 27); a silent one is not
     * sampled, so a minute it never reported in is not stored.
     */
    sampleCells(
      site: string,
      bank: Bank,
      simMs: number,
      reports: (clusterNo: number) => boolean = () => true,
    ): void {
      const minute = Math.floor(simMs / 60_000) * 60_000;
      const n = bank.clusters * bank.perCluster;
      const per = bank.perCluster;
      let a = accumulators.get(site);
      if (!a || a.minute !== minute || a.n !== n) {
        if (a && a.n === n) flush(site, a, per);
        a = newAccumulator(n, bank.clusters, minute);
        accumulators.set(site, a);
      }
      const { cellMv, cellTempDeci } = bank;
      for (let c = 0; c < bank.clusters; c++) {
        if (!reports(c + 1)) continue;
        a.counts[c]++;
        sampleRange(a, cellMv, cellTempDeci, c * per, (c + 1) * per);
      }
    },

    /** Rows stored for a device in [fromMs, toMs]. */
    count(site: string, ref: DeviceRef, fromMs: number, toMs: number): number {
      const row =
        ref.kind === 'rack'
          ? (cellCount.get(site, ref.cluster, fromMs, toMs) as { n: number })
          : (pointCount.get(site, fromMs, toMs) as { n: number });
      return row.n;
    },

    /**
     * Stored rows of a device in [fromMs, toMs], oldest first; `cellsPerRack` places a rack's
     * cells in its cluster. A tag the device does not record reads null.
     */
    rows(
      site: string,
      ref: DeviceRef,
      tagNos: string[],
      range: { fromMs: number; toMs: number; offset: number; limit: number; cellsPerRack: number },
    ): StoredRow[] {
      const { fromMs, toMs, offset, limit, cellsPerRack } = range;
      if (ref.kind === 'rack') {
        const cells = tagNos.map(parseCellTag);
        const raw = cellRows.all(site, ref.cluster, fromMs, toMs, limit, offset) as Array<{
          ts: number;
          per: number;
          data: Buffer;
        }>;
        return raw.map((r) => {
          // Inflated once per row (a pack's 48 tags read together: dataDetection, issue 28).
          const inflated = inflateRawSync(r.data);
          const decoded = cells.map((c) =>
            c && c.cell <= cellsPerRack
              ? decodeCell(inflated, r.per, (ref.rack - 1) * cellsPerRack + c.cell - 1, c.kind)
              : null,
          );
          return {
            ts: r.ts,
            values: decoded.map((d) => d?.mean ?? null),
            min: decoded.map((d) => d?.min ?? null),
            max: decoded.map((d) => d?.max ?? null),
          };
        });
      }
      return points(
        site,
        tagNos.map((t) => [ref, t] as const),
        range,
      );
    },
  };
}
