// @vitest-environment jsdom
// Issue 34 (history period switch): the period state and the monthly range are one object per
// URL, so a page's render for its data (not for the period) leaves the memoised navigator and
// month bar unrendered.
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { useMonthRange } from '@/features/history-sys/month-range';
import { usePeriod } from '@/widgets/period/use-period';

vi.mock('@/api/site-info', () => ({
  useStationTimeZone: () => 'Asia/Shanghai',
  useCommissioningDate: () => '2025-01-01',
}));

afterEach(cleanup);

function wrapperAt(path: string) {
  const { hook, searchHook } = memoryLocation({ path, record: true });
  return ({ children }: { children: ReactNode }) => (
    <Router hook={hook} searchHook={searchHook}>
      {children}
    </Router>
  );
}

const KINDS = ['day', 'week', 'month', 'year', 'custom'] as const;

describe('usePeriod', () => {
  it('returns the same state while the URL keeps its period, a new one when it moves', () => {
    const { result, rerender } = renderHook(
      () => usePeriod({ kinds: KINDS, defaultKind: 'day', maxDays: 60 }),
      { wrapper: wrapperAt('/index/historySys?period=day&from=2026-03-10') },
    );
    const first = result.current;
    expect(first.period.start).toBe('2026-03-10');
    rerender();
    expect(result.current).toBe(first);
    act(() => first.setPeriod({ kind: 'day', start: '2026-03-09', end: '2026-03-09' }));
    expect(result.current).not.toBe(first);
    expect(result.current.range).toEqual({ start: '2026-03-09', end: '2026-03-09' });
  });
});

describe('useMonthRange', () => {
  it('returns the same state while the URL keeps its months, a new one when they change', () => {
    const { result, rerender } = renderHook(() => useMonthRange('2026-03-10', '2025-01-01'), {
      wrapper: wrapperAt('/index/historySys?period=day&from=2026-03-10'),
    });
    const first = result.current;
    expect(first.on).toBe(false);
    rerender();
    expect(result.current).toBe(first);
    act(() => first.toggle());
    expect(result.current.on).toBe(true);
    expect(result.current).not.toBe(first);
    const on = result.current;
    rerender();
    expect(result.current).toBe(on);
  });
});
