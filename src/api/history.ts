import type { HistoryPoint, HistoryTotal } from '@/contract/api/history';
import { get } from './http';

/* History data (spec §7 "History"). */

export interface HistoryRange {
  startTime: string;
  endTime: string;
  site?: string;
}

/** 5-minute power points of the days `yyyy-MM-dd` (at most 60 days). */
export function getHistoryDay(q: HistoryRange): Promise<HistoryPoint[]> {
  return get('datapower/history/day', q);
}

/** Energy per day (`yyyy-MM-dd`, at most 60 days). */
export function getHistoryMonth(q: HistoryRange): Promise<HistoryTotal[]> {
  return get('datapower/history/month', q);
}

/** Energy per month (`yyyy-MM`, at most 24 months). */
export function getHistoryYear(q: HistoryRange): Promise<HistoryTotal[]> {
  return get('datapower/history/year', q);
}
