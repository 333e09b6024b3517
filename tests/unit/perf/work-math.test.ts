import { describe, expect, it } from 'vitest';
import { messagesPerTick, msPerLiveSecond, workByPage, workTable } from '../../perf/work-math';
import type { PageFigures, WorkFigures } from '../../perf/types';

const page = (p: Pick<PageFigures, 'page' | 'mode'>, work: WorkFigures | null): PageFigures =>
  ({ ...p, work }) as PageFigures;

describe('main-thread work per second of live data (inline ÷ worker in work, not share)', () => {
  it('a second of live data is one tick of the page’s topics, pooled over both windows', () => {
    // 10 s with 1 020 messages and 10 s with 1 000: 101 a tick.
    expect(
      messagesPerTick([
        { windowMs: 10_000, mainCpuMs: 1, messages: 1020 },
        { windowMs: 10_000, mainCpuMs: 1, messages: 1000 },
      ]),
    ).toBe(101);
    expect(messagesPerTick([])).toBeNull();
    expect(messagesPerTick([{ windowMs: 10_000, mainCpuMs: 5, messages: 0 }])).toBeNull();
  });
  it('CPU ms ÷ seconds of data handled: a pipeline that falls behind is charged per data second, not wall second', () => {
    // Keeps up: 10 s, 1 000 messages at 100 a tick = 10 s of data; 500 ms CPU = 50 ms/s.
    expect(msPerLiveSecond({ windowMs: 10_000, mainCpuMs: 500, messages: 1000 }, 100)).toBe(50);
    // Falls behind: the same 10 s saw 5 s of data for 900 ms of CPU (a saturated thread, a
    // share of 90 %): 180 ms per second of data, not 90.
    expect(msPerLiveSecond({ windowMs: 10_000, mainCpuMs: 900, messages: 500 }, 100)).toBe(180);
    expect(msPerLiveSecond({ windowMs: 10_000, mainCpuMs: 500, messages: 0 }, 100)).toBeNull();
    expect(msPerLiveSecond({ windowMs: 10_000, mainCpuMs: Number.NaN, messages: 10 }, 100)).toBeNull();
    expect(msPerLiveSecond({ windowMs: 10_000, mainCpuMs: 5, messages: 10 }, null)).toBeNull();
  });
  it('per page: both pipelines and their ratio; one 1 Hz burst more in a window does not move it', () => {
    const pages = [
      // The worker window caught 11 bursts of 100 messages (and 11 bursts' work), the inline 10.
      page({ page: 'powerSys', mode: 'worker' }, { windowMs: 10_000, mainCpuMs: 110, messages: 1100 }),
      page({ page: 'powerSys', mode: 'inline' }, { windowMs: 10_000, mainCpuMs: 3000, messages: 1000 }),
      page({ page: 'mainSys', mode: 'worker' }, { windowMs: 10_000, mainCpuMs: 0, messages: 20 }),
      page({ page: 'mainSys', mode: 'inline' }, { windowMs: 10_000, mainCpuMs: 40, messages: 20 }),
    ];
    const w = workByPage(pages);
    expect(w.powerSys!.messagesPerTick).toBe(105);
    expect(w.powerSys!.worker).toBeCloseTo(10.5); // 110 ms ÷ (1100 ÷ 105) s
    expect(w.powerSys!.inline).toBeCloseTo(315); // 3000 ms ÷ (1000 ÷ 105) s
    // 30 ×, as 3 ms a message ÷ 0.1 ms a message; ms per wall second would say 300 ÷ 11 = 27 ×.
    expect(w.powerSys!.ratio).toBeCloseTo(30);
    // A worker that read no CPU time gives no ratio (a figure that could not be measured).
    expect(w.mainSys!.worker).toBe(0);
    expect(w.mainSys!.ratio).toBeNull();
  });
  it('a page without work windows (the plain ×4 pass) or with one pipeline only', () => {
    expect(workByPage([page({ page: 'powerSys', mode: 'worker' }, null)])).toEqual({});
    const one = workByPage([
      page({ page: 'powerSys', mode: 'worker' }, { windowMs: 10_000, mainCpuMs: 100, messages: 1000 }),
    ]);
    expect(one.powerSys).toEqual({ messagesPerTick: 100, worker: 10, inline: null, ratio: null });
  });
  it('prints one row a page: both ms/s, what they come to at the throttle, and both ratios', () => {
    const pages = [
      page({ page: 'powerSys', mode: 'worker' }, { windowMs: 10_000, mainCpuMs: 80, messages: 1000 }),
      page({ page: 'powerSys', mode: 'inline' }, { windowMs: 10_000, mainCpuMs: 2500, messages: 1000 }),
    ];
    const lines = workTable(pages, { powerSys: 7.9 }, 5).split('\n');
    expect(lines[0]).toBe(
      '| page | msg per s of data | worker ms/s | inline ms/s | ≈ at ×5: worker, inline | inline ÷ worker, work | inline ÷ worker, busy share |',
    );
    expect(lines[2]).toBe('| powerSys | 100 | 8 | 250 | 40, 1250 | 31.3× | 7.9× |');
  });
});
