import { describe, expect, it } from 'vitest';
import { planSchema } from '@/contract/api/strategy-schema';
import { defaultPlanDates } from '@/features/strategy-sys/plan-defaults';

describe('a new strategy plan', () => {
  it('starts today and runs a year, not ending the day it starts', () => {
    expect(defaultPlanDates('2026-11-27')).toEqual({ startDate: '2026-11-27', endDate: '2027-11-26' });
  });

  it('handles the turn of the year and a leap day', () => {
    expect(defaultPlanDates('2026-01-01').endDate).toBe('2026-12-31');
    expect(defaultPlanDates('2028-02-29').endDate).toBe('2029-02-27');
  });

  it('gives dates the plan schema accepts once the rest is filled in', () => {
    const dates = defaultPlanDates('2026-11-27');
    const parsed = planSchema.safeParse({
      name: 'Winter',
      ...dates,
      templateId: 't1',
      cycle: 'daily',
      weekdays: [],
      monthDays: [],
      priority: 1,
    });
    expect(parsed.success).toBe(true);
    expect(dates.endDate > dates.startDate).toBe(true);
  });
});
