/**
 * The setup of a render-count test (jsdom): the render probe poses as the React DevTools hook, so
 * it is installed here, at import, and everything React is imported after it (by
 * `renderCountSetup`, and by the test's own `await import`s that follow). The realtime client is a
 * stub that never connects: a test feeds the realtime store with `applyBatch`. English words.
 *
 *   import { renderCountSetup } from '../render-count-setup';
 *   const { act, render, applyBatch, resetRealtimeStore, topics, probe } = await renderCountSetup();
 *   const { MyPanel } = await import('@/features/...');
 */
import { afterEach, beforeAll, vi } from 'vitest';
import { installRenderProbe } from '../perf/render-probe';

installRenderProbe();
vi.mock('@/realtime/realtime-client', () => ({
  realtimeClient: { subscribe: () => {}, unsubscribe: () => {} },
}));

/** React's test renderer, the realtime store and the probe, imported after the probe; i18n in English, cleanup after each test. */
export async function renderCountSetup() {
  const { act, cleanup, render } = await import('@testing-library/react');
  const { initI18n } = await import('@/lib/i18n');
  const { applyBatch, resetRealtimeStore } = await import('@/realtime/realtime-store');
  const { topics } = await import('@/contract/topics');
  beforeAll(() => initI18n('en'));
  afterEach(cleanup);
  return { act, render, applyBatch, resetRealtimeStore, topics, probe: () => window.__renderProbe! };
}
