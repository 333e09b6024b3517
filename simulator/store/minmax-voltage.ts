import type Database from 'better-sqlite3';
import type { MinMaxVoltage } from '../../src/contract/api/data-quality';
import { formatDateTime } from '../model/clock';
import { createExtremesFolder, type ExtremesSoFar, noExtremes } from './cell-extremes';
import type { TagHistory } from './tag-history';

/*
 * minmaxvoltage/list (issue 28): each cluster's lowest and highest cell voltage of a day, where
 * and when. The minutes stored with their extremes (tag-history.ts) are read as one row each:
 * a full day at 100 clusters takes milliseconds, on the event loop. Minutes stored before the
 * history kept extremes (a database from an older simulator, until they age out) are inflated and
 * folded again, in a worker thread for long batches, one cluster at a time; what they gave is kept
 * per day (they only get older) and asks of the same day wait for each other.
 */

interface Window {
  start: number;
  end: number;
}

export function createMinMaxVoltage(db: Database.Database, history: TagHistory) {
  const cellRows = db.prepare<[string, number, number, number], { ts: number; per: number; data: Buffer }>(
    'SELECT ts, per, data FROM tag_cells WHERE site = ? AND cluster = ? AND ts >= ? AND ts < ? ORDER BY ts',
  );
  /** Older minutes' extremes so far per day asked: per cluster, the last minute read and both. */
  const older = new Map<string, Array<ExtremesSoFar & { after: number }>>();
  /** The ask of a day's older minutes being answered (the next one of that day waits for it). */
  const asking = new Map<string, Promise<unknown>>();

  /** Each cluster's extremes of the minutes in `w` stored without theirs (read in the worker). */
  const foldOlder = (site: string, clusters: number, w: Window): Promise<ExtremesSoFar[]> => {
    const key = `${site}|${w.start}|${w.end}|${clusters}`;
    const before = asking.get(key) ?? Promise.resolve();
    const mine = before.then(async () => {
      let seen = older.get(key);
      if (!seen) {
        if (older.size > 64) older.clear();
        seen = Array.from({ length: clusters }, () => ({ after: w.start - 1, ...noExtremes() }));
        older.set(key, seen);
      }
      const folder = createExtremesFolder();
      // Clusters are independent: the next ones are read while the worker folds (3 at most
      // in flight, so a whole day's blobs are never all copied at once).
      const inFlight: Array<Promise<void>> = [];
      try {
        for (let c = 1; c <= clusters; c++) {
          const x = seen[c - 1];
          const rows = cellRows.all(site, c, x.after + 1, w.end);
          if (rows.length === 0) continue;
          const m = {
            ts: rows.map((r) => r.ts),
            per: rows.map((r) => r.per),
            blobs: rows.map((r) => r.data),
          };
          const last = rows[rows.length - 1].ts;
          inFlight.push(
            folder.fold(m, { lo: x.lo, hi: x.hi }).then((folded) => {
              x.lo = folded.lo;
              x.hi = folded.hi;
              x.after = last;
            }),
          );
          if (inFlight.length >= 3) await inFlight.shift();
        }
        await Promise.all(inFlight);
      } catch (e) {
        await Promise.allSettled(inFlight);
        throw e;
      } finally {
        folder.close();
      }
      return seen.map((x) => ({ lo: x.lo, hi: x.hi }));
    });
    const settled = mine.catch(() => undefined);
    asking.set(key, settled);
    void settled.then(() => {
      if (asking.get(key) === settled) asking.delete(key);
    });
    return mine;
  };

  return {
    /** Each cluster's lowest and highest cell voltage of the minutes stored in the day. */
    list: async (
      site: string,
      clusters: number,
      cellsPerRack: number,
      day: Window,
    ): Promise<MinMaxVoltage[]> => {
      const since = history.extremes.since(site) ?? Infinity;
      const olderEnd = Math.min(day.end, since);
      const xs =
        olderEnd > day.start
          ? await foldOlder(site, clusters, { start: day.start, end: olderEnd })
          : Array.from({ length: clusters }, noExtremes);
      // Read after the older minutes: the minutes stored meanwhile are in.
      history.extremes.fold(site, Math.max(day.start, olderEnd), day.end, xs);
      const at = (mv: number, i: number, ts: number) => ({
        mv,
        rack: Math.floor(i / cellsPerRack) + 1,
        cell: (i % cellsPerRack) + 1,
        time: formatDateTime(ts),
      });
      const out: MinMaxVoltage[] = [];
      xs.forEach((x, k) => {
        if (Number.isFinite(x.lo.mv))
          out.push({ cluster: k + 1, min: at(x.lo.mv, x.lo.i, x.lo.ts), max: at(x.hi.mv, x.hi.i, x.hi.ts) });
      });
      return out;
    },

    /** Stored minutes were lost (test hook): what was kept of older minutes is read again. */
    forget(): void {
      older.clear();
    },
  };
}
