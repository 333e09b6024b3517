import { describe, expect, it } from 'vitest';
import { crosshairLabel, tickMarkLabel } from '@/components/charts/chart-time-format';

// Chart times are station wall-clock read as UTC: 2026-03-07 13:05:09 "UTC".
const T = Date.UTC(2026, 2, 7, 13, 5, 9) / 1000;

describe('chart time labels', () => {
  it('24-hour times in both languages, never AM/PM', () => {
    expect(tickMarkLabel(T, 3, 'en')).toBe('13:05');
    expect(tickMarkLabel(T, 3, 'zh')).toBe('13:05');
    expect(tickMarkLabel(T, 4, 'en')).toBe('13:05:09');
    expect(tickMarkLabel(Date.UTC(2026, 2, 7, 0, 0) / 1000, 3, 'zh')).toBe('00:00');
  });
  it('days, months and years in the chosen language', () => {
    expect(tickMarkLabel(T, 2, 'zh')).toBe('7日');
    expect(tickMarkLabel(T, 2, 'en')).toBe('7');
    expect(tickMarkLabel(T, 1, 'en')).toBe('Mar');
    expect(tickMarkLabel(T, 1, 'zh')).toBe('3月');
    expect(tickMarkLabel(T, 0, 'zh')).toBe('2026年');
    expect(tickMarkLabel(T, 0, 'en')).toBe('2026');
  });
  it('the crosshair shows the date and time, or the date alone on bar charts', () => {
    expect(crosshairLabel(T, false)).toBe('2026-03-07 13:05');
    expect(crosshairLabel(T, true)).toBe('2026-03-07');
  });
});
