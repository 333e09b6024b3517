// @vitest-environment jsdom
// Issue 34: on a settings page the only live data is the shell's (header alarm badge, L1 banner,
// popup: three useActiveAlarms hosts). The worker repeats the alarm set every second as a "touch"
// (a new receipt and ts, the same `active` array): that, or a batch of another topic, must cost
// the page nothing: no render, no DOM change, and no recount of the active list in any host.
// The render probe poses as the React DevTools hook, so everything React is imported after it.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as AlarmRules from '@/lib/alarm-rules';
import { installRenderProbe } from '../../perf/render-probe';
import { makeAlarm, makeAlarmRecord } from '../realtime/payloads';

installRenderProbe();
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
// Counts how often a host works out the active list from its inputs.
vi.mock('@/lib/alarm-rules', async (original) => {
  const rules = await original<typeof AlarmRules>();
  return { ...rules, latestActive: vi.fn(rules.latestActive) };
});

const { act, cleanup, render, screen } = await import('@testing-library/react');
const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
const { initI18n } = await import('@/lib/i18n');
const { latestActive } = await import('@/lib/alarm-rules');
const { applyBatch, resetRealtimeStore } = await import('@/realtime/realtime-store');
const { topics } = await import('@/contract/topics');
const { useSite } = await import('@/stores/site');
const { AlarmSlot } = await import('@/app/shell/alarm-slot');
const { AlarmBanner } = await import('@/features/alarm-popup/alarm-banner');
const { alarmKeys, useActiveAlarms } = await import('@/api/alarm');

const probe = () => window.__renderProbe!;

beforeAll(() => {
  initI18n('en');
  resetRealtimeStore();
});
afterAll(cleanup);

/** A settings section: nothing live of its own. */
function Section() {
  return <h2>Users</h2>;
}

describe('settings page: the shell alarm hosts on a touch', () => {
  it('a touched alarm entry or a batch of another topic renders nothing and recounts nothing', () => {
    const site = useSite.getState().currentSite;
    const topic = topics.alarm(site);
    const t0 = Date.now();
    const set = makeAlarm({
      ts: t0,
      active: [
        makeAlarmRecord({ id: 'a', level: 1, deviceName: 'PCS-1' }),
        makeAlarmRecord({ id: 'b', level: 2, status: 'acknowledged' }),
      ],
    });
    act(() =>
      applyBatch({ seq: 1, state: 'connected', topics: [{ topic, value: set, receivedAt: t0 }] }, t0),
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AlarmSlot />
        <AlarmBanner />
        <Section />
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('alarm-badge').dataset.active).toBe('2');
    expect(screen.getByTestId('alarm-banner')).toBeTruthy();
    const recounts = vi.mocked(latestActive);
    recounts.mockClear();
    probe().reset();

    // Ten seconds of the worker's repeats: the alarm topic touched, another topic delivered.
    for (let i = 1; i <= 10; i++)
      act(() =>
        applyBatch(
          {
            seq: 1 + i,
            state: 'connected',
            topics: i % 2 ? [{ topic: 'iot/other/topic', value: { v: i }, receivedAt: t0 + i * 1000 }] : [],
            touched: [{ topic, ts: t0 + i * 1000 }],
          },
          t0 + i * 1000,
        ),
      );
    const idle = probe().read();
    expect(idle.renders).toBe(0);
    expect(idle.commits).toBe(0);
    expect(idle.mutations).toEqual({ childList: 0, attributes: 0, characterData: 0 });
    expect(recounts).not.toHaveBeenCalled();

    // The set does change (b cleared, a acknowledged): the hosts recount and the badge shows it.
    act(() =>
      applyBatch(
        {
          seq: 20,
          state: 'connected',
          topics: [
            {
              topic,
              value: makeAlarm({ ts: t0 + 11_000, active: [{ ...set.active[0], status: 'acknowledged' }] }),
              receivedAt: t0 + 11_000,
            },
          ],
        },
        t0 + 11_000,
      ),
    );
    expect(recounts).toHaveBeenCalled();
    expect(probe().read().byComponent.AlarmBadge).toBe(1);
    expect(screen.getByTestId('alarm-badge').dataset.active).toBe('1');
    expect(screen.getByTestId('alarm-badge').dataset.unacknowledged).toBe('0');
  });

  it('a touch that makes the live set newer than the REST list still switches to it', () => {
    const site = useSite.getState().currentSite;
    const topic = topics.alarm(site);
    const t0 = Date.now() + 100_000;
    act(() =>
      applyBatch(
        {
          seq: 30,
          state: 'connected',
          topics: [
            { topic, value: makeAlarm({ active: [makeAlarmRecord({ id: 'live' })] }), receivedAt: t0 },
          ],
        },
        t0,
      ),
    );
    // The REST list arrived after the live set (say, a refetch after an acknowledgement).
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(alarmKeys.top20(site), [makeAlarmRecord({ id: 'rest' })], { updatedAt: t0 + 500 });
    function Ids() {
      return (
        <p data-testid="ids">
          {useActiveAlarms()
            .alarms?.map((a) => a.id)
            .join(',')}
        </p>
      );
    }
    render(
      <QueryClientProvider client={client}>
        <Ids />
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('ids').textContent).toBe('rest');
    // The live set's repeat comes after it: the same `active` array, now the newer of the two.
    act(() =>
      applyBatch({ seq: 31, state: 'connected', topics: [], touched: [{ topic, ts: t0 + 1000 }] }, t0 + 1000),
    );
    expect(screen.getByTestId('ids').textContent).toBe('live');
  });
});
