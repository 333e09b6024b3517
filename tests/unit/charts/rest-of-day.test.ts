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

describe('restOfDay, asked again (its day end is cached per zone and quarter hour)', () => {
  it('keeps each answer right for a zone whose midnight is not on a whole UTC hour', () => {
    // Kolkata is UTC+5:30: station midnight of 25 Nov is 18:30Z on the 24th.
    const before = Date.parse('2026-11-24T18:25:00Z'); // 23:55 on the 24th, station time
    const after = Date.parse('2026-11-24T18:30:00Z'); // 00:00 on the 25th
    for (let i = 0; i < 2; i++) {
      expect(restOfDay(before, 'Asia/Kolkata')).toEqual([]);
      expect(restOfDay(after, 'Asia/Kolkata').length).toBe(287);
      expect(restOfDay(Date.parse('2026-11-24T10:00:00+08:00'), 'Asia/Shanghai').length).toBe(167);
    }
  });
});
