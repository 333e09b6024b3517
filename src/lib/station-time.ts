/*
 * The station's time (ARCHITECTURE §7): days, months and tariff periods are the station's, in
 * its configured IANA time zone (system config `timeZone`, default Asia/Shanghai), never the
 * browser's. Pure functions on epoch milliseconds, built on Intl; a DST day has 23 or 25 hours.
 */

export const DEFAULT_STATION_TIME_ZONE = 'Asia/Shanghai';

export interface ZonedParts {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(timeZone: string): Intl.DateTimeFormat {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, f);
  }
  return f;
}

/** True when Intl knows the zone (validation of the system config field). */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatOf(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** Calendar fields of an instant in the zone, read from Intl (the reference; slow). */
function intlParts(ms: number, timeZone: string): ZonedParts {
  const out: Record<string, number> = {};
  for (const p of formatOf(timeZone).formatToParts(ms)) {
    if (p.type !== 'literal') out[p.type] = Number(p.value);
  }
  return {
    year: out.year,
    month: out.month,
    day: out.day,
    hour: out.hour % 24,
    minute: out.minute,
    second: out.second,
  };
}

/** The zone's offset from UTC at an instant, ms, from Intl. */
function intlOffsetMs(ms: number, timeZone: string): number {
  const p = intlParts(ms, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(ms / 1000) * 1000;
}

/**
 * Offsets are looked up once per zone and quarter hour of UTC: every zone's offset is a whole
 * number of quarter hours and changes at a whole local hour or half hour, so within a quarter hour
 * it is one value, checked at both ends (NaN where they differ: Intl answers there).
 */
const QUARTER_HOUR = 15 * 60_000;
const offsets = new Map<string, Map<number, number>>();

function offsetOfQuarter(quarter: number, timeZone: string): number {
  let byQuarter = offsets.get(timeZone);
  if (!byQuarter) offsets.set(timeZone, (byQuarter = new Map<number, number>()));
  let off = byQuarter.get(quarter);
  if (off === undefined) {
    const start = quarter * QUARTER_HOUR;
    const a = intlOffsetMs(start, timeZone);
    off = a === intlOffsetMs(start + QUARTER_HOUR - 1000, timeZone) ? a : NaN;
    // A long-running console formats times of a few months at most: bounded all the same.
    if (byQuarter.size >= 20_000) byQuarter.clear();
    byQuarter.set(quarter, off);
  }
  return off;
}

/**
 * Calendar fields of an instant in the zone. The instant shifted by the zone's offset read as UTC:
 * Intl's answer (property-tested against it) at a fraction of its cost, which charts' axes, tables
 * and ticking times pay many times a second (issue 34).
 */
export function zonedParts(ms: number, timeZone: string): ZonedParts {
  const off = offsetOfQuarter(Math.floor(ms / QUARTER_HOUR), timeZone);
  if (Number.isNaN(off) || !Number.isFinite(ms)) return intlParts(ms, timeZone);
  const d = new Date(Math.floor(ms / 1000) * 1000 + off);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}

/** Offset of the zone from UTC at that instant, in minutes (+480 for Asia/Shanghai). */
export function offsetMinutes(ms: number, timeZone: string): number {
  const p = zonedParts(ms, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(ms / 1000) * 1000) / 60_000);
}

/** The instant at which a wall-clock time of the zone occurs (the earlier one in a DST overlap). */
export function zonedToEpoch(
  year: number,
  month: number,
  day: number,
  timeZone: string,
  hour = 0,
  minute = 0,
  second = 0,
): number {
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  // Two passes settle the offset across a DST change.
  let guess = wall - offsetMinutes(wall, timeZone) * 60_000;
  guess = wall - offsetMinutes(guess, timeZone) * 60_000;
  return guess;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** 'yyyy-MM-dd' of the instant in the zone (the station's day). */
export function zonedDay(ms: number, timeZone: string): string {
  const p = zonedParts(ms, timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** 'yyyy-MM-dd HH:mm:ss' in the zone, 24-hour. */
export function formatZoned(ms: number, timeZone: string, withSeconds = true): string {
  const p = zonedParts(ms, timeZone);
  const time = `${pad(p.hour)}:${pad(p.minute)}${withSeconds ? `:${pad(p.second)}` : ''}`;
  return `${p.year}-${pad(p.month)}-${pad(p.day)} ${time}`;
}

/** ISO 8601 with the zone's offset, e.g. 2026-11-24T11:22:00+08:00 (exports). */
export function isoWithOffset(ms: number, timeZone: string): string {
  const off = offsetMinutes(ms, timeZone);
  const sign = off < 0 ? '-' : '+';
  const abs = Math.abs(off);
  return `${formatZoned(ms, timeZone).replace(' ', 'T')}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** Start (inclusive) and end (exclusive) of a station day 'yyyy-MM-dd': 23, 24 or 25 hours. */
export function zonedDayBounds(day: string, timeZone: string): { start: number; end: number } {
  const [y, m, d] = day.split('-').map(Number);
  const start = zonedToEpoch(y, m, d, timeZone);
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  const end = zonedToEpoch(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), timeZone);
  return { start, end };
}
