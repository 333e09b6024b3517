// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DevicesRealtime } from '@/contract/api/devices';
import { topics } from '@/contract/topics';
import { changeLanguage, initI18n } from '@/lib/i18n';
import { applyBatch, resetRealtimeStore } from '@/realtime/realtime-store';
import { AgeOrOffline, FiguresOrOffline } from '@/widgets/realtime/device-offline';

/* PV and grid pages with their devices silent (issue 27): no figures, no 'fresh' age line. */

vi.mock('@/realtime/realtime-client', () => ({
  realtimeClient: { subscribe: () => {}, unsubscribe: () => {} },
}));
beforeAll(() => initI18n('en'));
afterEach(cleanup);

const SITE = 'WZ001';
let seq = 0;
const devices = (online: boolean, lastSeen: number | null, names = ['PV-1', 'PV-2']) =>
  act(() =>
    applyBatch({
      seq: ++seq,
      state: 'connected',
      topics: [
        {
          topic: topics.devices(SITE),
          value: {
            ts: 1,
            gateways: [{ id: 'gw-0', name: 'GW-0', online: true, lastSeen: 1 }],
            devices: names.map((name) => ({
              id: name,
              name,
              type: 'pv',
              gatewayId: 'gw-0',
              groupNo: null,
              online,
              lastSeen,
              commErrors: online ? 0 : 3,
              values: online ? { powerKw: 80 } : null,
            })),
          } satisfies DevicesRealtime,
          receivedAt: Date.now(),
        },
      ],
    }),
  );

function Page() {
  return (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { enabled: false } } })}>
      <AgeOrOffline site={SITE} type="pv">
        <span>Last data 2 s ago</span>
      </AgeOrOffline>
      <FiguresOrOffline site={SITE} type="pv">
        <span>PV 80.0 kW</span>
      </FiguresOrOffline>
      <FiguresOrOffline site={SITE} type="pv" hide>
        <span>Inverter table</span>
      </FiguresOrOffline>
    </QueryClientProvider>
  );
}

describe('AgeOrOffline and FiguresOrOffline', () => {
  it('show the figures and the age while the PV inverters report, and offline when all stop', () => {
    resetRealtimeStore();
    const view = render(<Page />);
    // No devices topic (a backend without it): as before.
    expect(view.container.textContent).toBe('Last data 2 s agoPV 80.0 kWInverter table');
    devices(true, 5);
    expect(view.container.textContent).toBe('Last data 2 s agoPV 80.0 kWInverter table');
    // 02:03:04 UTC is 10:03:04 station time (Asia/Shanghai by default).
    devices(false, Date.UTC(2026, 10, 27, 2, 3, 4));
    expect(view.getByTestId('data-age').textContent).toBe(
      'PV inverters are offline · no data since 10:03:04',
    );
    const panel = view.getByTestId('pv-offline');
    expect(panel.textContent).toContain('PV-1, PV-2 have not reported since 2026-11-27 10:03:04');
    expect(view.container.textContent).not.toMatch(/80\.0|Inverter table|Last data/);
    devices(false, null);
    expect(view.getByTestId('data-age').textContent).toBe('PV inverters are offline · no data received yet');
  });

  it('says one silent device in the singular, several in the plural, and the same words in zh', async () => {
    resetRealtimeStore();
    const view = render(<Page />);
    devices(false, Date.UTC(2026, 10, 27, 2, 3, 4), ['PV-1']);
    expect(view.getByTestId('pv-offline').textContent).toContain(
      'PV-1 has not reported since 2026-11-27 10:03:04.',
    );
    await act(() => changeLanguage('zh'));
    expect(view.getByTestId('pv-offline').textContent).toContain(
      'PV-1 自 2026-11-27 10:03:04 起未上报数据。',
    );
    devices(false, Date.UTC(2026, 10, 27, 2, 3, 4));
    expect(view.getByTestId('pv-offline').textContent).toContain(
      'PV-1, PV-2 自 2026-11-27 10:03:04 起未上报数据。',
    );
    await act(() => changeLanguage('en'));
  });
});
