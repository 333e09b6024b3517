import { describe, expect, it } from 'vitest';
import { dayTone, toneColour } from '@/features/main-sys/top7-days';

describe('7-day profit chart: which day is partial', () => {
  const today = '2026-11-27';

  it('marks today as partial, never as a loss, however negative its morning', () => {
    expect(dayTone(today, -1_250.5, today)).toBe('partial');
    expect(toneColour(dayTone(today, -1_250.5, today), -1_250.5)).toBe('var(--c-muted)');
    expect(toneColour(dayTone(today, 300, today), 300)).toBe('var(--c-success)');
  });

  it('draws a past losing day as a loss even when it is the last row (today has no row yet)', () => {
    const rows = [
      { date: '2026-11-25', profit: 410 },
      { date: '2026-11-26', profit: -75 },
    ];
    expect(rows.map((r) => dayTone(r.date, r.profit, today))).toEqual(['gain', 'loss']);
    expect(toneColour('loss', -75)).toBe('var(--c-danger)');
  });

  it('keeps a day with zero profit as a gain, not a loss', () => {
    expect(dayTone('2026-11-20', 0, today)).toBe('gain');
  });
});
