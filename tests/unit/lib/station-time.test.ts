import { describe, expect, it } from 'vitest';
import {
  formatZoned,
  isoWithOffset,
  isValidTimeZone,
  offsetMinutes,
  zonedDay,
  zonedDayBounds,
  zonedToEpoch,
} from '@/lib/station-time';

describe('station time', () => {
  it('reads the day in the station zone, not the browser zone', () => {
    const ms = Date.UTC(2026, 10, 23, 17, 30); // 01:30 on the 24th in Shanghai
    expect(zonedDay(ms, 'Asia/Shanghai')).toBe('2026-11-24');
    expect(zonedDay(ms, 'UTC')).toBe('2026-11-23');
    expect(formatZoned(ms, 'Asia/Shanghai')).toBe('2026-11-24 01:30:00');
  });

  it('writes ISO timestamps with the offset', () => {
    expect(isoWithOffset(Date.UTC(2026, 0, 1, 0, 0), 'Asia/Shanghai')).toBe('2026-01-01T08:00:00+08:00');
    expect(isoWithOffset(Date.UTC(2026, 0, 1, 0, 0), 'America/New_York')).toBe('2025-12-31T19:00:00-05:00');
  });

  it('gives a DST day 23 or 25 hours', () => {
    const spring = zonedDayBounds('2026-03-29', 'Europe/Berlin');
    const autumn = zonedDayBounds('2026-10-25', 'Europe/Berlin');
    const plain = zonedDayBounds('2026-11-24', 'Asia/Shanghai');
    expect((spring.end - spring.start) / 3_600_000).toBe(23);
    expect((autumn.end - autumn.start) / 3_600_000).toBe(25);
    expect((plain.end - plain.start) / 3_600_000).toBe(24);
    expect(plain.start).toBe(Date.UTC(2026, 10, 23, 16));
  });

  it('round-trips wall-clock times and offsets', () => {
    const ms = zonedToEpoch(2026, 7, 1, 'Europe/Berlin', 12, 15);
    expect(formatZoned(ms, 'Europe/Berlin', false)).toBe('2026-07-01 12:15');
    expect(offsetMinutes(ms, 'Europe/Berlin')).toBe(120);
  });

  it('tells valid zones from typos', () => {
    expect(isValidTimeZone('Asia/Shanghai')).toBe(true);
    expect(isValidTimeZone('Asia/Shanghia')).toBe(false);
  });
});
