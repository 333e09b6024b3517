// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataAgeLine, TopicAgeLine } from '@/components/realtime/data-age-line';
import { initI18n } from '@/lib/i18n';
import { ageText, ageTextCache } from '@/realtime/age-text';
import { applyBatch, resetRealtimeStore } from '@/realtime/realtime-store';
import { liveAgeCache } from '@/realtime/use-live-age-writer';

vi.mock('@/realtime/realtime-client', () => ({
  realtimeClient: { subscribe: () => {}, unsubscribe: () => {} },
}));

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

  it('ageTextCache: t is called only when the shown age changes', () => {
    const t = vi.fn((key: string, o?: Record<string, unknown>) => `${key}${o ? JSON.stringify(o) : ''}`);
    const text = ageTextCache(t);
    const first = text(0, 100);
    const calls = t.mock.calls.length;
    expect(text(0, 900)).toBe(first); // still "just now"
    expect(text(500, 1200)).toBe(first); // a new message, still "just now"
    expect(t.mock.calls.length).toBe(calls);
    expect(text(0, 2500)).toContain('"count\\":2');
    expect(t.mock.calls.length).toBeGreaterThan(calls);
  });
});

describe('topic age line (issue 34): a message renders nothing', () => {
  const topic = 'test/WZ001/pv';
  const message = (receivedAt: number) =>
    applyBatch({ seq: 1, state: 'connected', topics: [{ topic, value: { ts: 1 }, receivedAt }] });
  beforeEach(() => resetRealtimeStore());

  it('REST until the topic arrives, then live; messages and ticks write the text without a render', () => {
    let renders = 0;
    const { getByTestId } = render(
      <Profiler id="line" onRender={() => renders++}>
        <TopicAgeLine topic={topic} restAt={Date.now() - 2000} />
      </Profiler>,
    );
    const line = getByTestId('data-age');
    expect(line.getAttribute('data-source')).toBe('rest');
    expect(line.textContent).toBe('Last data 2 s ago');
    act(() => message(Date.now()));
    expect(line.getAttribute('data-source')).toBe('live');
    expect(line.textContent).toBe('Last data just now');
    const live = renders;
    for (let i = 0; i < 5; i++) {
      act(() => void vi.advanceTimersByTime(1000));
      act(() => message(Date.now()));
    }
    expect(line.textContent).toBe('Last data just now');
    expect(renders).toBe(live); // five messages and five ticks, no render
    act(() => void vi.advanceTimersByTime(3000));
    expect(line.textContent).toBe('Last data 3 s ago');
    expect(renders).toBe(live);
    act(() => void vi.advanceTimersByTime(3000));
    expect(line.getAttribute('data-stale')).toBe('true');
    expect(renders).toBe(live + 1); // the flip to stale only
  });
});

describe('liveAgeCache (issue 34: the live lines of mainSys and powerSys)', () => {
  it('speaks only when the shown seconds change; once stale, also for a new receive time', () => {
    const say = vi.fn((stale: boolean, seconds: number, at: number) => `${stale}|${seconds}|${at}`);
    const text = liveAgeCache(say, 5000);
    expect(text(1000, 1200)).toBe('false|0|1000');
    expect(text(2000, 2100)).toBe('false|0|1000'); // a new message, still "0 s": no call
    expect(say).toHaveBeenCalledTimes(1);
    expect(text(2000, 3100)).toBe('false|1|2000');
    expect(text(2000, 8100)).toBe('true|6|2000');
    expect(text(2500, 8600)).toBe('true|6|2500'); // stale names the time: it changed
    expect(say).toHaveBeenCalledTimes(4);
  });
});
