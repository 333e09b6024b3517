import type Database from 'better-sqlite3';
import {
  NORTHBOUND_DEFAULTS,
  type NorthboundConfig,
  type NorthboundInput,
} from '../../src/contract/api/northbound';
import { DEFAULT_PUSHED } from './points';

/** The configuration as stored: with the password, which is never answered. */
export type StoredNorthbound = Omit<NorthboundConfig, 'passwordSet'> & { password: string };

export interface NorthboundStore {
  load(): StoredNorthbound;
  /** Merges an input (password kept when absent or '', removed with clearPassword). */
  save(input: NorthboundInput): StoredNorthbound;
  pushed(site: string): string[];
  setPushed(site: string, ids: string[]): void;
}

/** The answered form of a stored configuration. */
export function publicConfig(c: StoredNorthbound): NorthboundConfig {
  const { password, ...rest } = c;
  return { ...rest, passwordSet: password !== '' };
}

export function createNorthboundStore(db: Database.Database): NorthboundStore {
  db.exec(`
    CREATE TABLE IF NOT EXISTS northbound_config (id INTEGER PRIMARY KEY CHECK (id = 1), json TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS northbound_push (site TEXT PRIMARY KEY, points TEXT NOT NULL);
  `);
  const read = db.prepare<[], { json: string }>('SELECT json FROM northbound_config WHERE id = 1');
  const write = db.prepare('INSERT OR REPLACE INTO northbound_config (id, json) VALUES (1, ?)');
  const readPush = db.prepare<[string], { points: string }>(
    'SELECT points FROM northbound_push WHERE site = ?',
  );
  const writePush = db.prepare('INSERT OR REPLACE INTO northbound_push (site, points) VALUES (?, ?)');
  const { passwordSet: _unused, ...defaults } = NORTHBOUND_DEFAULTS;
  void _unused;
  const load = (): StoredNorthbound => {
    const row = read.get();
    return { ...defaults, password: '', ...(row ? (JSON.parse(row.json) as Partial<StoredNorthbound>) : {}) };
  };
  return {
    load,
    save(input) {
      const current = load();
      const { password, clearPassword, ...rest } = input;
      const next: StoredNorthbound = {
        ...current,
        ...rest,
        password: clearPassword ? '' : password ? password : current.password,
      };
      write.run(JSON.stringify(next));
      return next;
    },
    pushed(site) {
      const row = readPush.get(site);
      return row ? (JSON.parse(row.points) as string[]) : [...DEFAULT_PUSHED];
    },
    setPushed: (site, ids) => void writePush.run(site, JSON.stringify(ids)),
  };
}
