import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

/*
 * Unit files that render React (a DOM per file, testing-library, fake timers) or replace modules
 * (vi.mock) or globals (vi.stubGlobal) run isolated; every other unit file shares its worker's
 * module cache (isolate: false), which saves importing zod and the contract once per file (CI
 * budget, issue 32). A new .ts file that mocks goes in this list (a unit test checks it).
 */
const ISOLATED_UNIT = [
  'tests/unit/**/*.test.tsx',
  'tests/unit/stores/session.test.ts',
  'tests/unit/stores/session-rotation.test.ts',
  'tests/unit/app/idle-logout.test.tsx',
  'tests/unit/api/http.test.ts',
  'tests/unit/api/http-off-main-thread.test.ts',
  'tests/unit/realtime/realtime-client.test.ts',
  'tests/unit/realtime/hooks.test.tsx',
  // It mocks the date formatter (vi.mock) to count its calls.
  'tests/unit/power/live-age-say.test.ts',
  // It tests the first initialisation (default zh): a shared worker may have set up i18n in en.
  'tests/unit/i18n/i18n-setup.test.ts',
];

/*
 * Unit files that render React in a DOM without replacing modules or globals, and without counting
 * renders (render-count-setup.ts hooks React before it loads): they share one jsdom worker's
 * modules (isolate: false). Isolated, each file built its own jsdom and imported React,
 * testing-library and i18n again, ~1 s of environment a file (CI budget, promise 2). Every test is
 * unmounted after it (dom-cleanup.ts), and initI18n(language) switches an already started i18n.
 */
const SHARED_DOM_UNIT = [
  'tests/unit/app/child-page.test.tsx',
  'tests/unit/app/kiosk-offline.test.tsx',
  'tests/unit/components/confirm-dialog.test.tsx',
  'tests/unit/components/control-why-tone.test.tsx',
  'tests/unit/components/crud-section-no-form.test.tsx',
  'tests/unit/components/crud-section-view.test.tsx',
  'tests/unit/components/crud-section.test.tsx',
  'tests/unit/components/data-table.test.tsx',
  'tests/unit/components/date-time-input.test.tsx',
  'tests/unit/components/period-navigator.test.tsx',
  'tests/unit/components/png-upload.test.tsx',
  'tests/unit/components/popover-menu.test.tsx',
  'tests/unit/components/report-table.test.tsx',
  'tests/unit/components/use-setting-save.test.tsx',
  'tests/unit/components/use-station-today.test.tsx',
  'tests/unit/components/xlsx-import-button.test.tsx',
  'tests/unit/main-sys/grid-state-label.test.tsx',
  'tests/unit/power/station-toolbar.test.tsx',
  'tests/unit/realtime/connection-age.test.tsx',
  'tests/unit/realtime/connection-status.test.tsx',
  'tests/unit/settings/user-fields-roles.test.tsx',
  'tests/unit/widgets/today-prices.test.tsx',
];

/*
 * Integration files that replace a module (vi.mock) run with their own module cache: in the shared
 * one the module is already loaded by an earlier file and the mock never applies (the input sweep
 * then found no database handle in CI).
 */
const ISOLATED_INTEGRATION = ['tests/integration/sim-input-sweep.test.ts'];

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: ISOLATED_UNIT,
          environment: 'node',
          // A few unit tests build a station model, which seeds 60 days of 5-minute history
          // (about 1.2 s on a quiet core); beside the typecheck and lint lanes on a loaded 2-core
          // machine that passed vitest's 5 s default (sim-model-thresholds timed out).
          testTimeout: 20_000,
          isolate: false,
          setupFiles: ['tests/unit/shared-worker-reset.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'unit-isolated',
          include: ISOLATED_UNIT,
          exclude: SHARED_DOM_UNIT,
          environment: 'node',
          setupFiles: ['tests/unit/dom-timeouts.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'unit-dom',
          include: SHARED_DOM_UNIT,
          environment: 'jsdom',
          isolate: false,
          setupFiles: [
            'tests/unit/dom-timeouts.ts',
            'tests/unit/shared-worker-reset.ts',
            'tests/unit/dom-cleanup.ts',
          ],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          exclude: ISOLATED_INTEGRATION,
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Three files at a time on CI's two cores (each starts its own simulator and brokers on
          // free ports; the fixed ports of sim-main.test.ts are used by that file alone). With two,
          // the layer used 1.3 cores (351 CPU-s in 267 s): files wait on sockets and timers.
          fileParallelism: true,
          maxWorkers: 3,
          // Files share their worker's module cache: each file imported the simulator's module
          // graph afresh (77 s of imports in a CI run); every file starts its own simulator.
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration-isolated',
          include: ISOLATED_INTEGRATION,
          environment: 'node',
          // (the same as 'integration': vitest runs projects of one group with one worker count)
          maxWorkers: 3,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
