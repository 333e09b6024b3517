import { useEffect, useState } from 'react';
import { zonedDay, zonedDayBounds } from '@/lib/station-time';

/**
 * Today's station day ('yyyy-MM-dd' in the zone), changing at the station's midnight: a timer
 * to the day's end, and a minute check as a safety net for sleeps and clock changes.
 */
export function useStationToday(timeZone: string): string {
  const [today, setToday] = useState(() => zonedDay(Date.now(), timeZone));
  useEffect(() => {
    const check = () => setToday(zonedDay(Date.now(), timeZone));
    check();
    const untilMidnight = zonedDayBounds(zonedDay(Date.now(), timeZone), timeZone).end - Date.now();
    const midnight = setTimeout(check, Math.max(0, untilMidnight) + 50);
    const minute = setInterval(check, 60_000);
    return () => {
      clearTimeout(midnight);
      clearInterval(minute);
    };
  }, [timeZone, today]);
  return today;
}
