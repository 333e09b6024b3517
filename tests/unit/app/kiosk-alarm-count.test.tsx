// @vitest-environment jsdom
// Issue 30, wall screens offline: the kiosk strip's active-alarm count and the overview's alarm
// panel say one number (the panel read the station topic's frozen counts, the strip the list).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeAlarm, makeAlarmRecord, makeStation } from '../realtime/payloads';

vi.mock('@/realtime/realtime-client', () => ({
  realtimeClient: { subscribe: () => {}, unsubscribe: () => {} },
}));
// No backend: every REST call stays pending (the alarm list comes from its live topic).
vi.mock('@/api/http', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  get: () => new Promise(() => {}),
  post: () => new Promise(() => {}),
  request: () => new Promise(() => {}),
}));

const { act, cleanup, render, screen } = await import('@testing-library/react');
const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
const { initI18n } = await import('@/lib/i18n');
const { applyBatch, realtimeStore, resetRealtimeStore } = await import('@/realtime/realtime-store');
const { topics } = await import('@/contract/topics');
const { useSite } = await import('@/stores/site');
const { AlarmSummary } = await import('@/features/main-sys/alarm-summary');
const { KioskStrip } = await import('@/app/kiosk/kiosk-strip');

beforeAll(() => {
  initI18n('en');
  resetRealtimeStore();
});
afterAll(cleanup);

describe('kiosk offline: strip and alarm panel agree', () => {
  it('counts the same active alarms once the station topic froze and the alarm list moved on', () => {
    const site = useSite.getState().currentSite;
    const t0 = Date.now();
    // Live at first: the station said 5 alarms (2 L1, 3 L2).
    act(() =>
      applyBatch(
        {
          seq: 1,
          state: 'connected',
          topics: [
            {
              topic: topics.station(site),
              value: makeStation({ activeAlarms: { l1: 2, l2: 3, l3: 0 } }),
              receivedAt: t0,
            },
          ],
        },
        t0,
      ),
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <KioskStrip />
        <AlarmSummary site={site} />
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('alarm-total').textContent).toBe('5');
    // The broker drops; the last alarm set that arrived holds two alarms, one L1 and one L3.
    act(() => {
      applyBatch(
        {
          seq: 2,
          state: 'reconnecting',
          topics: [
            {
              topic: topics.alarm(site),
              value: makeAlarm({
                active: [makeAlarmRecord({ id: 'a', level: 1 }), makeAlarmRecord({ id: 'b', level: 3 })],
              }),
              receivedAt: t0 + 1,
            },
          ],
        },
        t0 + 1,
      );
    });
    expect(realtimeStore.getState().connection).toBe('reconnecting');
    expect(screen.getByTestId('kiosk-alarms').textContent).toBe('2 active alarms');
    expect(screen.getByTestId('alarm-total').textContent).toBe('2');
    expect(screen.getByTestId('alarm-l1').textContent).toBe('1');
    expect(screen.getByTestId('alarm-l3').textContent).toBe('1');
  });
});
