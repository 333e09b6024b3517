import { describe, expect, it } from 'vitest';
import {
  addMonthsTo,
  checkMonthRange,
  defaultMonthRange,
  monthsInclusive,
} from '@/features/history-sys/month-range-rules';

describe('historySys monthly range (spec §5: at most 24 months)', () => {
  it('accepts up to 24 months and refuses 25', () => {
    expect(checkMonthRange('2024-12', '2026-11', '2026-11')).toBeNull();
    expect(monthsInclusive('2024-12', '2026-11')).toBe(24);
    expect(checkMonthRange('2024-11', '2026-11', '2026-11')).toBe('tooLong');
  });

  it('refuses a start after the end, a month after this one, and text that is not a month', () => {
    expect(checkMonthRange('2026-05', '2026-04', '2026-11')).toBe('order');
    expect(checkMonthRange('2026-10', '2026-12', '2026-11')).toBe('order');
    expect(checkMonthRange('2026-13', '2026-12', '2026-12')).toBe('order');
    expect(checkMonthRange('', '2026-11', '2026-11')).toBe('order');
  });

  it('moves months across years', () => {
    expect(addMonthsTo('2026-01', -1)).toBe('2025-12');
    expect(addMonthsTo('2026-11', -11)).toBe('2025-12');
    expect(addMonthsTo('2025-12', 1)).toBe('2026-01');
  });

  it('opens on the last 12 months, not before commissioning', () => {
    expect(defaultMonthRange('2026-11', '2024-03-05')).toEqual({ from: '2025-12', to: '2026-11' });
    expect(defaultMonthRange('2026-11', '2026-06-20')).toEqual({ from: '2026-06', to: '2026-11' });
    expect(defaultMonthRange('2026-11', null)).toEqual({ from: '2025-12', to: '2026-11' });
  });
});
