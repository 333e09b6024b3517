import { useEffect, useState } from 'react';
import { DEFAULT_STATION_TIME_ZONE, zonedDay, zonedParts } from '@/lib/station-time';

/** Today and the minute of the day in the station's time zone, refreshed every 30 s. */
export function useStationClock(timeZone = DEFAULT_STATION_TIME_ZONE): { day: string; minute: number } {
  const read = () => {
    const now = Date.now();
    const p = zonedParts(now, timeZone);
    return { day: zonedDay(now, timeZone), minute: p.hour * 60 + p.minute };
  };
  const [clock, setClock] = useState(read);
  useEffect(() => {
    const id = setInterval(() => setClock(read), 30_000);
    return () => clearInterval(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [timeZone]);
  return clock;
}
