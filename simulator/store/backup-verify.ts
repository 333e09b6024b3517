import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** What a worker found in a backup copy. */
export interface CopyCheck {
  /** 'ok' or the first lines of `PRAGMA integrity_check`. */
  integrity: string;
  /** Rows of every table (internal sqlite_ tables aside). */
  counts: Record<string, number>;
}

// Plain JavaScript run in a worker thread (no TypeScript loader needed there): opens the copy,
// makes it a self-contained rollback-journal file (the source is WAL), checks it, counts rows.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
try {
  db.pragma('journal_mode = DELETE');
  const lines = db.prepare('PRAGMA integrity_check').pluck().all();
  const names = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").pluck().all();
  const counts = {};
  for (const name of names) counts[name] = db.prepare('SELECT COUNT(*) FROM "' + name.replace(/"/g, '""') + '"').pluck().get();
  parentPort.postMessage({ integrity: lines.slice(0, 5).join('; '), counts });
} finally {
  db.close();
}
`;

const driver = createRequire(import.meta.url).resolve('better-sqlite3');

/** Checks a backup copy in a worker thread, so the station's event loop stays free. */
export function verifyCopy(file: string): Promise<CopyCheck> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, driver } });
    let answered = false;
    worker.once('message', (check: CopyCheck) => {
      answered = true;
      resolve(check);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`verification worker exited with code ${code}`));
    });
  });
}
