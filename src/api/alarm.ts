import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react';
import type { AlarmRecord, GlobalAlarmSetting } from '@/contract/alarm';
import {
  alarmLevelCountsSchema,
  alarmRecordWireSchema,
  globalAlarmSettingSchema,
  type AlarmHistoryQuery,
  type AlarmLevelCounts,
} from '@/contract/api/alarm-api';
import type { Page, PageQuery } from '@/contract/envelope';
import type { TopicValue } from '@/contract/realtime-api';
import { wireArray, wireNullable } from '@/contract/wire';
import { topics } from '@/contract/topics';
import { isActive } from '@/lib/alarm-labels';
import { latestActive, sameAlarmList } from '@/lib/alarm-rules';
import { realtimeStore } from '@/realtime/realtime-store';
import { useTopicStale } from '@/realtime/use-freshness';
import { useTopicKey, useTopicSubscription } from '@/realtime/use-topic';
import { useSite } from '@/stores/site';
import { get, post } from './http';
import { download, type DownloadOptions } from './download';
import { readAnswer, readPage } from './read-answer';

/*
 * Alarm calls of spec §7 (payloads: src/contract/api/alarm-api.ts); every call names the site.
 * Answers are read with the contract's schemas; code 404 (spec §8) reads as [], null or no records.
 */

/** The 20 newest alarms; [] on a code-404 answer. */
export async function getTop20(site: string): Promise<AlarmRecord[]> {
  const path = 'devicealarm/selectTop20';
  return readAnswer(wireArray(alarmRecordWireSchema), await get(path, { site }), path);
}

/**
 * Every active alarm of the site counted by level (not cut at 20 like the list). The call is an
 * extension: where the station answers it code 404 (null), the counts come from the spec's 20
 * newest (devicealarm/selectTop20), so they stop at 20; null when that list is null too.
 */
export async function getAlarmLevelCounts(site: string): Promise<AlarmLevelCounts | null> {
  const path = 'devicealarm/countByLevel';
  const counts = readAnswer(wireNullable(alarmLevelCountsSchema), await get(path, { site }), path);
  if (counts) return counts;
  const newest = await get('devicealarm/selectTop20', { site });
  if (!Array.isArray(newest)) return null;
  const alarms = readAnswer(wireArray(alarmRecordWireSchema), newest, 'devicealarm/selectTop20');
  return countByLevel(alarms.filter(isActive));
}

function countByLevel(alarms: AlarmRecord[]): AlarmLevelCounts {
  const of = (level: number) => alarms.filter((a) => a.level === level).length;
  return { total: alarms.length, level1: of(1), level2: of(2), level3: of(3) };
}

async function readRecord(path: string, answer: Promise<unknown>): Promise<AlarmRecord> {
  return readAnswer(alarmRecordWireSchema, await answer, path);
}

export function acknowledgeAlarm(site: string, id: string): Promise<AlarmRecord> {
  const path = 'devicealarm/acknowledge';
  return readRecord(path, post(path, { query: { site, id } }));
}

export function clearAlarm(site: string, id: string): Promise<AlarmRecord> {
  const path = 'devicealarm/clear';
  return readRecord(path, post(path, { query: { site, id } }));
}

export async function getAlarmHistory(
  site: string,
  query: AlarmHistoryQuery & PageQuery,
): Promise<Page<AlarmRecord>> {
  const path = 'devicealarmhis/list';
  return readPage(alarmRecordWireSchema, await get(path, { ...query, site }), path);
}

/** Saves the filtered history as `<station>_<fileName>.xlsx`; resolves with the saved name. */
export function exportAlarmHistory(
  site: string,
  query: AlarmHistoryQuery,
  fileName: string,
  options: DownloadOptions = {},
): Promise<string> {
  return download('devicealarmhis/export', { ...query, site }, fileName, options);
}

/** The popup setting; null on a code-404 answer (extension: the popup keeps its defaults). */
export async function getGlobalAlarmSetting(): Promise<GlobalAlarmSetting | null> {
  const path = 'config/globalAlarm/info';
  return readAnswer(wireNullable(globalAlarmSettingSchema), await get(path), path);
}

export async function saveGlobalAlarmSetting(setting: GlobalAlarmSetting): Promise<GlobalAlarmSetting> {
  const path = 'config/globalAlarm/save';
  return readAnswer(globalAlarmSettingSchema, await post(path, { json: setting }), path);
}

const LIVE_STALE_MS = 10_000;
const POLL_MS = 30_000;

export const alarmKeys = {
  all: ['alarm'] as const,
  top20: (site: string) => ['alarm', 'top20', site] as const,
  history: (site: string, query: AlarmHistoryQuery & PageQuery) => ['alarm', 'history', site, query] as const,
  setting: ['globalAlarmSetting'] as const,
};

export function useGlobalAlarmSetting() {
  return useQuery({ queryKey: alarmKeys.setting, queryFn: getGlobalAlarmSetting });
}

/** What useActiveAlarms last computed its list from, and the list. */
interface ShownAlarms {
  entry: unknown;
  rest: unknown;
  at: number;
  /** The live value's `active` array (by identity) and whether the live set won over REST. */
  set: unknown;
  wins: boolean;
  alarms: AlarmRecord[] | undefined;
}

/** The live value's `active` array, by identity: a touch (a repeat of the same set) keeps it. */
function liveSet(entry: TopicValue | undefined): unknown {
  const value = entry?.value;
  return typeof value === 'object' && value !== null ? (value as { active?: unknown }).active : undefined;
}

/** Whether the live set is the newer of the two (latestActive's choice): a touch can make it so. */
function liveWins(entry: TopicValue | undefined, restAt: number | null): boolean {
  return entry !== undefined && (restAt === null || entry.receivedAt >= restAt);
}

/**
 * Active alarms of the current site: the REST list (20 newest) until the live topic (the full
 * set) is newer. The live topic repeats the same set every second; the hosts (header badge,
 * popup) render only when the set's content changes, not with each message.
 */
export function useActiveAlarms(): {
  alarms: AlarmRecord[] | undefined;
  /** When the REST list was fetched (epoch ms), null before it arrived. */
  restUpdatedAt: number | null;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
} {
  const site = useSite((s) => s.currentSite);
  const topic = topics.alarm(site);
  useTopicSubscription(topic);
  const liveStale = useTopicStale(topic, LIVE_STALE_MS);
  const rest = useQuery({
    queryKey: alarmKeys.top20(site),
    queryFn: () => getTop20(site),
    staleTime: 5_000,
    // Without live data (broker down) the list still refreshes, slowly.
    refetchInterval: liveStale ? POLL_MS : false,
  });
  const shown = useRef<ShownAlarms>({
    entry: null,
    rest: null,
    at: 0,
    set: undefined,
    wins: false,
    alarms: undefined,
  });
  const read = useCallback(() => {
    const entry = realtimeStore.getState().topics[topic];
    const s = shown.current;
    if (rest.data === s.rest && rest.dataUpdatedAt === s.at) {
      // Store updates of other topics (every batch) leave the inputs as they were: nothing to do.
      if (entry === s.entry) return s.alarms;
      // A touch (the worker's repeat of the same set: a new receipt and ts, the same `active`
      // array) with the same choice between live and REST gives the same list: nothing to do.
      if (liveSet(entry) === s.set && liveWins(entry, rest.data ? rest.dataUpdatedAt : null) === s.wins) {
        s.entry = entry;
        return s.alarms;
      }
    }
    const next = latestActive(rest.data ? { alarms: rest.data, at: rest.dataUpdatedAt } : undefined, {
      value: entry?.value,
      at: entry?.receivedAt ?? null,
    });
    // One array per content: a repeat of the same set keeps the array, so nothing renders.
    shown.current = {
      entry,
      rest: rest.data,
      at: rest.dataUpdatedAt,
      set: liveSet(entry),
      wins: liveWins(entry, rest.data ? rest.dataUpdatedAt : null),
      alarms: sameAlarmList(s.alarms, next) ? s.alarms : next,
    };
    return shown.current.alarms;
  }, [topic, rest.data, rest.dataUpdatedAt]);
  // Told only when the alarm topic's entry was replaced (issue 34), not by every batch.
  const alarms = useSyncExternalStore(useTopicKey(topic), read, read);
  return {
    alarms,
    restUpdatedAt: rest.data ? rest.dataUpdatedAt : null,
    isError: rest.isError && !alarms,
    error: rest.error,
    refetch: rest.refetch,
  };
}

/**
 * The active alarms counted by level, from the very list the header badge, the alarm banner and
 * the kiosk strip count (useActiveAlarms); null before it arrives. Same object while the set is.
 */
export function useActiveAlarmCounts(): AlarmLevelCounts | null {
  const { alarms } = useActiveAlarms();
  return useMemo(() => (alarms ? countByLevel(alarms) : null), [alarms]);
}

/** Acknowledge / clear one alarm; the active list and history refresh afterwards. */
/**
 * Acknowledge or clear an alarm. `onDone` runs when the station has done it, also when the button
 * that asked is gone by then (a callback given to mutate() is dropped with its component, and an
 * acknowledged alarm's banner line or popup card often goes before the answer arrives).
 */
export function useAlarmAction(action: 'acknowledge' | 'clear', onDone?: () => void) {
  const client = useQueryClient();
  const site = useSite((s) => s.currentSite);
  return useMutation({
    mutationFn: (id: string) =>
      action === 'acknowledge' ? acknowledgeAlarm(site, id) : clearAlarm(site, id),
    onSuccess: () => onDone?.(),
    onSettled: () => client.invalidateQueries({ queryKey: alarmKeys.all }),
  });
}
