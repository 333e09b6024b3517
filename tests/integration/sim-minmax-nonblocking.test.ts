import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateRawSync } from 'node:zlib';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MinMaxVoltage } from '@/contract/api/data-quality';
import type { R } from '@/contract/envelope';
import { addDays } from '@/lib/period';
import { DEFAULT_STATION_TIME_ZONE, formatZoned, zonedDay, zonedDayBounds } from '@/lib/station-time';
import type { RunningSimulator } from '../../simulator/server';
import { apiCall, loginToken, startTestSimulator } from './helpers/sim-api';

/*
 * The first minmaxvoltage/list of a day at the station size (100 clusters × 12 × 24,
 * issue 28) whose minutes were stored without their extremes (a database from before the history
 * kept them: only `tag_cells`, written here directly) folds 144 000 stored cell minutes: read on
 * the event loop that held the whole API for 3-5 s. Asserted by order, not by time: calls made
 * while it runs answer before it does. And the figures are those of the stored minutes (each
 * cluster's planted extremes, found by a plain fold here), whether the day is read in the worker
 * or, asked again, from what was kept. Minutes stored with their extremes: sim-minmax-station.
 */
const CLUSTERS = 100;
const PER = 12 * 24;
const SITE = 'WZ001';
const ZONE = DEFAULT_STATION_TIME_ZONE;

let dir = '';
let sim: RunningSimulator;
let token = '';
let dayStart = 0;

const low = (c: number) => ({ i: (c * 41) % PER, minute: (c * 17) % 1440, mv: 3150 + c });
const high = (c: number) => ({ i: (c * 59 + 3) % PER, minute: (c * 31 + 400) % 1440, mv: 3500 - c });

/** One cluster-minute in the stored layout (simulator/store/tag-history.ts), deflated. */
function minuteBlob(c: number, minute: number): Buffer {
  const raw = Buffer.alloc(PER * 8);
  for (let i = 0; i < PER; i++) {
    const mean = 3300 + ((i * 3 + minute) % 11);
    raw.writeUInt16LE(mean, i * 2);
    raw.writeInt16LE(250, PER * 2 + i * 2);
    raw[PER * 4 + i] = low(c).minute === minute && low(c).i === i ? mean - low(c).mv : 1;
    raw[PER * 5 + i] = high(c).minute === minute && high(c).i === i ? high(c).mv - mean : 1;
  }
  return deflateRawSync(raw, { level: 1 });
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'minmax-nonblocking-'));
  const file = path.join(dir, 'station.db');
  dayStart = zonedDayBounds(addDays(zonedDay(Date.now(), ZONE), -1), ZONE).start;
  const db = new Database(file);
  db.exec(`CREATE TABLE tag_cells (
    site TEXT NOT NULL, cluster INTEGER NOT NULL, ts INTEGER NOT NULL, per INTEGER NOT NULL,
    data BLOB NOT NULL, PRIMARY KEY (site, cluster, ts)) WITHOUT ROWID`);
  const put = db.prepare('INSERT INTO tag_cells (site, cluster, ts, per, data) VALUES (?, ?, ?, ?, ?)');
  db.transaction(() => {
    for (let m = 0; m < 1440; m++)
      for (let c = 1; c <= CLUSTERS; c++) put.run(SITE, c, dayStart + m * 60_000, PER, minuteBlob(c, m));
  })();
  db.close();
  sim = await startTestSimulator({ db: file, clusters: CLUSTERS, racks: 12, cells: 24, speed: 0 });
  token = await loginToken(sim, 'admin');
}, 300_000);
afterAll(async () => {
  await sim?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('minmaxvoltage/list, first ask of a full day', () => {
  it('keeps answering other calls while it reads the day, and gives the stored extremes', async () => {
    const date = zonedDay(dayStart, ZONE);
    let heavyDone = false;
    const t0 = performance.now();
    const heavy = apiCall<R<MinMaxVoltage[]>>(sim, 'minmaxvoltage/list', { token, query: { date } }).then(
      (a) => {
        heavyDone = true;
        return a;
      },
    );
    // The heavy ask is under way (a blocked event loop would hold this timer too).
    await new Promise((resolve) => setTimeout(resolve, 100));
    const answeredWhileRunning: boolean[] = [];
    for (let i = 0; i < 3; i++) {
      const cheap = await apiCall<R<unknown>>(sim, 'devicegroup/initUIP', { token });
      expect(cheap.body.code).toBe(200);
      answeredWhileRunning.push(!heavyDone);
    }
    const answer = await heavy;
    console.log(`minmaxvoltage/list, first ask of a full day: ${(performance.now() - t0).toFixed(0)} ms`);
    expect(answeredWhileRunning).toEqual([true, true, true]);

    const where = (p: { i: number; minute: number; mv: number }) => ({
      mv: p.mv,
      rack: Math.floor(p.i / 24) + 1,
      cell: (p.i % 24) + 1,
      time: formatZoned(dayStart + p.minute * 60_000, ZONE),
    });
    const expected = Array.from({ length: CLUSTERS }, (_, k) => ({
      cluster: k + 1,
      min: where(low(k + 1)),
      max: where(high(k + 1)),
    }));
    expect(answer.body.data).toEqual(expected);
    // Asked again (and twice at once): the kept extremes, the same figures.
    const again = await Promise.all(
      [0, 1].map(() => apiCall<R<MinMaxVoltage[]>>(sim, 'minmaxvoltage/list', { token, query: { date } })),
    );
    for (const a of again) expect(a.body.data).toEqual(expected);
  }, 120_000);
});
