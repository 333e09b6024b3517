import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { offsetOf } from '../../../src/components/charts/chart-data';
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
});
