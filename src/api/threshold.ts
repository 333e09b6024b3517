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

/*
 * Configurable rules per site, point and level (issue 25; src/contract/threshold-rules.ts): every
 * call names the site the user has selected, whose devices the rules watch.
 */

export function listThresholdRules(site: string): Promise<ThresholdRow[]> {
  return get('deviceThreshold/list', { site });
}

export function pageThresholdRules(
  site: string,
  query: { current: number; size: number; point?: ThresholdPoint },
) {
  return get<Page<ThresholdRow>>('deviceThreshold/page', { site, ...query });
}

export function getThresholdRule(site: string, point: ThresholdPoint): Promise<ThresholdRow> {
  return get('deviceThreshold/value/get', { site, point });
}

/** Administrator only; an invalid expression answers 400 naming the field and the position. */
export function saveThresholdRule(site: string, rule: ThresholdRule): Promise<ThresholdRow> {
  return post('deviceThreshold/value/set', { query: { site }, json: rule });
}

/** Saves the site's rules as `<station>_<fileName>.xlsx`. */
export function exportThresholdRules(
  site: string,
  fileName: string,
  options: DownloadOptions = {},
): Promise<string> {
  return download('deviceThreshold/template/export', { site }, fileName, options);
}

/** Saves the blank template (default rules, all off). */
export function downloadThresholdTemplate(
  site: string,
  fileName: string,
  options: DownloadOptions = {},
): Promise<string> {
  return download('deviceThreshold/template/download', { site }, fileName, options);
}

export const thresholdRuleKeys = {
  all: ['deviceThreshold', 'list'] as const,
  list: (site: string) => ['deviceThreshold', 'list', site] as const,
};

/** The rule as typed run over the site's last 24 h of the point (extension; 404 from a real backend). */
export function replayThresholdRule(
  site: string,
  rule: ThresholdRule,
): Promise<ThresholdReplayAnswer | null> {
  return get('deviceThreshold/replay', { site, rule: JSON.stringify(rule) });
}

/** Administrator only. The workbook travels as base64 JSON; a bad row answers 400 naming it. */
export async function importThresholdRules(site: string, file: File): Promise<ThresholdImportResult | null> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return post('deviceThreshold/template/import', {
    query: { site },
    json: { fileName: file.name, content: btoa(binary) },
  });
}

/* Tag alarms (spec §7 Data; src/contract/api/tag-alarm.ts): the rules are station-wide, the values the site's. */

export const tagAlarmKeys = {
  all: ['tagalarm'] as const,
  list: (site: string) => ['tagalarm', 'list', site] as const,
  data: (site: string) => ['tagalarm', 'data', site] as const,
};

export const listTagAlarms = (site: string) => get<TagAlarmRow[]>('tagalarm/list', { site });
export const getTagAlarmData = (site: string) => get<TagAlarmData[]>('tagalarm/data', { site });

/** Administrator only; each tag is saved or refused on its own. */
export const submitTagAlarms = (site: string, rules: TagAlarmRule[]) =>
  post<TagAlarmBatchResult>('tagalarm/batchSubmit', { query: { site }, json: { rules } });
