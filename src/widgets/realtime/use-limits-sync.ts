import { useEffect } from 'react';
import { useAlarmThresholds } from '@/api/threshold';
import { setAlarmThresholds } from '@/stores/limits';
import { realtimeClient } from '@/realtime/realtime-client';

/**
 * Keeps the console on the administrator's alarm thresholds: the worker's measured health and
 * worst cells and the main thread's colours and statuses change within a poll, without a reload.
 */
export function useLimitsSync(): void {
  const { data } = useAlarmThresholds();
  useEffect(() => {
    if (!data) return;
    setAlarmThresholds(data);
    void realtimeClient.setLimits(data);
  }, [data]);
}
