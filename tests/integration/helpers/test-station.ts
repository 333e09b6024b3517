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
}

/** A running test simulator and the access tokens of the users who logged in ('' for the others). */
export interface TestStation {
  sim: RunningSimulator;
  admin: string;
  operator: string;
  guest: string;
  /** The temporary folder of an `onDisk` station ('' otherwise). */
  dir: string;
}

/**
 * One simulator for the file (or the describe block) it is called in: started and logged in
 * before its tests (vitest `beforeAll`), closed after them (`afterAll`). Read the fields inside
 * tests, hooks and the helpers they call, not at module load: the `beforeAll` fills them in. A
 * `beforeAll` registered after this call runs after it, and an `afterAll` registered after it runs
 * before the station closes (vitest's default hook order, `sequence.hooks: 'stack'`).
 */
export function useTestStation(options: TestStationOptions = {}): TestStation {
  const { login = ['admin', 'operator'], onDisk = false, ...overrides } = options;
  const station: TestStation = {
    sim: undefined as unknown as RunningSimulator,
    admin: '',
    operator: '',
    guest: '',
    dir: '',
  };
  beforeAll(async () => {
    if (onDisk) station.dir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-station-'));
    station.sim = await startTestSimulator({
      ...overrides,
      ...(onDisk ? { db: path.join(station.dir, 'station.db') } : {}),
    });
    for (const user of login) station[user] = await loginToken(station.sim, user);
  });
  afterAll(async () => {
    await station.sim?.close();
    if (station.dir) fs.rmSync(station.dir, { recursive: true, force: true });
  });
  return station;
}
