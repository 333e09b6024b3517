import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readEmsCtrl } from '@/contract/api/ems-ctrl';
import { CONTROL_MODES } from '@/contract/status';
import { isAbsent, wireId, wireList, wireNumber, wireText } from '@/contract/wire';

/*
 * Answers shaped like a real BladeX backend's (ARCHITECTURE.md §3): numbers as strings, large ids
 * as strings, "", -1, [] and null for "absent". The wire schemas read them and never throw.
 */

const absent = fc.constantFrom<unknown>('', -1, '-1', [], null, undefined, '  ');
/** A number as a backend may send it: itself or its text. */
const wiredNumber = fc
  .double({ noNaN: true, noDefaultInfinity: true, min: -1e9, max: 1e9 })
  .filter((n) => n !== -1)
  .chain((n) => fc.tuple(fc.constant(n), fc.constantFrom(n, String(n))));
const anything = fc.anything();

describe('wire values', () => {
  it('reads numbers and numeric strings as the number, absent markers as null', () => {
    fc.assert(fc.property(wiredNumber, ([n, wired]) => wireNumber.parse(wired) === n));
    fc.assert(fc.property(absent, (v) => wireNumber.parse(v) === null && isAbsent(v)));
  });

  it('keeps large ids exact as strings', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 2n ** 63n }), (id) => wireId.parse(String(id)) === String(id)),
    );
    expect(wireId.parse(12)).toBe('12');
    expect(wireId.parse(-1)).toBeNull();
  });

  it('never throws on anything', () => {
    fc.assert(
      fc.property(anything, (v) => {
        wireNumber.parse(v);
        wireId.parse(v);
        wireText.parse(v);
        expect(Array.isArray(wireList(wireNumber).parse(v))).toBe(true);
      }),
    );
  });
});

describe('devicealarm/getEmsctrl answers (readEmsCtrl)', () => {
  const answer = fc.record({
    mode: fc.oneof(fc.constantFrom<unknown>(...CONTROL_MODES), absent, fc.string()),
    power: fc.oneof(
      wiredNumber.map(([, w]) => w),
      absent,
    ),
    ratedPowerKw: fc.oneof(
      wiredNumber.map(([, w]) => w),
      absent,
    ),
  });

  it('reads the mode from any backend-shaped answer, or says there is none (null)', () => {
    fc.assert(
      fc.property(answer, (raw) => {
        const read = readEmsCtrl(raw);
        // A mode's name in any case and with blanks around it is that mode.
        const name = typeof raw.mode === 'string' ? raw.mode.trim().toLowerCase() : null;
        const known = name !== null && (CONTROL_MODES as readonly string[]).includes(name);
        if (!known) {
          expect(read).toBeNull();
        } else {
          expect(read?.mode).toBe(name);
          expect(Number.isFinite(read?.manualKw)).toBe(true);
          expect(read?.pcsRatedKw === null || (read?.pcsRatedKw ?? 0) > 0).toBe(true);
        }
      }),
    );
  });

  it('a code-404 answer (data null) or anything else is no mode, never an error', () => {
    fc.assert(
      fc.property(anything, (v) => {
        readEmsCtrl(v);
      }),
    );
    expect(readEmsCtrl(null)).toBeNull();
    expect(readEmsCtrl({ mode: 'manual', power: '-50.5', ratedPowerKw: '100' })).toEqual({
      mode: 'manual',
      manualKw: -50.5,
      pcsRatedKw: 100,
    });
  });
});
