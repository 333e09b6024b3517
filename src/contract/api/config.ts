import { z } from 'zod';
import { wireArray, wireBool, wireIdText, wireNum, wireStr } from '../wire';

/** Configuration calls (spec §7 "Configuration"). save/update calls are administrator-only. */

/**
 * Site information: `GET config/system/detail?site=WZ001` (default the first site) and
 * `POST config/system/save` (JSON body, same shape; `site` picks the site). Errors (code 400):
 * 'The station name is required', 'The site name must not contain /', 'Unknown site',
 * 'The date must be YYYY-MM-DD', 'Pictures must be png or jpeg data URLs'.
 */
export interface SiteInfo {
  site: string;
  stationName: string;
  stationNameEn: string;
  address: string;
  addressEn: string;
  /** 'YYYY-MM-DD' or ''. */
  operationDate: string;
  /** Pictures are png/jpeg data URLs (at most 2 MB) or '' for the built-in default. */
  photo: string;
  /** Login page logo (450x80 or 450x120). */
  loginLogo: string;
  /** Header logo (250x80). */
  homeLogo: string;
  loginTitle: string;
  loginTitleEn: string;
  homeTitle: string;
  homeTitleEn: string;
  /**
   * IANA time zone of the station (ARCHITECTURE §7): its days, months and tariff periods.
   * Default 'Asia/Shanghai'; a zone Intl does not know answers 400 'Unknown time zone'.
   */
  timeZone: string;
}

/**
 * What the login page and the header show before and after login: `GET config/branding?site=`
 * (public: the login page has no session yet). Saved through config/system/save.
 */
export type Branding = Pick<
  SiteInfo,
  'site' | 'loginLogo' | 'homeLogo' | 'loginTitle' | 'loginTitleEn' | 'homeTitle' | 'homeTitleEn'
>;

/** Allowed pixel sizes of the logos (spec §9): login 450×80 or 450×120, header 250×80. */
export const LOGO_SIZES = {
  loginLogo: [
    { width: 450, height: 80 },
    { width: 450, height: 120 },
  ],
  homeLogo: [{ width: 250, height: 80 }],
} as const;

/** `data` of `GET config/version`. */
export interface VersionInfo {
  /** Version of the station backend (the simulator's package version). */
  version: string;
  emsVersion: string;
  /** 'YYYY-MM-DD HH:mm:ss' the backend started. */
  startedAt: string;
}

/** Keys of the key/value system configuration with their defaults (values are strings). */
export const SYSTEM_CONFIG_DEFAULTS = {
  /** Idle minutes before automatic logout on domain access; 0 = never (spec §9). */
  autoLogoutMinutes: '30',
  /** '1' lets a northbound platform control the station (spec §6). */
  northboundControl: '0',
  /** Disk usage percent left that triggers automatic clearing of history (spec §9: 10 %). */
  autoClearDiskThreshold: '10',
  /** Age in months of history cleared automatically (spec §9: 1 year). */
  autoClearCycleMonths: '12',
  /** Broker websocket address (`systemSet.wsUrl`, spec §3/§7); '' = the page configuration's. */
  wsUrl: '',
  /** Site the console opens on (spec §9: WZ001). */
  defaultSite: 'WZ001',
  /** 'YYYY-MM-DD' the system was activated, or ''; set by `config/update/systemActivationDate`. */
  systemActivationDate: '',
} as const;

export type SystemConfigKey = keyof typeof SYSTEM_CONFIG_DEFAULTS;

/** One entry of `GET config/getList` (every key, in a fixed order). */
export interface SystemConfigEntry {
  configKey: SystemConfigKey;
  configValue: string;
}

/**
 * JSON body of `POST config/update`: one entry or an array of entries; answers the whole list.
 * Errors (code 400): 'Unknown configuration key', 'Invalid configuration value'.
 */
export type SystemConfigUpdate = SystemConfigEntry | SystemConfigEntry[];

/**
 * A subsystem (navigation entry) of `GET subsystem/list` (paged; the console asks size 1000).
 * `code` is the child page name of /index (spec §2).
 */
export interface Subsystem {
  id: string;
  code: string;
  name: string;
  nameEn: string;
  sort: number;
  /** 1 shown, 0 hidden. */
  enabled: number;
}

/** JSON body of `POST subsystem/update`: `id` plus fields to change. */
export type SubsystemUpdate = { id: string } & Partial<
  Pick<Subsystem, 'name' | 'nameEn' | 'sort' | 'enabled'>
>;

/** One component of `GET config/getAllEmmsVersion`. */
export interface EmsComponentVersion {
  name: string;
  version: string;
}

/** `data` of `GET config/getDiskSpace` (bytes) of the disk holding the station's data. */
export interface DiskSpace {
  total: number;
  used: number;
  free: number;
}

/**
 * `GET config/system/disk/alarm/info` and `POST config/system/disk/alarm/save` (JSON body):
 * an alarm rises when the used share of the disk reaches `threshold` percent (50–99).
 */
export interface DiskAlarmSetting {
  /** 1 on, 0 off. */
  enabled: number;
  threshold: number;
}

/**
 * Station more-info (spec §7 "station more-info get and set"): `GET station/moreInfo/get?site=`
 * and `POST station/moreInfo/set?site=` (JSON body, same shape).
 */
export interface StationMoreInfo {
  /** kW, '' when unknown. */
  ratedPower: string;
  /** kWh, '' when unknown. */
  capacity: string;
  owner: string;
  contact: string;
  contactPhone: string;
  remark: string;
}

/** Answer of `GET config/restartOpenapi` (administrator): the restart was accepted (spec §4: 3–5 minutes). */
export interface RestartAnswer {
  accepted: boolean;
  expectedSeconds: { min: number; max: number };
}

/*
 * Schemas of the answers above as a real backend may send them (ARCHITECTURE.md §3: numbers as
 * text, ids as numbers, null texts, extra fields): src/api/config.ts reads every answer with them.
 */

const siteInfoShape = {
  site: wireStr,
  stationName: wireStr,
  stationNameEn: wireStr,
  address: wireStr,
  addressEn: wireStr,
  operationDate: wireStr,
  photo: wireStr,
  loginLogo: wireStr,
  homeLogo: wireStr,
  loginTitle: wireStr,
  loginTitleEn: wireStr,
  homeTitle: wireStr,
  homeTitleEn: wireStr,
  timeZone: wireStr,
};
export const siteInfoSchema: z.ZodType<SiteInfo> = z.object(siteInfoShape);

const { site, loginLogo, homeLogo, loginTitle, loginTitleEn, homeTitle, homeTitleEn } = siteInfoShape;
export const brandingSchema: z.ZodType<Branding> = z.object({
  site,
  loginLogo,
  homeLogo,
  loginTitle,
  loginTitleEn,
  homeTitle,
  homeTitleEn,
});

export const versionInfoSchema: z.ZodType<VersionInfo> = z.object({
  version: wireStr,
  emsVersion: wireStr,
  startedAt: wireStr,
});

const SYSTEM_CONFIG_KEYS = Object.keys(SYSTEM_CONFIG_DEFAULTS) as SystemConfigKey[];

/** One entry of a key the console knows. */
export const systemConfigEntrySchema: z.ZodType<SystemConfigEntry> = z.object({
  configKey: z.enum(SYSTEM_CONFIG_KEYS),
  configValue: wireStr,
});

/** The system configuration list: entries of keys the console does not know are left out. */
export const systemConfigListSchema = wireArray(z.unknown()).transform((entries) =>
  entries.flatMap((entry) => {
    const read = systemConfigEntrySchema.safeParse(entry);
    return read.success ? [read.data] : [];
  }),
);

export const subsystemSchema: z.ZodType<Subsystem> = z.object({
  id: wireIdText,
  code: wireStr,
  name: wireStr,
  nameEn: wireStr,
  sort: wireNum,
  enabled: wireNum,
});

export const emsComponentVersionSchema: z.ZodType<EmsComponentVersion> = z.object({
  name: wireStr,
  version: wireStr,
});

export const diskSpaceSchema: z.ZodType<DiskSpace> = z.object({
  total: wireNum,
  used: wireNum,
  free: wireNum,
});

export const diskAlarmSettingSchema: z.ZodType<DiskAlarmSetting> = z.object({
  enabled: wireNum,
  threshold: wireNum,
});

export const stationMoreInfoSchema: z.ZodType<StationMoreInfo> = z.object({
  ratedPower: wireStr,
  capacity: wireStr,
  owner: wireStr,
  contact: wireStr,
  contactPhone: wireStr,
  remark: wireStr,
});

/** Reads a {@link RestartAnswer} as a real backend may send it. */
export const restartAnswerSchema: z.ZodType<RestartAnswer> = z.object({
  accepted: wireBool,
  expectedSeconds: z.object({ min: wireNum, max: wireNum }),
});

/*
 * Site info text rules, shared by the site-info form and the simulator's config/system/save.
 * Issue messages are codes (`sysconfig:errors.<code>` in the console; the simulator's messages).
 */
const noSlash = (v: string) => !v.includes('/');
const text = z.string().trim().max(100, 'textTooLong');

/** The editable text of a site: names (no '/', spec §5), addresses, operation date. */
export const siteTextSchema = z.object({
  stationName: text.min(1, 'stationNameRequired').refine(noSlash, 'siteNameSlash'),
  stationNameEn: text.refine(noSlash, 'siteNameSlash'),
  address: text,
  addressEn: text,
  operationDate: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v), 'dateInvalid'),
});
export type SiteText = z.infer<typeof siteTextSchema>;
export type SiteTextError = 'textTooLong' | 'stationNameRequired' | 'siteNameSlash' | 'dateInvalid';
