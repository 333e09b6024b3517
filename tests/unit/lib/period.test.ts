import { describe, expect, it } from 'vitest';
import {
  addMonths,
  canMove,
  checkRange,
  comparisonRange,
  coveredRange,
  daysInclusive,
  isDay,
  periodFromQuery,
  periodLabel,
  periodOf,
  periodToQuery,
  sameLastYear,
  shiftPeriod,
} from '@/lib/period';
import { PERIOD_KINDS } from '@/lib/period';

describe('periods in station days', () => {
  it('builds the day, Monday-to-Sunday week, month and year around a day', () => {
    expect(periodOf('day', '2026-11-24')).toEqual({ kind: 'day', start: '2026-11-24', end: '2026-11-24' });
    expect(periodOf('week', '2026-11-24')).toEqual({ kind: 'week', start: '2026-11-23', end: '2026-11-29' });
    expect(periodOf('week', '2026-11-29')).toMatchObject({ start: '2026-11-23' });
    expect(periodOf('month', '2024-02-10')).toEqual({
      kind: 'month',
      start: '2024-02-01',
      end: '2024-02-29',
    });
    expect(periodOf('year', '2026-11-24')).toEqual({ kind: 'year', start: '2026-01-01', end: '2026-12-31' });
  });

  it('moves by whole periods, a custom range by its own length', () => {
    expect(shiftPeriod(periodOf('month', '2026-01-31'), -1)).toMatchObject({
      start: '2025-12-01',
      end: '2025-12-31',
    });
    expect(shiftPeriod(periodOf('month', '2026-01-15'), 1)).toMatchObject({
      start: '2026-02-01',
      end: '2026-02-28',
    });
    expect(shiftPeriod(periodOf('week', '2026-01-01'), -1)).toMatchObject({
      start: '2025-12-22',
      end: '2025-12-28',
    });
    expect(shiftPeriod({ kind: 'custom', start: '2026-11-01', end: '2026-11-10' }, -1)).toEqual({
      kind: 'custom',
      start: '2026-10-22',
      end: '2026-10-31',
    });
    expect(shiftPeriod(periodOf('year', '2024-02-29'), 1)).toMatchObject({ start: '2025-01-01' });
  });

  it('stops previous at commissioning and next at today', () => {
    const month = periodOf('month', '2026-11-24');
    expect(canMove(month, 1, '2026-11-24', null)).toBe(false);
    expect(canMove(periodOf('month', '2026-10-01'), 1, '2026-11-24', null)).toBe(true);
    expect(canMove(periodOf('month', '2023-06-20'), -1, '2026-11-24', '2023-06-18')).toBe(false);
    expect(canMove(periodOf('day', '2023-06-19'), -1, '2026-11-24', '2023-06-18')).toBe(true);
    expect(canMove(periodOf('day', '2023-06-18'), -1, '2026-11-24', '2023-06-18')).toBe(false);
  });

  it('covers only the days from commissioning to today', () => {
    expect(coveredRange(periodOf('month', '2026-11-24'), '2026-11-24', null)).toEqual({
      start: '2026-11-01',
      end: '2026-11-24',
    });
    expect(coveredRange(periodOf('month', '2023-06-01'), '2026-11-24', '2023-06-18')).toEqual({
      start: '2023-06-18',
      end: '2023-06-30',
    });
    expect(coveredRange(periodOf('day', '2026-11-25'), '2026-11-24', null)).toBeNull();
  });

  it('compares like for like with the previous period and the same days last year', () => {
    const month = periodOf('month', '2026-03-10');
    const covered = { start: '2026-03-01', end: '2026-03-10' };
    expect(comparisonRange(month, covered, 'previous', null)).toEqual({
      start: '2026-02-01',
      end: '2026-02-10',
    });
    expect(comparisonRange(month, covered, 'lastYear', null)).toEqual({
      start: '2025-03-01',
      end: '2025-03-10',
    });
    expect(comparisonRange(month, covered, 'lastYear', '2026-01-01')).toBeNull();
    const week = periodOf('week', '2026-11-24');
    expect(comparisonRange(week, { start: '2026-11-23', end: '2026-11-24' }, 'previous', null)).toEqual({
      start: '2026-11-16',
      end: '2026-11-17',
    });
    expect(sameLastYear(periodOf('day', '2024-02-29'))).toMatchObject({ start: '2023-02-28' });
  });

  it('refuses a reversed range and one over the limit before any call', () => {
    expect(checkRange('2026-11-02', '2026-11-01', 60)).toBe('order');
    expect(checkRange('2026-09-01', '2026-10-30', 60)).toBeNull();
    expect(daysInclusive('2026-09-01', '2026-10-30')).toBe(60);
    expect(checkRange('2026-09-01', '2026-10-31', 60)).toBe('tooLong');
    expect(checkRange('2026-11-01', '2026-11-16', 16)).toBeNull();
    expect(checkRange('2026-11-01', '2026-11-17', 16)).toBe('tooLong');
  });

  it('round-trips through the URL query and falls back on anything unusable', () => {
    for (const p of [
      periodOf('week', '2026-11-24'),
      periodOf('year', '2025-05-05'),
      { kind: 'custom' as const, start: '2026-10-01', end: '2026-10-30' },
    ]) {
      expect(
        periodFromQuery(new URLSearchParams(periodToQuery(p)), PERIOD_KINDS, 'day', '2026-11-24'),
      ).toEqual(p);
    }
    const today = '2026-11-24';
    expect(
      periodFromQuery(new URLSearchParams('period=year&from=2026-11-24'), ['day', 'month'], 'month', today),
    ).toEqual(periodOf('month', today));
    expect(
      periodFromQuery(new URLSearchParams('period=day&from=2026-02-30'), PERIOD_KINDS, 'day', today),
    ).toEqual(periodOf('day', today));
    expect(periodFromQuery(new URLSearchParams('period=custom&from=x'), PERIOD_KINDS, 'day', today)).toEqual(
      periodOf('day', today),
    );
  });

  it('labels and validates days', () => {
    expect(periodLabel(periodOf('month', '2026-11-24'))).toBe('2026-11');
    expect(periodLabel(periodOf('week', '2026-11-24'))).toBe('2026-11-23 ~ 2026-11-29');
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2024-02-29')).toBe(true);
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
  });
});
