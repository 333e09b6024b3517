import { afterAll, vi } from 'vitest';

/*
 * Setup of the unit files that share a worker's modules (vitest.config.ts, isolate: false): after
 * each file, the clock, spies and timers it may have replaced are restored, so the next file in
 * the same worker starts from real ones.
 */
afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
