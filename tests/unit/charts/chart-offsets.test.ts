import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { offsetOf, toChartTime, toSeriesData } from '../../../src/components/charts/chart-data';
import { offsetMinutes } from '../../../src/lib/station-time';

const ZONES = [
  'Asia/Shanghai',
  'Europe/Berlin',
  'America/New_York',
  'Australia/Lord_Howe',
  'America/Santiago',
];
const QUARTER = 900_000;

describe('chart offsets (cached per six-hour block or quarter hour)', () => {
  it('equal the zone offset at every quarter hour around DST transitions', () => {
    // 2026 transitions: Berlin 29 Mar / 25 Oct, New York 8 Mar / 1 Nov, Lord Howe (30 min) 5 Apr / 4 Oct.
    const days = ['2026-03-08', '2026-03-29', '2026-04-05', '2026-10-04', '2026-10-25', '2026-11-01'];
    for (const tz of ZONES)
      for (const day of days) {
        const from = Date.parse(`${day}T00:00:00Z`) - 24 * 3_600_000;
        for (let ms = from; ms < from + 72 * 3_600_000; ms += QUARTER)
          expect(offsetOf(ms, tz), `${tz} ${new Date(ms).toISOString()}`).toBe(offsetMinutes(ms, tz));
      }
  });

  it('equal the zone offset at any instant (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.parse('2020-01-01'), max: Date.parse('2030-01-01') }),
        fc.constantFrom(...ZONES),
        (ms, tz) => offsetOf(ms, tz) === offsetMinutes(Math.floor(ms / QUARTER) * QUARTER, tz),
      ),
      { numRuns: 2000 },
    );
  });

  it('a series converts as its points one by one, across DST transitions, at any spacing', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.constantFrom('2026-03-08', '2026-03-29', '2026-04-05', '2026-10-04', '2026-10-25', '2026-11-01'),
        fc.integer({ min: 60_000, max: 3 * 3_600_000 }),
        fc.integer({ min: 0, max: 86_400_000 }),
        (tz, day, step, shift) => {
          const from = Date.parse(`${day}T00:00:00Z`) - 36 * 3_600_000 + shift;
          const points = Array.from({ length: Math.ceil((72 * 3_600_000) / step) }, (_, i) => ({
            t: from + i * step,
            v: i % 7 === 3 ? null : i,
          }));
          expect(toSeriesData(points, tz)).toEqual(
            points.map((p) => ({ time: toChartTime(p.t, tz), ...(p.v === null ? {} : { value: p.v }) })),
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});
