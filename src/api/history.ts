import {
  historyPointSchema,
  historyTotalSchema,
  type HistoryPoint,
  type HistoryTotal,
} from '@/contract/api/history';
import { wireArray } from '@/contract/wire';
import { get } from './http';
import { readAnswer } from './read-answer';

/* History data (spec §7 "History"); a code-404 answer (spec §8: data null) reads as no points. */

export interface HistoryRange {
  startTime: string;
  endTime: string;
  site?: string;
}

const points = wireArray(historyPointSchema);
const totals = wireArray(historyTotalSchema);

/** 5-minute power points of the days `yyyy-MM-dd` (at most 60 days: fetched and parsed off the main thread). */
export async function getHistoryDay(q: HistoryRange): Promise<HistoryPoint<null>[]> {
  const answer = await get('datapower/history/day', q, { offMainThread: true });
  return readAnswer(points, answer, 'datapower/history/day');
}

/** Energy per day (`yyyy-MM-dd`, at most 60 days). */
export async function getHistoryMonth(q: HistoryRange): Promise<HistoryTotal[]> {
  return readAnswer(totals, await get('datapower/history/month', q), 'datapower/history/month');
}

/** Energy per month (`yyyy-MM`, at most 24 months). */
export async function getHistoryYear(q: HistoryRange): Promise<HistoryTotal[]> {
  return readAnswer(totals, await get('datapower/history/year', q), 'datapower/history/year');
}
