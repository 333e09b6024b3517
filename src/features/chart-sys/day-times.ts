import { dayTime } from '@/components/charts/day-chart';

/* A day's (`yyyy-MM-dd`) midnight in the station's zone, kept per zone and day: a report moved by
   a day holds the other days, and each of them cost zonedToEpoch's Intl lookups (~1.5 ms of a
   30-day storage report's switch unthrottled, two series a day). */
const times = new Map<string, number>();
const LIMIT = 5000;

/** dayTime, remembered: the same number for the same day and zone. */
export function cachedDayTime(day: string, timeZone: string): number {
  const key = `${timeZone}|${day}`;
  let t = times.get(key);
  if (t === undefined) {
    if (times.size >= LIMIT) times.clear();
    t = dayTime(day, timeZone);
    times.set(key, t);
  }
  return t;
}
