import {
  LOGO_SIZES,
  SYSTEM_CONFIG_DEFAULTS,
  siteTextSchema,
  type SiteInfo,
  type SiteTextError,
  type Subsystem,
  type SystemConfigEntry,
  type SystemConfigKey,
} from '../../src/contract/api/config';
import { isValidTimeZone } from '../../src/lib/station-time';
import { pngSize } from '../../src/contract/png';
import { configValueValid } from '../../src/lib/validators/system-config';
import { parseDateTime } from '../store/time-format';
import { refuse } from './input-errors';
import type { MessageKey } from './messages';

/** 400: the message `key` naming `field` (issue 33). */
const fail = (field: string, key: MessageKey): never => {
  throw refuse(field, key);
};

const TEXT_FIELDS = [
  'stationName',
  'stationNameEn',
  'address',
  'addressEn',
  'loginTitle',
  'loginTitleEn',
  'homeTitle',
  'homeTitleEn',
] as const;
const PICTURE_FIELDS = ['photo', 'loginLogo', 'homeLogo'] as const;
const PICTURE = /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/;
const MAX_PICTURE_BYTES = 2 * 1024 * 1024;

/** Merges a save request into the stored site info, validating every field (spec §5: no '/' in the name). */
export function validateSiteInfo(input: Record<string, unknown>, current: SiteInfo): SiteInfo {
  const next: SiteInfo = { ...current };
  for (const field of TEXT_FIELDS) {
    const v = input[field];
    if (v === undefined || v === null) continue;
    if (typeof v !== 'string') fail(field, 'textTooLong');
    next[field] = (v as string).trim();
    if (next[field].length > 100) fail(field, 'textTooLong');
  }
  // The console's own rules (required name, no '/', lengths), then the date is a real day.
  const checked = siteTextSchema.safeParse(next);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    fail(String(issue.path[0] ?? ''), issue.message as SiteTextError);
  }
  const date = input.operationDate;
  if (date !== undefined && date !== null) {
    const text = typeof date === 'string' ? date.trim() : '';
    if (text !== '' && (!/^\d{4}-\d{2}-\d{2}$/.test(text) || parseDateTime(text) === null))
      fail('operationDate', 'dateInvalid');
    if (typeof date !== 'string') fail('operationDate', 'dateInvalid');
    next.operationDate = text;
  }
  const zone = input.timeZone;
  if (zone !== undefined && zone !== null) {
    const text = typeof zone === 'string' ? zone.trim() : '';
    if (text === '' || !isValidTimeZone(text)) fail('timeZone', 'timeZoneInvalid');
    next.timeZone = text;
  }
  for (const field of PICTURE_FIELDS) {
    const v = input[field];
    if (v === undefined || v === null) continue;
    if (typeof v !== 'string' || (v !== '' && !PICTURE.test(v))) fail(field, 'pictureInvalid');
    const text = v as string;
    if (text !== '') {
      const bytes = Buffer.from(text.slice(text.indexOf(',') + 1), 'base64');
      if (bytes.length > MAX_PICTURE_BYTES) fail(field, 'pictureTooLarge');
      // Judged by content: a png must carry the PNG signature, a jpeg the JPEG start marker.
      const png = text.startsWith('data:image/png');
      if (png ? !pngSize(bytes) : bytes.subarray(0, 3).toString('hex') !== 'ffd8ff')
        fail(field, 'pictureInvalid');
      if (field === 'loginLogo' || field === 'homeLogo') {
        // Logos are png at the sizes they are shown at (spec §9).
        const size = png ? pngSize(bytes) : null;
        if (!size) return fail(field, 'pictureNotPng');
        const sizes: readonly { width: number; height: number }[] = LOGO_SIZES[field];
        if (!sizes.some((s) => s.width === size.width && s.height === size.height))
          fail(field, 'pictureSize');
      }
    }
    next[field] = text;
  }
  return next;
}

/** The entries of a config/update body (one entry or an array), each key known and value valid. */
export function validateConfigUpdate(body: unknown, sites: readonly string[]): SystemConfigEntry[] {
  const list = Array.isArray(body);
  const items = list ? (body as unknown[]) : [body];
  if (items.length === 0) fail('configKey', 'configKeyUnknown');
  return items.map((item, i) => {
    // In a list, the entry too: '[2].configValue'.
    const at = (name: string) => (list ? `[${i}].${name}` : name);
    const { configKey, configValue } = (item ?? {}) as { configKey?: unknown; configValue?: unknown };
    if (typeof configKey !== 'string' || !(configKey in SYSTEM_CONFIG_DEFAULTS))
      fail(at('configKey'), 'configKeyUnknown');
    const value = typeof configValue === 'number' ? String(configValue) : configValue;
    if (typeof value !== 'string' || !configValueValid(configKey as SystemConfigKey, value.trim(), sites)) {
      fail(at('configValue'), 'configValueInvalid');
    }
    return { configKey: configKey as SystemConfigKey, configValue: (value as string).trim() };
  });
}

/** Merges a subsystem/update body into the stored subsystem. */
export function validateSubsystemUpdate(input: Record<string, unknown>, current: Subsystem): Subsystem {
  const next = { ...current };
  for (const field of ['name', 'nameEn'] as const) {
    const v = input[field];
    if (v === undefined || v === null) continue;
    if (typeof v !== 'string' || v.trim() === '' || v.trim().length > 32) fail(field, 'subsystemInvalid');
    next[field] = (v as string).trim();
  }
  if (input.sort !== undefined && input.sort !== null) {
    const sort = Number(input.sort);
    if (!Number.isInteger(sort) || sort < 0 || sort > 9999) fail('sort', 'subsystemInvalid');
    next.sort = sort;
  }
  if (input.enabled !== undefined && input.enabled !== null) {
    const enabled = Number(input.enabled);
    if (enabled !== 0 && enabled !== 1) fail('enabled', 'subsystemInvalid');
    next.enabled = enabled;
  }
  return next;
}
