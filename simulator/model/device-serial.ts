/*
 * A device's serial number as its maker would print it on the nameplate (issue 30: the alarm list's
 * 'S-PCS-001' / 'WZ001-PCS-1' repeated the device name beside it). One rule for the whole
 * simulator: the device table seeds each device's `sn` with it and the station's alarms carry the
 * same serial for the device they name, so the alarm list, the device list and device management
 * agree. Stable per site and device name (no randomness), distinct within a site:
 *
 *   <maker code><yy><mm><batch><unit>   e.g. PS2403417002 — the second PCS of batch 417, March 2024
 *
 * The maker code follows the device kind (the name's prefix: 'PCS-2' → PS), the production month
 * and batch follow the site and kind (one delivery per kind), the unit is the device's number
 * ('PCS-2' → 002; a name without one, the station-level 'BMS', is unit 000).
 */

const MAKER_CODES: Record<string, string> = {
  BMS: 'BC',
  PCS: 'PS',
  AC: 'AC',
  FIRE: 'FA',
  FLOOD: 'WL',
  LC: 'LC',
  METER: 'EM',
  PV: 'SG',
  PILE: 'EV',
  FDJ: 'GE',
  EMS: 'EC',
};

/** FNV-1a of a text, 32 bits. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** The serial number of the device named `name` ('PCS-2', 'METER-GRID', 'FDJ-01') at `site`. */
export function deviceSerial(site: string, name: string): string {
  const kind = /^[A-Za-z]+/.exec(name)?.[0].toUpperCase() ?? '';
  const code = MAKER_CODES[kind] ?? (kind.slice(0, 2) || 'SN').padEnd(2, 'X');
  const unit = Number(/(\d+)$/.exec(name)?.[1] ?? (kind && name.toUpperCase() !== kind ? 1 : 0));
  const h = hash(`${site}:${kind}`);
  const year = 23 + (h % 2);
  const month = 1 + ((h >>> 4) % 12);
  const batch = 100 + ((h >>> 8) % 900);
  return `${code}${year}${pad(month, 2)}${batch}${pad(unit % 1000, 3)}`;
}
