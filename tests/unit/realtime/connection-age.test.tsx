// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeBatch } from '@/contract/realtime-api';
import { applyBatch, resetRealtimeStore } from '@/realtime/realtime-store';
import { useConnectionAge } from '@/realtime/use-connection-age';
import { useFreshness, useIsStale } from '@/realtime/use-freshness';

const T0 = Date.UTC(2026, 10, 23, 8, 0, 0);
const batch = (state: RealtimeBatch['state'], withData: boolean): RealtimeBatch => ({
  seq: 1,
  state,
  topics: withData ? [{ topic: 't', value: 1, receivedAt: Date.now() }] : [],
});

describe('connection age and staleness without a render per tick', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
    resetRealtimeStore();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('hides the age while connected with fresh data and renders once per batch at most', () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders++;
      return useConnectionAge();
    });
    act(() => applyBatch(batch('connected', true)));
    const after = renders;
    expect(result.current).toEqual({ state: 'connected', ageSeconds: null });
    // Batches with fresh data and clock ticks change nothing shown: no render.
    for (let i = 0; i < 4; i++) {
      act(() => {
        vi.advanceTimersByTime(1000);
      });
      act(() => applyBatch(batch('connected', true)));
    }
    expect(renders).toBe(after);
  });

  it('shows the age in seconds when the data goes stale, and while reconnecting', () => {
    const { result } = renderHook(() => useConnectionAge());
    act(() => applyBatch(batch('connected', true)));
    act(() => {
      vi.advanceTimersByTime(7000);
    });
    expect(result.current.ageSeconds).toBe(7);
    act(() => applyBatch(batch('reconnecting', false)));
    expect(result.current).toEqual({ state: 'reconnecting', ageSeconds: 7 });
  });

  it('says -1 (no data) before any data arrived', () => {
    const { result } = renderHook(() => useConnectionAge());
    act(() => applyBatch(batch('offline', false)));
    expect(result.current).toEqual({ state: 'offline', ageSeconds: -1 });
  });

  it('useIsStale re-renders when staleness flips, not every second', () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders++;
      return useIsStale(T0, 5000);
    });
    expect(result.current).toBe(false);
    const first = renders;
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(renders).toBe(first);
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(result.current).toBe(true);
    expect(renders).toBe(first + 1);
  });

  it('useFreshness re-renders when the whole-second age changes, so 1 Hz data costs no clock renders', () => {
    let renders = 0;
    let receivedAt = T0;
    const { result, rerender } = renderHook(() => {
      renders++;
      return useFreshness(receivedAt);
    });
    const first = renders;
    for (let i = 0; i < 5; i++) {
      // New data every second, half a second before the clock ticks: the age stays 0.
      act(() => {
        vi.advanceTimersByTime(500);
      });
      receivedAt = Date.now();
      rerender();
      act(() => {
        vi.advanceTimersByTime(500);
      });
    }
    expect(result.current).toEqual({ ageMs: 0, stale: false });
    expect(renders).toBe(first + 5); // one per data change, none from the clock
    act(() => {
      vi.advanceTimersByTime(6000);
    });
    expect(result.current).toEqual({ ageMs: 6000, stale: true });
  });
});
