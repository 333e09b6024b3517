import { describe, expect, it } from 'vitest';
import { bookedEnergy, chargeDataInputSchema, chargeFigures } from '@/contract/api/charging';

const valid = {
  pileNo: '2',
  startTime: '2026-02-03 08:00:00',
  endTime: '2026-02-03 09:30:00',
  meterStart: '100.5',
  meterStop: '142.25',
  rate: '1.2',
};

/** The message key of the first issue on `field`, or null when the input passes. */
function issue(input: Record<string, unknown>, field: string): string | null {
  const r = chargeDataInputSchema.safeParse(input);
  if (r.success) return null;
  return r.error.issues.find((i) => i.path[0] === field)?.message ?? null;
}

describe('charging data schema (shared by the dialog and the simulator)', () => {
  it('accepts what the form holds (strings) and gives numbers', () => {
    const r = chargeDataInputSchema.parse(valid);
    expect(r).toMatchObject({ pileNo: 2, meterStart: 100.5, meterStop: 142.25, rate: 1.2 });
  });

  it.each([
    ['rate', '-1'],
    ['rate', 'abc'],
    ['rate', NaN], // the form's value for an empty field
    ['meterStart', '-0.1'],
    ['meterStop', 'x'],
    ['pileNo', '0'],
    ['pileNo', '1.5'],
  ])('%s = %s: Please enter the correct parameter!', (field, value) => {
    expect(issue({ ...valid, [field]: value }, field)).toBe('correctParameter');
  });

  it('a stop reading below the start reading is a wrong parameter (no negative energy)', () => {
    expect(issue({ ...valid, meterStop: '99' }, 'meterStop')).toBe('correctParameter');
  });

  it('start after (or at) the end: Time choose error! on the end field', () => {
    expect(issue({ ...valid, startTime: '2026-02-03 10:00:00' }, 'endTime')).toBe('timeChooseError');
    expect(issue({ ...valid, endTime: valid.startTime }, 'endTime')).toBe('timeChooseError');
    expect(issue({ ...valid, startTime: '' }, 'startTime')).toBe('timeChooseError');
    expect(issue({ ...valid, endTime: '2026-02-03 9:30' }, 'endTime')).toBe('timeChooseError');
  });

  it('amount is energy rounded to 3 decimals times the rate, rounded to 2', () => {
    expect(chargeFigures(41.75, 1.2)).toEqual({ energyKwh: 41.75, amount: 50.1 });
    expect(chargeFigures(10.0004, 1.5)).toEqual({ energyKwh: 10, amount: 15 });
    expect(chargeFigures(0, 3)).toEqual({ energyKwh: 0, amount: 0 });
  });

  it('an edit that keeps both meter readings keeps the booked energy; a changed reading rebooks', () => {
    const before = { meterStart: 10, meterStop: 30, energyKwh: 12.5 };
    expect(bookedEnergy({ meterStart: 10, meterStop: 30 }, before)).toBe(12.5);
    expect(bookedEnergy({ meterStart: 10, meterStop: 40 }, before)).toBe(30);
    expect(bookedEnergy({ meterStart: 10, meterStop: 40 }, null)).toBe(30);
  });
});

describe('charging data schema: every message at once', () => {
  it('reports a time error even while a number is wrong too', () => {
    const r = chargeDataInputSchema.safeParse({ ...valid, startTime: '2026-02-03 10:00:00', rate: 'abc' });
    expect(r.success).toBe(false);
    const by = Object.fromEntries((r.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));
    expect(by).toEqual({ rate: 'correctParameter', endTime: 'timeChooseError' });
  });
});
