import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { AlarmRecord, GlobalAlarmSetting } from '@/contract/alarm';
import type { AlarmHistoryQuery } from '@/contract/api/alarm-api';
import type { Page, PageQuery } from '@/contract/envelope';
import { topics } from '@/contract/topics';
import { latestActive } from '@/lib/alarm-rules';
import { useIsStale } from '@/realtime/use-freshness';
import { useTopic } from '@/realtime/use-topic';
import { useSite } from '@/stores/site';
import { download, get, post } from './http';

/* Alarm calls of spec §7 (payloads: src/contract/api/alarm-api.ts); every call names the site. */

export function getTop20(site: string): Promise<AlarmRecord[]> {
  return get<AlarmRecord[]>('devicealarm/selectTop20', { site });
}

export function acknowledgeAlarm(site: string, id: string): Promise<AlarmRecord> {
  return post<AlarmRecord>('devicealarm/acknowledge', { query: { site, id } });
}

export function clearAlarm(site: string, id: string): Promise<AlarmRecord> {
  return post<AlarmRecord>('devicealarm/clear', { query: { site, id } });
}

export function getAlarmHistory(
  site: string,
  query: AlarmHistoryQuery & PageQuery,
): Promise<Page<AlarmRecord>> {
  return get<Page<AlarmRecord>>('devicealarmhis/list', { ...query, site });
}

/** Saves the filtered history as `<station>_<fileName>.xlsx`; resolves with the saved name. */
export function exportAlarmHistory(
  site: string,
  query: AlarmHistoryQuery,
  fileName: string,
): Promise<string> {
  return download('devicealarmhis/export', { ...query, site }, fileName);
}

export function getGlobalAlarmSetting(): Promise<GlobalAlarmSetting> {
  return get<GlobalAlarmSetting>('config/globalAlarm/info');
}

export function saveGlobalAlarmSetting(setting: GlobalAlarmSetting): Promise<GlobalAlarmSetting> {
  return post<GlobalAlarmSetting>('config/globalAlarm/save', { json: setting });
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

/**
 * Active alarms of the current site: the REST list (20 newest) until the live topic (the full
 * set) is newer. `receivedAt` is the time of the data shown, null before any arrived.
 */
export function useActiveAlarms(): {
  alarms: AlarmRecord[] | undefined;
  receivedAt: number | null;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
} {
  const site = useSite((s) => s.currentSite);
  const live = useTopic<unknown>(topics.alarm(site));
  const liveStale = useIsStale(live.receivedAt, LIVE_STALE_MS);
  const rest = useQuery({
    queryKey: alarmKeys.top20(site),
    queryFn: () => getTop20(site),
    staleTime: 5_000,
    // Without live data (broker down) the list still refreshes, slowly.
    refetchInterval: liveStale ? POLL_MS : false,
  });
  // One array per change of content (the topic repeats the same set every second): the popup
  // re-evaluates its rules and the badge renders only when an alarm changed.
  const next = useMemo(
    () =>
      latestActive(rest.data ? { alarms: rest.data, at: rest.dataUpdatedAt } : undefined, {
        value: live.value,
        at: live.receivedAt,
      }),
    [rest.data, rest.dataUpdatedAt, live.value, live.receivedAt],
  );
  const key = useMemo(() => (next === undefined ? '' : JSON.stringify(next)), [next]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new array only when `key` (the content) changes
  const alarms = useMemo(() => next, [key]);
  const receivedAt = Math.max(live.receivedAt ?? 0, rest.data ? rest.dataUpdatedAt : 0) || null;
  return { alarms, receivedAt, isError: rest.isError && !alarms, error: rest.error, refetch: rest.refetch };
}

/** Acknowledge / clear one alarm; the active list and history refresh afterwards. */
export function useAlarmAction(action: 'acknowledge' | 'clear') {
  const client = useQueryClient();
  const site = useSite((s) => s.currentSite);
  return useMutation({
    mutationFn: (id: string) =>
      action === 'acknowledge' ? acknowledgeAlarm(site, id) : clearAlarm(site, id),
    onSettled: () => client.invalidateQueries({ queryKey: alarmKeys.all }),
  });
}
