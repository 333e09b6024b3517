import { test as base, expect } from '@playwright/test';
import { startSimulator, type RunningSimulator, type SimulatorOptions } from '../../simulator/server';
import { setCurrentSimulatorUrl } from './helpers/current-sim';

/** Small and fast: enough to exercise every screen, not a load test. */
export const SMALL_STATION: SimulatorOptions = {
  port: 0,
  host: '127.0.0.1',
  db: ':memory:',
  clusters: 2,
  racks: 2,
  cells: 8,
  speed: 1,
  seed: 7,
  testHooks: true,
  // E2E_DIST: test a build kept outside the shared dist/ (e.g. while someone else rebuilds it).
  distDir: process.env.E2E_DIST ?? 'dist',
};

/** The options a test's station starts with: the small station's with the file's own on top. */
const stationOptions = (own: SimulatorOptions): SimulatorOptions => ({ ...SMALL_STATION, ...own });

/** One key per set of options, whatever the order they were written in. */
const keyOf = (options: SimulatorOptions): string =>
  JSON.stringify(Object.entries(options).sort(([a], [b]) => a.localeCompare(b)));

/**
 * The stations of one worker: the small station, kept for the worker's life and shared by every
 * test without options of its own (as before), and at most one other, a file's own
 * (`simulatorOptions`), closed when a test asks for a different one.
 *
 * Options are test-scoped, so a file's own station no longer gives its tests a worker of their
 * own: Playwright stops a worker and starts a new one (node, the test modules, Chromium) whenever
 * the next test's worker options differ, ~5.7 CPU-s each time, and 24 files have options of their
 * own, between which the other files' tests run (CI budget, promise 2).
 */
export class SimulatorPool {
  private readonly kept = new Map<string, Promise<RunningSimulator>>();
  private readonly smallKey = keyOf(SMALL_STATION);

  /** The running station for `own` options, started (and another file's closed) when needed. */
  async get(own: SimulatorOptions): Promise<RunningSimulator> {
    const options = stationOptions(own);
    const key = keyOf(options);
    const found = this.kept.get(key);
    if (found) return found;
    for (const [other, sim] of [...this.kept]) {
      if (other === this.smallKey) continue;
      this.kept.delete(other);
      await (await sim).close();
    }
    const started = startSimulator(options);
    this.kept.set(key, started);
    started.catch(() => this.kept.delete(key));
    return started;
  }

  /** The station for `own` options if it is still running (an afterAll's clean-up), else null. */
  running(own: SimulatorOptions): Promise<RunningSimulator> | null {
    return this.kept.get(keyOf(stationOptions(own))) ?? null;
  }

  async closeAll(): Promise<void> {
    const all = [...this.kept.values()];
    this.kept.clear();
    for (const sim of all) await (await sim).close();
  }
}

export interface SimulatorFixtures {
  /** Overridable per file: `test.use({ simulatorOptions: { accessTokenSeconds: 20 } })`. */
  simulatorOptions: SimulatorOptions;
  /** The test's station: the worker's small one, or the file's own (SimulatorPool). */
  simulator: RunningSimulator;
}

export interface SimulatorWorkerFixtures {
  simulators: SimulatorPool;
}

const withSimulator = base.extend<SimulatorFixtures, SimulatorWorkerFixtures>({
  simulators: [
    // (Playwright reads a fixture's dependencies from its first parameter's pattern: none here)
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const pool = new SimulatorPool();
      try {
        await provide(pool);
      } finally {
        await pool.closeAll();
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  simulatorOptions: [{}, { option: true }],
  simulator: async ({ simulators, simulatorOptions }, provide) => {
    await provide(await simulators.get(simulatorOptions));
  },
});

/**
 * Playwright `test` with the worker's simulator; baseURL follows it, so tests use relative
 * paths: page.goto('/login').
 */
export const test = withSimulator.extend({
  baseURL: async ({ simulator }, provide) => {
    setCurrentSimulatorUrl(simulator.url);
    await provide(simulator.url);
  },
});

export { expect };
