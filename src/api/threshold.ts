import { useQuery } from '@tanstack/react-query';
import {
  thresholdImportResultSchema,
  thresholdReplaySchema,
  thresholdRowSchema,
  thresholdValuesSchema,
  type ThresholdImportResult,
  type ThresholdPoint,
  type ThresholdReplayAnswer,
  type ThresholdRow,
  type ThresholdRule,
  type ThresholdSetRequest,
  type ThresholdValues,
} from '@/contract/api/threshold';
import {
  tagAlarmBatchResultSchema,
  tagAlarmDataSchema,
  tagAlarmRowSchema,
  type TagAlarmBatchResult,
  type TagAlarmData,
  type TagAlarmRow,
  type TagAlarmRule,
} from '@/contract/api/tag-alarm';
import type { Page } from '@/contract/envelope';
import { wireArray, wireNullable, wirePage } from '@/contract/wire';
import { get, post } from './http';
import { download, type DownloadOptions } from './download';
import { readAnswer } from './read-answer';

/*
 * Alarm thresholds (spec "Backup and thresholds"; src/contract/api/threshold.ts). Answers are read
 * with the contract's schemas: a code-404 answer is null (a list: empty), a malformed one an error.
 */

/** The protection bands in force; null on a code-404 answer (the console keeps its defaults). */
export async function getThresholds(): Promise<ThresholdValues | null> {
  const answer = await get('deviceThreshold/value/get');
  return readAnswer(wireNullable(thresholdValuesSchema), answer, 'deviceThreshold/value/get');
}

/** Administrator only. */
export async function setThresholds(change: ThresholdSetRequest): Promise<ThresholdValues> {
  const answer = await post('deviceThreshold/value/set', { json: change });
  return readAnswer(thresholdValuesSchema, answer, 'deviceThreshold/value/set');
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

export async function listThresholdRules(site: string): Promise<ThresholdRow[]> {
  const answer = await get('deviceThreshold/list', { site });
  return readAnswer(wireArray(thresholdRowSchema), answer, 'deviceThreshold/list');
}

export async function pageThresholdRules(
  site: string,
  query: { current: number; size: number; point?: ThresholdPoint },
): Promise<Page<ThresholdRow> | null> {
  const answer = await get('deviceThreshold/page', { site, ...query });
  return readAnswer(wireNullable(wirePage(thresholdRowSchema)), answer, 'deviceThreshold/page');
}

export async function getThresholdRule(site: string, point: ThresholdPoint): Promise<ThresholdRow | null> {
  const answer = await get('deviceThreshold/value/get', { site, point });
  return readAnswer(wireNullable(thresholdRowSchema), answer, 'deviceThreshold/value/get');
}

/** Administrator only; an invalid expression answers 400 naming the field and the position. */
export async function saveThresholdRule(site: string, rule: ThresholdRule): Promise<ThresholdRow> {
  const answer = await post('deviceThreshold/value/set', { query: { site }, json: rule });
  return readAnswer(thresholdRowSchema, answer, 'deviceThreshold/value/set');
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
export async function replayThresholdRule(
  site: string,
  rule: ThresholdRule,
): Promise<ThresholdReplayAnswer | null> {
  const answer = await get('deviceThreshold/replay', { site, rule: JSON.stringify(rule) });
  return readAnswer(wireNullable(thresholdReplaySchema), answer, 'deviceThreshold/replay');
}

/** Administrator only. The workbook travels as base64 JSON; a bad row answers 400 naming it. */
export async function importThresholdRules(site: string, file: File): Promise<ThresholdImportResult | null> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  const answer = await post('deviceThreshold/template/import', {
    query: { site },
    json: { fileName: file.name, content: btoa(binary) },
  });
  return readAnswer(wireNullable(thresholdImportResultSchema), answer, 'deviceThreshold/template/import');
}

/* Tag alarms (spec §7 Data; src/contract/api/tag-alarm.ts): the rules are station-wide, the values the site's. */

export const tagAlarmKeys = {
  all: ['tagalarm'] as const,
  list: (site: string) => ['tagalarm', 'list', site] as const,
  data: (site: string) => ['tagalarm', 'data', site] as const,
};

/** Every tag with its rule; a code-404 answer reads as no tags. */
export async function listTagAlarms(site: string): Promise<TagAlarmRow[]> {
  return readAnswer(wireArray(tagAlarmRowSchema), await get('tagalarm/list', { site }), 'tagalarm/list');
}

export async function getTagAlarmData(site: string): Promise<TagAlarmData[]> {
  return readAnswer(wireArray(tagAlarmDataSchema), await get('tagalarm/data', { site }), 'tagalarm/data');
}

/** Administrator only; each tag is saved or refused on its own. */
export async function submitTagAlarms(site: string, rules: TagAlarmRule[]): Promise<TagAlarmBatchResult> {
  const answer = await post('tagalarm/batchSubmit', { query: { site }, json: { rules } });
  return readAnswer(tagAlarmBatchResultSchema, answer, 'tagalarm/batchSubmit');
}
