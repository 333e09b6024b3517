import { useQuery } from '@tanstack/react-query';
import type {
  ThresholdImportResult,
  ThresholdPoint,
  ThresholdReplayAnswer,
  ThresholdRow,
  ThresholdRule,
  ThresholdSetRequest,
  ThresholdValues,
} from '@/contract/api/threshold';
import type { TagAlarmBatchResult, TagAlarmData, TagAlarmRow, TagAlarmRule } from '@/contract/api/tag-alarm';
import type { Page } from '@/contract/envelope';
import { download, type DownloadOptions, get, post } from './http';

/* Alarm thresholds (spec "Backup and thresholds"; src/contract/api/threshold.ts). */

export function getThresholds(): Promise<ThresholdValues> {
  return get('deviceThreshold/value/get');
}

/** Administrator only. */
export function setThresholds(change: ThresholdSetRequest): Promise<ThresholdValues> {
  return post('deviceThreshold/value/set', { json: change });
}

/** How often the console asks again: an administrator's change reaches every screen within this. */
export const THRESHOLD_POLL_MS = 15_000;

export const thresholdKey = ['deviceThreshold', 'value'] as const;

/** The thresholds in force, polled (the status derivation follows an administrator's change). */
export function useAlarmThresholds() {
  return useQuery({
    queryKey: thresholdKey,
    queryFn: getThresholds,
    refetchInterval: THRESHOLD_POLL_MS,
    staleTime: THRESHOLD_POLL_MS / 2,
  });
}

/* Configurable rules per point and level (issue 25; src/contract/threshold-rules.ts). */

export function listThresholdRules(): Promise<ThresholdRow[]> {
  return get('deviceThreshold/list');
}

export function pageThresholdRules(query: { current: number; size: number; point?: ThresholdPoint }) {
  return get<Page<ThresholdRow>>('deviceThreshold/page', query);
}

export function getThresholdRule(point: ThresholdPoint): Promise<ThresholdRow> {
  return get('deviceThreshold/value/get', { point });
}

/** Administrator only; an invalid expression answers 400 naming the field and the position. */
export function saveThresholdRule(rule: ThresholdRule): Promise<ThresholdRow> {
  return post('deviceThreshold/value/set', { json: rule });
}

/** Saves every rule as `<station>_<fileName>.xlsx`. */
export function exportThresholdRules(fileName: string, options: DownloadOptions = {}): Promise<string> {
  return download('deviceThreshold/template/export', undefined, fileName, options);
}

/** Saves the blank template (default rules, all off). */
export function downloadThresholdTemplate(fileName: string, options: DownloadOptions = {}): Promise<string> {
  return download('deviceThreshold/template/download', undefined, fileName, options);
}

export const thresholdRuleKeys = {
  list: ['deviceThreshold', 'list'] as const,
  replay: ['deviceThreshold', 'replay'] as const,
};

/** The rule as typed run over the point's last 24 h (extension; 404 from a real backend). */
export function replayThresholdRule(rule: ThresholdRule): Promise<ThresholdReplayAnswer | null> {
  return get('deviceThreshold/replay', { rule: JSON.stringify(rule) });
}

/** Administrator only. The workbook travels as base64 JSON; a bad row answers 400 naming it. */
export async function importThresholdRules(file: File): Promise<ThresholdImportResult | null> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return post('deviceThreshold/template/import', { json: { fileName: file.name, content: btoa(binary) } });
}

/* Tag alarms (spec §7 Data; src/contract/api/tag-alarm.ts). */

export const tagAlarmKeys = {
  list: ['tagalarm', 'list'] as const,
  data: ['tagalarm', 'data'] as const,
};

export const listTagAlarms = () => get<TagAlarmRow[]>('tagalarm/list');
export const getTagAlarmData = () => get<TagAlarmData[]>('tagalarm/data');

/** Administrator only; each tag is saved or refused on its own. */
export const submitTagAlarms = (rules: TagAlarmRule[]) =>
  post<TagAlarmBatchResult>('tagalarm/batchSubmit', { json: { rules } });
