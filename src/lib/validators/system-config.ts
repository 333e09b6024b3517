import type { SystemConfigKey } from '../../contract/api/config';
import { isValidTimeZone } from '../station-time';

const intIn = (min: number, max: number) => (v: string) =>
  /^\d+$/.test(v) && Number(v) >= min && Number(v) <= max;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' of a real calendar day. */
export function isCalendarDate(v: string): boolean {
  const m = DATE.exec(v);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return (
    d.getUTCFullYear() === Number(m[1]) &&
    d.getUTCMonth() === Number(m[2]) - 1 &&
    d.getUTCDate() === Number(m[3])
  );
}

/** '' or a ws:// / wss:// URL (the broker address `systemSet.wsUrl`). */
export function isBrokerUrl(v: string): boolean {
  if (v === '') return true;
  try {
    const url = new URL(v);
    return (url.protocol === 'ws:' || url.protocol === 'wss:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * The rule of each system configuration key, used by the basic-config form and by the
 * simulator's config/update alike. `sites` are the known site codes (defaultSite).
 */
export function configValueValid(key: SystemConfigKey, value: string, sites: readonly string[]): boolean {
  switch (key) {
    case 'autoLogoutMinutes':
      return intIn(0, 1440)(value);
    case 'northboundControl':
      return value === '0' || value === '1';
    case 'autoClearDiskThreshold':
      return intIn(1, 90)(value);
    case 'autoClearCycleMonths':
      return intIn(1, 120)(value);
    case 'wsUrl':
      return isBrokerUrl(value);
    case 'timeZone':
      return value !== '' && isValidTimeZone(value);
    case 'defaultSite':
      return sites.includes(value);
    case 'systemActivationDate':
      return value === '' || isCalendarDate(value);
  }
}
