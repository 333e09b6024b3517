import { describe, expect, it } from 'vitest';
import { restOfDay } from '../../../src/features/history-sys/power-chart';

describe('restOfDay (the day view draws today on the whole day axis)', () => {
  it('gives the 5-minute slots after the last point up to the station midnight', () => {
    const last = Date.parse('2026-11-24T10:00:00+08:00');
    const rest = restOfDay(last, 'Asia/Shanghai');
    expect(rest.length).toBe(167); // 10:05 … 23:55
    expect(rest[0]).toBe(Date.parse('2026-11-24T10:05:00+08:00'));
    expect(rest.at(-1)).toBe(Date.parse('2026-11-24T23:55:00+08:00'));
    expect(restOfDay(Date.parse('2026-11-24T23:55:00+08:00'), 'Asia/Shanghai')).toEqual([]);
  });

  it('follows the station day, not UTC or the browser, including a 25-hour day', () => {
    // New York, 1 Nov 2026: clocks go back, the day has 300 slots; midnight is 04:00Z.
    const first = Date.parse('2026-11-01T04:00:00Z');
    expect(restOfDay(first, 'America/New_York').length).toBe(299);
    // 07:00 in Shanghai is still the same station day although it is the day before in UTC.
    expect(restOfDay(Date.parse('2026-11-24T07:00:00+08:00'), 'Asia/Shanghai').length).toBe(203);
  });
});
