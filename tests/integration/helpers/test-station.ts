import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { RunningSimulator, SimulatorOptions } from '../../../simulator/server';
import { loginToken, startTestSimulator } from './sim-api';

type SeededUser = 'admin' | 'operator' | 'guest';

export interface TestStationOptions extends SimulatorOptions {
  /** Who logs in before the tests, in this order (default admin, then operator). */
  login?: readonly SeededUser[];
  /** The database in a file `station.db` of a fresh temporary folder (removed after), not in memory. */
  onDisk?: boolean;
  /**
   * Writes into the database file before the simulator first opens it (a station that has stored
   * more than the simulator seeds, e.g. a day of cell minutes at full size); implies `onDisk`.
   */
  seedDatabase?: (dbFile: string) => void | Promise<void>;
  /** How long starting (seed, simulator, logins) may take, in ms (default: the hook timeout). */
  startTimeoutMs?: number;
}

/** A running test simulator and the access tokens of the users who logged in ('' for the others). */
export interface TestStation {
  sim: RunningSimulator;
  admin: string;
  operator: string;
  guest: string;
  /** The temporary folder of an `onDisk` station ('' otherwise). */
  dir: string;
  /** The database file of an `onDisk` station ('' otherwise). */
  dbFile: string;
  /**
   * Closes the simulator, runs `between` on its database file (an `onDisk` station: e.g. a row
   * the simulator never writes), starts it again on that file and logs the same users in.
   */
  restart: (between?: (dbFile: string) => void | Promise<void>) => Promise<void>;
}

/**
 * One simulator for the file (or the describe block) it is called in: started and logged in
 * before its tests (vitest `beforeAll`), closed after them (`afterAll`). Read the fields inside
 * tests, hooks and the helpers they call, not at module load: the `beforeAll` fills them in. A
 * `beforeAll` registered after this call runs after it, and an `afterAll` registered after it runs
 * before the station closes (vitest's default hook order, `sequence.hooks: 'stack'`).
 */
export function useTestStation(options: TestStationOptions = {}): TestStation {
  const { login = ['admin', 'operator'], seedDatabase, startTimeoutMs, ...rest } = options;
  const { onDisk = Boolean(seedDatabase), ...overrides } = rest;
  const start = async () => {
    station.sim = await startTestSimulator({ ...overrides, ...(onDisk ? { db: station.dbFile } : {}) });
    for (const user of login) station[user] = await loginToken(station.sim, user);
  };
  const station: TestStation = {
    sim: undefined as unknown as RunningSimulator,
    admin: '',
    operator: '',
    guest: '',
    dir: '',
    dbFile: '',
    async restart(between) {
      await station.sim.close();
      await between?.(station.dbFile);
      await start();
    },
  };
  beforeAll(async () => {
    if (onDisk) {
      station.dir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-station-'));
      station.dbFile = path.join(station.dir, 'station.db');
    }
    await seedDatabase?.(station.dbFile);
    await start();
  }, startTimeoutMs);
  afterAll(async () => {
    await station.sim?.close();
    if (station.dir) fs.rmSync(station.dir, { recursive: true, force: true });
  });
  return station;
}
