import { test as base, expect } from '@playwright/test';
import { startSimulator, type RunningSimulator, type SimulatorOptions } from '../../simulator/server';
import { setCurrentSimulatorUrl } from './helpers/current-sim';

export interface SimulatorFixtures {
  /** Overridable per file: `test.use({ simulatorOptions: { accessTokenSeconds: 20 } })`. */
  simulatorOptions: SimulatorOptions;
  /** One simulator per worker (per distinct options), serving the built dist/. */
  simulator: RunningSimulator;
}

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

const withSimulator = base.extend<object, SimulatorFixtures>({
  simulatorOptions: [{}, { scope: 'worker', option: true }],
  simulator: [
    async ({ simulatorOptions }, provide) => {
      const sim = await startSimulator({ ...SMALL_STATION, ...simulatorOptions });
      try {
        await provide(sim);
      } finally {
        await sim.close();
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],
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
