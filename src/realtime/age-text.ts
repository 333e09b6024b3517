import { DEFAULT_STATION_TIME_ZONE, formatZoned } from '@/lib/station-time';
import { ageParts } from './format-age';

/** The realtime namespace's t (only the keys used here). */
export type AgeT = (key: string, options?: Record<string, unknown>) => string;

/** "Last data 3 s ago" / "No data yet" for a receive time at `now` (the line of DataAgeLine). */
export function ageText(t: AgeT, receivedAt: number | null, now: number): string {
  if (receivedAt === null) return t('noData');
  const parts = ageParts(Math.max(0, now - receivedAt));
  return t('lastData', { age: t(`age.${parts.key}`, { count: parts.count }) });
}

/** hh:mm:ss of an instant in the station's time zone: the time the offline texts name. */
export const stationClock = (ms: number) => formatZoned(ms, DEFAULT_STATION_TIME_ZONE).slice(11);

/** What a connection indicator knows: offline and since when (useOfflineSince), the live age. */
export interface ConnectionAge {
  offline: boolean;
  since: number | null;
  /** useConnectionAge: null while live, -1 when no live data came, else whole seconds. */
  ageSeconds: number | null;
}

/**
 * The one wording of the connection indicators' age (the header's status and the kiosk strip's
 * badge): offline, what the offline banner says, from the same time ('no data since 09:39:08',
 * station time), never "no data yet" beside data shown; not live,
 * the age of the last data; live, nothing. `t` reads the realtime and monitor namespaces.
 */
export function connectionAgeText(t: AgeT, age: ConnectionAge): string | null {
  if (age.offline)
    return age.since === null
      ? t('monitor:offline.none')
      : t('monitor:offline.since', { time: stationClock(age.since) });
  if (age.ageSeconds === null) return null;
  if (age.ageSeconds < 0) return t('realtime:noData');
  const parts = ageParts(age.ageSeconds * 1000);
  return t('realtime:lastData', { age: t(`realtime:age.${parts.key}`, { count: parts.count }) });
}

/**
 * ageText that calls `t` only when the shown age (its unit and count) changes: a line repainted
 * with every store update and clock tick makes no i18next call while "just now" stays "just now"
 * (issue 34: a `t()` call costs 0.2–0.4 ms at the panel-PC speed).
 */
export function ageTextCache(t: AgeT): (receivedAt: number | null, now: number) => string {
  let shown: string | undefined;
  let text = '';
  return (receivedAt, now) => {
    let key = 'none';
    if (receivedAt !== null) {
      const parts = ageParts(Math.max(0, now - receivedAt));
      key = `${parts.key}|${parts.count}`;
    }
    if (key !== shown) {
      shown = key;
      text = ageText(t, receivedAt, now);
    }
    return text;
  };
}
