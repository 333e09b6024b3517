// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useStationToday } from '@/components/period/use-station-today';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useStationToday', () => {
  it("rolls over at the station's midnight, not the browser's", () => {
    vi.useFakeTimers();
    // 23:59:30 in Shanghai is 15:59:30 UTC.
    vi.setSystemTime(new Date('2026-11-24T15:59:30Z'));
    const { result } = renderHook(() => useStationToday('Asia/Shanghai'));
    expect(result.current).toBe('2026-11-24');
    act(() => {
      vi.advanceTimersByTime(31_000);
    });
    expect(result.current).toBe('2026-11-25');
  });

  it('follows the zone it is given', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-24T15:59:30Z'));
    const { result } = renderHook(() => useStationToday('America/New_York'));
    expect(result.current).toBe('2026-11-24');
    act(() => {
      vi.advanceTimersByTime(31_000);
    });
    expect(result.current).toBe('2026-11-24');
  });
});
