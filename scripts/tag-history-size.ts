/*
 * Disk cost of the stored point history (issue 28) at the largest station, 100 × 12 × 24 cells:
 * samples the cells at 1 Hz for `--minutes` (default 20) of simulated time, stores them as the
 * simulator does, and prints bytes per day (SQLite file growth, indexes and pages included).
 *   npx tsx scripts/tag-history-size.ts [--minutes 20]
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { createBank, refreshCells } from '../simulator/model/bank';
import { createRng } from '../simulator/model/rng';
import { pointCount } from '../simulator/store/tag-catalog';
import { createTagHistory } from '../simulator/store/tag-history';

const minutes = Number(process.argv[process.argv.indexOf('--minutes') + 1]) || 20;
const dir = mkdtempSync(join(tmpdir(), 'tag-size-'));
const file = join(dir, 'h.db');
const db = new Database(file);
db.pragma('journal_mode = WAL');
const history = createTagHistory(db);
const rng = createRng(1);
const bank = createBank(100, 12, 24, rng, 50);
const size = () => {
  db.pragma('wal_checkpoint(TRUNCATE)');
  return statSync(file).size;
};
const before = size();
const t0 = Date.UTC(2026, 10, 1);
const started = performance.now();
let sampleMs = 0;
for (let s = 0; s <= minutes * 60; s++) {
  for (let c = 0; c < bank.clusters; c++) bank.powerKw[c] = 60 * Math.sin(s / 900 + c);
  refreshCells(bank, rng, 1);
  const a = performance.now();
  history.sampleCells('WZ001', bank, t0 + s * 1000);
  sampleMs += performance.now() - a;
  if (s % 300 === 0)
    history.recordPoints('WZ001', t0 + s * 1000, new Float32Array(pointCount(bank.clusters)));
}
const cellBytes = size() - before;
const perDay = (cellBytes / minutes) * 1440;
const pointsPerDay = 288 * (pointCount(100) * 4 + 40);
const mb = (b: number) => (b / 1024 / 1024).toFixed(1);
console.log(
  `${minutes} min of 28 800 cells: ${mb(cellBytes)} MiB on disk (${(performance.now() - started).toFixed(0)} ms)`,
);
console.log(`cells per day: ${mb(perDay)} MiB; 5-minute points per day: ${mb(pointsPerDay)} MiB`);
console.log(`30 days: ${(((perDay + pointsPerDay) * 30) / 1024 ** 3).toFixed(2)} GiB`);
console.log(`sampling cost: ${(sampleMs / (minutes * 60)).toFixed(2)} ms per 1 Hz sample (flush included)`);
db.close();
rmSync(dir, { recursive: true, force: true });
