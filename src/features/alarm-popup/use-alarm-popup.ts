import { useEffect, useState } from 'react';
import { useActiveAlarms, useGlobalAlarmSetting } from '@/api/alarm';
import { usePopupStore, evaluatePopup } from './popup-store';

/** Re-evaluates the popup rules on new data, a setting change and when a closed alarm is due. */
export function useAlarmPopup() {
  const { alarms } = useActiveAlarms();
  const setting = useGlobalAlarmSetting().data;
  const visible = usePopupStore((s) => s.visible);
  const nextCheckAt = usePopupStore((s) => s.nextCheckAt);
  const [tick, setTick] = useState(0);

  useEffect(() => {
    if (alarms && setting) evaluatePopup(alarms, setting);
  }, [alarms, setting, tick]);

  useEffect(() => {
    if (nextCheckAt === null) return;
    const timer = setTimeout(() => setTick((n) => n + 1), Math.max(0, nextCheckAt - Date.now()) + 50);
    return () => clearTimeout(timer);
  }, [nextCheckAt]);

  return setting?.enabled === 1 ? visible : [];
}
