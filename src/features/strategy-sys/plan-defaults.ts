import { addDays, addMonths } from '@/lib/period';

/** How long a new plan runs unless the operator says otherwise: a tariff year. */
const DEFAULT_PLAN_MONTHS = 12;

/**
 * The dates a new plan starts with: from today for one year (today + 12 months − 1 day), never a
 * plan that ends the day it starts. 2026-11-27 → 2027-11-26; 2028-02-29 → 2029-02-27.
 */
export function defaultPlanDates(today: string): { startDate: string; endDate: string } {
  return { startDate: today, endDate: addDays(addMonths(today, DEFAULT_PLAN_MONTHS), -1) };
}
