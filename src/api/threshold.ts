import { useQuery } from '@tanstack/react-query';
import type { ThresholdSetRequest, ThresholdValues } from '@/contract/api/threshold';
import { get, post } from './http';

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
