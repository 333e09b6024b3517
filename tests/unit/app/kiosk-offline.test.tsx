// @vitest-environment jsdom
// Issue 30, wall screens: offline in kiosk, the banner and the strip name the same time ('no data
// since 09:39:08'), never 'no data received yet' while the page shows (greyed) REST data.
import { act, cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConnectionBadge } from '@/components/realtime/connection-badge';
import { OfflineBanner } from '@/app/shell/offline-banner';
import { initI18n } from '@/lib/i18n';
import { zonedToEpoch } from '@/lib/station-time';
import { realtimeStore, resetRealtimeStore } from '@/realtime/realtime-store';
import { forgetShownData, noteShownData, offlineSince } from '@/realtime/use-offline';

// 09:39:08 station time (Asia/Shanghai) on a day of the test.
const at0939 = zonedToEpoch(2026, 11, 27, 'Asia/Shanghai') + ((9 * 60 + 39) * 60 + 8) * 1000;

function renderBoth() {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <OfflineBanner />
      <ConnectionBadge />
    </QueryClientProvider>,
  );
}

beforeAll(() => initI18n('en'));
afterEach(() => {
  cleanup();
  resetRealtimeStore();
  forgetShownData();
});

describe('offline since when', () => {
  it('counts from the later of the last live data and the REST data shown', () => {
    expect(offlineSince(null, null)).toBeNull();
    expect(offlineSince(null, 5)).toBe(5);
    expect(offlineSince(7, null)).toBe(7);
    expect(offlineSince(7, 5)).toBe(7);
    expect(offlineSince(7, 9)).toBe(9);
  });

  it('kiosk opened with the broker down: banner and strip both say no data since the REST data', () => {
    realtimeStore.setState({ connection: 'reconnecting', lastDataAt: null });
    act(() => noteShownData(at0939));
    renderBoth();
    expect(screen.getByTestId('offline-banner').textContent).toContain('Offline · no data since 09:39:08');
    expect(screen.getByTestId('connection-since').textContent).toBe('· no data since 09:39:08');
    expect(document.body.textContent).not.toContain('no data received yet');
  });

  it('live data that stopped: both name the last live batch', () => {
    realtimeStore.setState({ connection: 'offline', lastDataAt: at0939 + 60_000 });
    act(() => noteShownData(at0939));
    renderBoth();
    expect(screen.getByTestId('offline-banner').textContent).toContain('no data since 09:40:08');
    expect(screen.getByTestId('connection-since').textContent).toBe('· no data since 09:40:08');
  });

  it('nothing shown at all: both say no data received yet', () => {
    realtimeStore.setState({ connection: 'reconnecting', lastDataAt: null });
    renderBoth();
    expect(screen.getByTestId('offline-banner').textContent).toContain('Offline · no data received yet');
    expect(screen.getByTestId('connection-since').textContent).toBe('· no data received yet');
  });
});
