import { describe, expect, it } from 'vitest';
import { lastSevenDays } from '@/features/chart-sys/last-days';

describe("chartSys' last-7-days panel follows the chosen period", () => {
  it('takes the last seven days of a longer period, ending on its last day', () => {
    expect(lastSevenDays({ startTime: '2026-09-01', endTime: '2026-09-30' })).toEqual({
      startTime: '2026-09-24',
      endTime: '2026-09-30',
    });
  });

  it('crosses a month boundary', () => {
    expect(lastSevenDays({ startTime: '2026-02-10', endTime: '2026-03-03' })).toEqual({
      startTime: '2026-02-25',
      endTime: '2026-03-03',
    });
  });

  it('keeps a shorter period whole (a day, or a month just begun)', () => {
    expect(lastSevenDays({ startTime: '2026-11-17', endTime: '2026-11-17' })).toEqual({
      startTime: '2026-11-17',
      endTime: '2026-11-17',
    });
    expect(lastSevenDays({ startTime: '2026-11-01', endTime: '2026-11-03' })).toEqual({
      startTime: '2026-11-01',
      endTime: '2026-11-03',
    });
  });
});
