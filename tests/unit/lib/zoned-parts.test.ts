import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { zonedParts } from '@/lib/station-time';

/** Intl's own reading of the calendar fields: what zonedParts must equal. */
function intl(ms: number, timeZone: string) {
  const out: Record<string, number> = {};
  const f = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  for (const p of f.formatToParts(ms)) if (p.type !== 'literal') out[p.type] = Number(p.value);
  return {
    year: out.year,
    month: out.month,
    day: out.day,
    hour: out.hour % 24,
    minute: out.minute,
    second: out.second,
  };
}

// Zones with DST on either hemisphere, half- and quarter-hour offsets, a 30-minute DST shift
// (Lord Howe) and a DST change at 02:45 (Chatham).
const ZONES = [
  'Asia/Shanghai',
  'UTC',
  'Europe/Berlin',
  'Europe/London',
  'America/New_York',
  'America/St_Johns',
  'Australia/Sydney',
  'Australia/Lord_Howe',
  'Asia/Kathmandu',
  'Asia/Kolkata',
  'Pacific/Chatham',
  'America/Santiago',
];

describe('zonedParts: the offset per quarter hour gives what Intl gives (issue 34)', () => {
  it('at any instant from 2000 to 2040 in every zone', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }),
        fc.constantFrom(...ZONES),
        (ms, zone) => {
          expect(zonedParts(ms, zone)).toEqual(intl(ms, zone));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('every second around the DST changes of 2026 (Berlin, New York, Lord Howe, Chatham)', () => {
    const changes = [
      ['Europe/Berlin', Date.UTC(2026, 2, 29, 1)],
      ['Europe/Berlin', Date.UTC(2026, 9, 25, 1)],
      ['America/New_York', Date.UTC(2026, 2, 8, 7)],
      ['America/New_York', Date.UTC(2026, 10, 1, 6)],
      ['Australia/Lord_Howe', Date.UTC(2026, 3, 4, 15)],
      ['Australia/Lord_Howe', Date.UTC(2026, 9, 3, 15, 30)],
      ['Pacific/Chatham', Date.UTC(2026, 3, 4, 14)],
    ] as const;
    for (const [zone, at] of changes)
      for (let ms = at - 20 * 60_000; ms <= at + 20 * 60_000; ms += 1000)
        expect(zonedParts(ms, zone), `${zone} ${new Date(ms).toISOString()}`).toEqual(intl(ms, zone));
  });

  it('within a second, and before 1970, the second is the one Intl shows', () => {
    for (const ms of [Date.UTC(2026, 10, 28, 12, 0, 0, 999), -1500, Date.UTC(1969, 11, 31, 23, 59, 59, 1)])
      expect(zonedParts(ms, 'Asia/Shanghai')).toEqual(intl(ms, 'Asia/Shanghai'));
  });

  it('an invalid instant throws as Intl does', () => {
    expect(() => zonedParts(NaN, 'Asia/Shanghai')).toThrow(RangeError);
  });
});
