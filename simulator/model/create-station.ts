import type Database from 'better-sqlite3';
import type { Router } from '../http/router';

/** Command-line scale and behaviour of the simulated station. */
export interface StationOptions {
  clusters: number;
  racks: number;
  cells: number;
  speed: number;
  seed: number;
  sites: string[];
  testHooks: boolean;
}

/** What the server hands the station. */
export interface StationDeps {
  db: Database.Database;
  router: Router;
  publish: (topic: string, payload: Buffer | string) => void;
  options: StationOptions;
  now?: () => number;
}

export interface StationHandle {
  start(): void;
  stop(): void;
}

/** Builds the station: tables, seed, REST routes, fault hooks; start() begins the 1 Hz loop. */
export function createStation(deps: StationDeps): StationHandle {
  void deps;
  return { start() {}, stop() {} };
}
