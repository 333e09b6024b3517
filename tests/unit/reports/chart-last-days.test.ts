import { describe, expect, it } from 'vitest';
import { dayTime } from '@/components/charts/day-chart';
import { lastSevenDays, mergeLastDays } from '@/features/chart-sys/last-days';
import { zonedToEpoch } from '@/lib/station-time';

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

describe('mergeLastDays', () => {
  it("puts a day's charge, discharge and profit in one row, oldest first, missing ones undefined", () => {
    const q = (date: string, c: number) => ({ date, charge: { total: c }, discharge: { total: c + 1 } });
    expect(
      mergeLastDays(
        [q('2026-09-30', 1), q('2026-09-29', 3)],
        [
          { date: '2026-09-29', profit: 7 },
          { date: '2026-09-28', profit: 5 },
        ],
      ),
    ).toEqual([
      { date: '2026-09-28', charge: undefined, discharge: undefined, profit: 5 },
      { date: '2026-09-29', charge: 3, discharge: 4, profit: 7 },
      { date: '2026-09-30', charge: 1, discharge: 2, profit: undefined },
    ]);
  });
});

describe('dayTime (kept per zone and day)', () => {
  it('is the station midnight by zonedToEpoch, the same for the same day and zone', () => {
    for (const tz of ['Asia/Shanghai', 'Europe/Berlin'])
      for (const d of ['2026-03-29', '2026-10-25', '2026-12-31']) {
        const [y, m, day] = d.split('-').map(Number);
        expect(dayTime(d, tz)).toBe(zonedToEpoch(y, m, day, tz));
        expect(dayTime(d, tz)).toBe(zonedToEpoch(y, m, day, tz));
      }
    expect(dayTime('2026-11', 'Asia/Shanghai')).toBe(zonedToEpoch(2026, 11, 1, 'Asia/Shanghai'));
    expect(dayTime('2026-03-29', 'Asia/Shanghai')).not.toBe(dayTime('2026-03-29', 'Europe/Berlin'));
  });
});
