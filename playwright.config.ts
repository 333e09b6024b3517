import { defineConfig } from '@playwright/test';
import { testChromiumLaunchOptions } from './tests/helpers/chromium';

const CI = Boolean(process.env.CI);

// Browser tests run against the BUILT console (`npx vite build` first); each worker starts its
// own simulator in-process on an ephemeral port (tests/e2e/fixtures.ts).
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  workers: 2,
  // Tests of one file may run in both workers (each worker has its own simulator); a file whose
  // tests build on each other says so with test.describe.configure({ mode: 'serial' }).
  fullyParallel: true,
  retries: CI ? 1 : 0,
  // A test that only passes on its retry fails the run in CI: flakiness is seen and fixed, not hidden.
  failOnFlakyTests: CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    browserName: 'chromium',
    headless: true,
    // Recording a trace costs about half as much CPU again as the test itself (DOM snapshots and
    // a screencast at every step; measured 49.6 s vs 33.7 s of CPU for alarm-sys + oplog-page), and
    // the browser layer is CPU-bound on CI's two cores. CI records one on the retry of a failed
    // test instead; a local run (no retries) keeps the trace of a failure.
    trace: CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The energy flow's moving dots are compositor animations: the console's main thread does
    // nothing for them, but the test machine has no GPU, and Chromium's software compositor then
    // redraws 60 frames a second while mainSys is open: 1.6 cores (gpu process 14 s, browser 8 s
    // of CPU in 15 s; 0 with reduced motion). Tests run with reduced motion, where the console
    // draws no dots (flow-dots.tsx); overview-flow.spec.ts asks for motion and checks the dots.
    reducedMotion: 'reduce',
    launchOptions: testChromiumLaunchOptions(),
  },
});
