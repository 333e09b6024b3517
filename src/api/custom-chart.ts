import type { ChartData, CustomChart, CustomChartInput } from '@/contract/api/custom-chart';
import { get, post, saveFile } from './http';

/* Custom charts (spec §7 Data "customchart", issue 28); payloads in src/contract/api/custom-chart.ts. */

export const customChartKeys = {
  list: (site: string) => ['customchart', 'list', site] as const,
  chart: (site: string, id: string, startTime: string, endTime: string) =>
    ['customchart', 'chart', site, id, startTime, endTime] as const,
};

/** The user's charts; null on a code-404 answer (spec §8). */
export const getCustomCharts = (site: string) => get<CustomChart[] | null>('customchart/list', { site });
/** Adds (no id) or edits one of the user's charts. */
export const saveCustomChart = (site: string, chart: CustomChartInput) =>
  post<CustomChart>('customchart/save', { query: { site }, json: chart });
export const removeCustomCharts = (site: string, ids: string[]) =>
  post<boolean>('customchart/remove', { query: { site, ids: ids.join(',') } });
/** The chart's stored history over `[startTime, endTime]` (`yyyy-MM-dd HH:mm:ss`, station time). */
export const getChartData = (site: string, id: string, startTime: string, endTime: string) =>
  get<ChartData | null>('customchart/chart', { site, id, startTime, endTime });
/** Saves the chart's shown data (CSV made in the browser) as `<station>_<chart name>.csv`. */
export const saveChartCsv = (csv: string, fileName: string) =>
  saveFile(new Blob([`\uFEFF${csv}`], { type: 'text/csv;charset=utf-8' }), fileName);
