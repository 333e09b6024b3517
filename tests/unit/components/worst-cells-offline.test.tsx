// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { WorstCellsList } from '@/components/worst-cells';
import type { DevicesRealtime } from '@/contract/api/devices';
import type { WorstCells } from '@/contract/realtime-api';
import { topics } from '@/contract/topics';
import { changeLanguage, initI18n } from '@/lib/i18n';
import { applyBatch, resetRealtimeStore } from '@/realtime/realtime-store';
import { ClustersOrOffline } from '@/widgets/realtime/device-offline';

/*
 * Worst cells while every cluster's BMS is silent (issue 27): the ranking leaves silent clusters
 * out, so it has no cell; the panel says offline with the last report's time, never empty headings.
 */

vi.mock('@/realtime/realtime-client', () => ({
  realtimeClient: { subscribe: () => {}, unsubscribe: () => {} },
}));
beforeAll(() => initI18n('en'));
afterEach(cleanup);

const SITE = 'WZ001';
let seq = 0;
/** The devices topic: two BMS (clusters 1 and 2), reporting or not. */
const bms = (online: boolean, lastSeen: number | null) =>
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
            devices: [1, 2].map((no) => ({
              id: `bms-${no}`,
              name: `BMS-${no}`,
              type: 'bms',
              gatewayId: 'gw-0',
              groupNo: no,
              online,
              lastSeen,
              commErrors: 0,
              values: null,
            })),
          } satisfies DevicesRealtime,
          receivedAt: Date.now(),
        },
      ],
    }),
  );

const cell = {
  clusterNo: 2,
  containerNo: 1,
  cellsPerRack: 24,
  cellsPerPack: 12,
  index: 3,
  value: 3400,
  health: 0,
};
const some: WorstCells = { highVoltage: [cell], lowVoltage: [cell], highTemp: [], spread: [] };
const none: WorstCells = { highVoltage: [], lowVoltage: [], highTemp: [], spread: [] };

function Panel({ worst }: { worst: WorstCells | null }) {
  return (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { enabled: false } } })}>
      <Router>
        <ClustersOrOffline site={SITE} title="worstCells" testId="worst-offline">
          <WorstCellsList worst={worst} compact limit={2} />
        </ClustersOrOffline>
      </Router>
    </QueryClientProvider>
  );
}

describe('worst cells as the panels show them (ClustersOrOffline over WorstCellsList)', () => {
  it('lists cells while clusters report, and says offline with the last report when none does', async () => {
    resetRealtimeStore();
    bms(true, 5);
    const view = render(<Panel worst={some} />);
    expect(view.getAllByTestId('worst-link')).toHaveLength(2);
    // Every cluster silent: the ranking left them out; no headings without cells.
    bms(false, Date.UTC(2026, 10, 27, 2, 3, 4));
    view.rerender(<Panel worst={none} />);
    expect(view.queryByTestId('worst-highVoltage')).toBeNull();
    expect(view.getByTestId('worst-offline').textContent).toBe(
      'No worst cells: no cluster reportsOffline · no data since 10:03:04',
    );
    await act(() => changeLanguage('zh'));
    expect(view.getByTestId('worst-offline').textContent).toContain('最差电芯无数据：所有电池簇均未上报');
    await act(() => changeLanguage('en'));
    // The clusters report again, the ranking is not there yet: no data, not empty headings.
    bms(true, 9);
    expect(view.queryByTestId('worst-offline')).toBeNull();
    expect(view.queryByTestId('worst-highVoltage')).toBeNull();
    expect(view.container.textContent).toBe('Waiting for live data…');
  });
});
