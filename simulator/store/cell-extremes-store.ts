import type Database from 'better-sqlite3';
import { type ExtremesSoFar, foldMinute, minuteExtremes } from './cell-extremes';

/*
 * Every stored cell minute's extremes per cluster (issue 28), written with the cells
 * (tag-history.ts), so minmaxvoltage/list reads a day as 1 440 rows of a few hundred bytes
 * instead of inflating its 144 000 cluster-minutes again (8-9 s at 100 clusters here, 1.7 MiB a
 * day on disk). One row per site and minute: per cluster 12 bytes, lowest mV (i32), highest mV
 * (i32), their cells (u16 each; 0xFFFF: the cluster stored no cells that minute).
 */

const BYTES = 12;
const ABSENT = 0xffff;

export type CellExtremesStore = ReturnType<typeof createCellExtremesStore>;

export function createCellExtremesStore(db: Database.Database) {
  // A rowid table: its 1 200-byte rows (100 clusters) would overflow a WITHOUT ROWID leaf's
  // ~1 000 bytes into a page each (6.4 MiB a day instead of 1.9).
  db.exec(`CREATE TABLE IF NOT EXISTS tag_cell_extremes (
    site TEXT NOT NULL, ts INTEGER NOT NULL, data BLOB NOT NULL, PRIMARY KEY (site, ts))`);
  const put = db.prepare('INSERT OR REPLACE INTO tag_cell_extremes (site, ts, data) VALUES (?, ?, ?)');
  const one = db.prepare<[string, number], { data: Buffer }>(
    'SELECT data FROM tag_cell_extremes WHERE site = ? AND ts = ?',
  );
  const first = db.prepare<[string], { ts: number | null }>(
    'SELECT MIN(ts) AS ts FROM tag_cell_extremes WHERE site = ?',
  );
  const rows = db.prepare<[string, number, number], { ts: number; data: Buffer }>(
    'SELECT ts, data FROM tag_cell_extremes WHERE site = ? AND ts >= ? AND ts < ? ORDER BY ts',
  );
  const prune = db.prepare('DELETE FROM tag_cell_extremes WHERE site = ? AND ts < ?');

  return {
    /**
     * Stores a minute's extremes of each cluster's inflated cells (null: the cluster is silent).
     * A minute stored again (a restart within it) keeps a silent cluster's earlier entry, as its
     * earlier cells stay.
     */
    put(site: string, ts: number, per: number, clusters: ReadonlyArray<Uint8Array | null>): void {
      const data = Buffer.alloc(clusters.length * BYTES);
      const before = clusters.includes(null) ? one.get(site, ts)?.data : undefined;
      clusters.forEach((raw, c) => {
        const e = raw && minuteExtremes(raw, per);
        const at = c * BYTES;
        if (!raw && before && before.length >= at + BYTES) {
          before.copy(data, at, at, at + BYTES);
          return;
        }
        if (!e) {
          data.writeUInt16LE(ABSENT, at + 8);
          return;
        }
        data.writeInt32LE(e[0], at);
        data.writeInt32LE(e[2], at + 4);
        data.writeUInt16LE(e[1], at + 8);
        data.writeUInt16LE(e[3], at + 10);
      });
      put.run(site, ts, data);
    },

    /** The first minute stored with its extremes (null: none): older stored minutes have none. */
    since: (site: string): number | null => first.get(site)?.ts ?? null,

    /** Folds the minutes in [fromMs, toMs) into each cluster's extremes so far (in place). */
    fold(site: string, fromMs: number, toMs: number, xs: ExtremesSoFar[]): void {
      for (const r of rows.iterate(site, fromMs, toMs)) {
        const n = Math.min(xs.length, r.data.length / BYTES);
        for (let c = 0; c < n; c++) {
          const at = c * BYTES;
          const loI = r.data.readUInt16LE(at + 8);
          if (loI === ABSENT) continue;
          foldMinute(
            xs[c],
            r.ts,
            r.data.readInt32LE(at),
            loI,
            r.data.readInt32LE(at + 4),
            r.data.readUInt16LE(at + 10),
          );
        }
      }
    },

    /** A cluster lost its cells in [fromMs, toMs) (test hook): its extremes go too. */
    lose(site: string, cluster: number, fromMs: number, toMs: number): void {
      const at = (cluster - 1) * BYTES;
      for (const r of rows.all(site, fromMs, toMs)) {
        if (at + BYTES > r.data.length) continue;
        r.data.fill(0, at, at + BYTES);
        r.data.writeUInt16LE(ABSENT, at + 8);
        put.run(site, r.ts, r.data);
      }
    },

    prune(site: string, beforeMs: number): void {
      prune.run(site, beforeMs);
    },
  };
}
