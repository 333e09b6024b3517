// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConnectionStatus } from '@/components/realtime/connection-status';
import { FreshValue } from '@/components/realtime/fresh-value';
import type { ConnectionState } from '@/contract/realtime-api';
import { changeLanguage, initI18n } from '@/lib/i18n';
import { applyBatch, resetRealtimeStore } from '@/realtime/realtime-store';
import { forgetShownData, noteShownData } from '@/realtime/use-offline';

initI18n('en');

let seq = 0;
const stateBatch = (state: ConnectionState) => applyBatch({ seq: ++seq, state, topics: [] });
const dataBatch = () =>
  applyBatch({
    seq: ++seq,
    state: 'connected',
    topics: [{ topic: 'iot/WZ001/station/realData', value: { ts: 1 }, receivedAt: Date.now() }],
  });

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
  resetRealtimeStore();
});
afterEach(async () => {
  cleanup(); // unmounts, so the shared 1 s clock stops with this test's fake timers
  forgetShownData();
  vi.useRealTimers();
  await changeLanguage('en');
});

describe('connection status in the shell', () => {
  it('shows connected without an age while data is fresh', () => {
    render(<ConnectionStatus />);
    act(() => dataBatch());
    const status = screen.getByTestId('connection-status');
    expect(status.dataset.state).toBe('connected');
    expect(status.textContent).toContain('Connected');
    expect(screen.queryByTestId('connection-age')).toBeNull();
  });

  it('shows the age of data that is late, and offline the time of the last data, as the banner', () => {
    render(<ConnectionStatus />);
    act(() => dataBatch()); // 18:00:00 station time (Asia/Shanghai)
    act(() => {
      vi.advanceTimersByTime(7_000);
    });
    expect(screen.getByTestId('connection-age').textContent).toContain('Last data 7 s ago');
    act(() => stateBatch('reconnecting'));
    expect(screen.getByTestId('connection-status').textContent).toContain('Reconnecting');
    expect(screen.getByTestId('connection-age').textContent).toBe('· no data since 18:00:00');

    act(() => stateBatch('offline'));
    act(() => {
      vi.advanceTimersByTime(120_000);
    });
    const status = screen.getByTestId('connection-status');
    expect(status.dataset.state).toBe('offline');
    expect(status.textContent).toContain('Offline');
    expect(screen.getByTestId('connection-age').textContent).toBe('· no data since 18:00:00');
  });

  it('offline with data shown from REST only: names its time, never "No data yet" (issue 30)', () => {
    act(() => noteShownData(Date.now() - (20 * 60 + 52) * 1000)); // 17:39:08 station time
    render(<ConnectionStatus />);
    act(() => stateBatch('reconnecting'));
    expect(screen.getByTestId('connection-age').textContent).toBe('· no data since 17:39:08');
    expect(screen.getByTestId('connection-status').title).toBe('no data since 17:39:08');
  });

  it('says so in Chinese too, and when no data ever arrived', async () => {
    await act(() => changeLanguage('zh'));
    render(<ConnectionStatus />);
    act(() => stateBatch('offline'));
    expect(screen.getByTestId('connection-status').textContent).toContain('离线');
    expect(screen.getByTestId('connection-age').textContent).not.toContain('Last data');
    expect(screen.getByTestId('connection-age').textContent).toMatch(/[\u4e00-\u9fff]/);
  });

  it('greys a value once it is older than the stale limit', () => {
    const receivedAt = Date.now();
    render(
      <FreshValue receivedAt={receivedAt} staleAfterMs={5000}>
        <span>42 kW</span>
      </FreshValue>,
    );
    const value = screen.getByText('42 kW').parentElement!;
    expect(value.dataset.stale).toBe('false');
    act(() => {
      vi.advanceTimersByTime(6_000);
    });
    expect(value.dataset.stale).toBe('true');
    expect(value.className).toContain('grayscale');
  });
});
