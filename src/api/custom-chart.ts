import {
  chartDataSchema,
  customChartSchema,
  type ChartData,
  type CustomChart,
  type CustomChartInput,
} from '@/contract/api/custom-chart';
import { wireArray, wireBool, wireNullable } from '@/contract/wire';
import { get, post } from './http';
import { saveFile } from './download';
import { readAnswer } from './read-answer';

/*
 * Custom charts (spec §7 Data "customchart", issue 28); payloads and answer schemas in
 * src/contract/api/custom-chart.ts. A code-404 answer (spec §8: normal, data null) reads as [] or
 * null; a save's null rejects with an ApiError.
 */

export const customChartKeys = {
  list: (site: string) => ['customchart', 'list', site] as const,
  /** `maxPoints`: the drawn (reduced) answer; without it, every stored point (the export). */
  chart: (site: string, id: string, startTime: string, endTime: string, maxPoints?: number) =>
    ['customchart', 'chart', site, id, startTime, endTime, maxPoints ?? 'all'] as const,
};

/** The user's charts; [] on a code-404 answer (spec §8). */
export const getCustomCharts = async (site: string): Promise<CustomChart[]> =>
  readAnswer(wireArray(customChartSchema), await get('customchart/list', { site }), 'customchart/list');
/** Adds (no id) or edits one of the user's charts. */
export const saveCustomChart = async (site: string, chart: CustomChartInput): Promise<CustomChart> =>
  readAnswer(
    customChartSchema,
    await post('customchart/save', { query: { site }, json: chart }),
    'customchart/save',
  );
/** A removal answers true (BladeX `R.status`); null reads as false. */
export const removeCustomCharts = async (site: string, ids: string[]): Promise<boolean> =>
  readAnswer(
    wireBool,
    await post('customchart/remove', { query: { site, ids: ids.join(',') } }),
    'customchart/remove',
  );
/**
 * The chart's stored history over `[startTime, endTime]` (`yyyy-MM-dd HH:mm:ss`, station time);
 * null on code 404. With `maxPoints`, a longer series may come as min/max buckets (`bucketMs`).
 */
export async function getChartData(
  site: string,
  id: string,
  startTime: string,
  endTime: string,
  maxPoints?: number,
): Promise<ChartData | null> {
  // (an undefined maxPoints is left out of the query)
  // Up to 94 KB drawn (8 tags × 30 days): fetched and parsed off the main thread.
  const answer = await get(
    'customchart/chart',
    { site, id, startTime, endTime, maxPoints },
    { offMainThread: true },
  );
  return readAnswer(wireNullable(chartDataSchema), answer, 'customchart/chart');
}
/** Saves the chart's shown data (CSV made in the browser) as `<station>_<chart name>.csv`. */
export const saveChartCsv = (csv: string, fileName: string) =>
  saveFile(new Blob([`\uFEFF${csv}`], { type: 'text/csv;charset=utf-8' }), fileName);
