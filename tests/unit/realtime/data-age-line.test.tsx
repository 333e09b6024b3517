// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataAgeLine } from '@/components/realtime/data-age-line';
import { initI18n } from '@/lib/i18n';
import { ageText } from '@/realtime/age-text';

beforeAll(() => initI18n('en'));
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_000_000);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('data age line: time passes without rendering', () => {
  it('the shared clock writes the age; React renders only when staleness flips', () => {
    let renders = 0;
    const { getByTestId } = render(
      <Profiler id="line" onRender={() => renders++}>
        <DataAgeLine receivedAt={Date.now()} source="rest" staleAfterMs={5000} />
      </Profiler>,
    );
    const line = getByTestId('data-age');
    expect(line.textContent).toBe('Last data just now');
    const first = renders;
    act(() => void vi.advanceTimersByTime(3000));
    expect(line.textContent).toBe('Last data 3 s ago');
    expect(line.getAttribute('data-stale')).toBe('false');
    expect(renders).toBe(first); // three ticks, no render
    act(() => void vi.advanceTimersByTime(3000));
    expect(line.textContent).toBe('Last data 6 s ago');
    expect(line.getAttribute('data-stale')).toBe('true');
    expect(renders).toBe(first + 1); // the flip to stale only
    act(() => void vi.advanceTimersByTime(60_000));
    expect(line.textContent).toBe('Last data 1 min ago');
    expect(renders).toBe(first + 1);
  });
  it('new data restarts the count; no data says so', () => {
    const { getByTestId, rerender } = render(<DataAgeLine receivedAt={null} source="live" />);
    expect(getByTestId('data-age').textContent).toBe('No data yet');
    expect(getByTestId('data-age').getAttribute('data-source')).toBe('none');
    act(() => void vi.advanceTimersByTime(2000));
    rerender(<DataAgeLine receivedAt={Date.now() - 2000} source="live" />);
    expect(getByTestId('data-age').textContent).toBe('Last data 2 s ago');
    expect(getByTestId('data-age').getAttribute('data-source')).toBe('live');
  });
  it('ageText: the words of each range', () => {
    const t = (key: string, o?: Record<string, unknown>) => `${key}${o ? JSON.stringify(o) : ''}`;
    expect(ageText(t, null, 5)).toBe('noData');
    expect(ageText(t, 0, 42_000)).toBe('lastData{"age":"age.seconds{\\"count\\":42}"}');
    expect(ageText(t, 10, 5)).toContain('age.now');
  });
});
