import { describe, expect, it } from 'vitest';
import {
  dateToText,
  fromDateValue,
  monthGrid,
  textToDate,
  textToValue,
  valueToText,
} from '@/lib/date-time-text';

describe('date-time input text (24-hour, any browser locale)', () => {
  it('shows a value as yyyy-MM-dd HH:mm', () => {
    expect(valueToText('2026-03-09T17:05')).toBe('2026-03-09 17:05');
    expect(valueToText('')).toBe('');
  });

  it('reads what a person types: separators, one-digit parts, a bare date as midnight', () => {
    expect(textToValue('2026-3-9 7:05')).toBe('2026-03-09T07:05');
    expect(textToValue('2026/03/09 23:59')).toBe('2026-03-09T23:59');
    expect(textToValue('2026.3.9')).toBe('2026-03-09T00:00');
    expect(textToValue('2026-03-09T17:05')).toBe('2026-03-09T17:05');
    expect(textToValue('  ')).toBe('');
  });

  it('passes impossible dates and 12-hour text on unchanged so the form reports them', () => {
    for (const bad of ['2026-02-30 10:00', '2026-13-01', '2026-01-01 24:00', '03/09/2026 05:00 PM'])
      expect(textToValue(bad)).toBe(bad.trim());
  });

  it('lays a month out in Monday-first weeks', () => {
    const weeks = monthGrid(2026, 11); // 1 Nov 2026 is a Sunday
    expect(weeks[0]).toEqual([null, null, null, null, null, null, 1]);
    expect(weeks.flat().filter((d) => d !== null)).toHaveLength(30);
  });

  it('date-only fields: yyyy-MM-dd values, typed leniently, a time dropped, bad text kept', () => {
    expect(textToDate('2030-1-7')).toBe('2030-01-07');
    expect(textToDate('2030/01/07 13:00')).toBe('2030-01-07');
    expect(textToDate('')).toBe('');
    expect(textToDate('2030-02-30')).toBe('2030-02-30');
    expect(textToDate('tomorrow')).toBe('tomorrow');
    expect(dateToText('2030-01-07')).toBe('2030-01-07');
    expect(dateToText('2030-13-01')).toBe('2030-13-01');
    expect(fromDateValue('2030-01-07')).toMatchObject({ year: 2030, month: 1, day: 7, hour: 0 });
    expect(fromDateValue('2030-01-07T10:00')).toBeNull();
  });
});
