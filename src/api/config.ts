import {
  brandingSchema,
  diskAlarmSettingSchema,
  diskSpaceSchema,
  emsComponentVersionSchema,
  siteInfoSchema,
  stationMoreInfoSchema,
  subsystemSchema,
  systemConfigListSchema,
  versionInfoSchema,
  type Branding,
  type DiskAlarmSetting,
  type DiskSpace,
  type EmsComponentVersion,
  type SiteInfo,
  type StationMoreInfo,
  type Subsystem,
  type SubsystemUpdate,
  type SystemConfigEntry,
  type VersionInfo,
} from '@/contract/api/config';
import type { Page } from '@/contract/envelope';
import { wireArray, wireNullable } from '@/contract/wire';
import { get, post, type CallOptions } from './http';
import { readAnswer, readPage } from './read-answer';

/*
 * Configuration calls. Answers are read with the contract's schemas (src/contract/api/config.ts);
 * a code-404 answer (spec §8: normal, data null) reads as null, [] or no records.
 */

/** Query keys of the configuration calls (the shell reads the same caches). */
export const configKeys = {
  site: (site: string) => ['config', 'system', 'detail', site] as const,
  list: ['config', 'getList'] as const,
  subsystems: ['subsystem', 'list'] as const,
  moreInfo: (site: string) => ['station', 'moreInfo', site] as const,
  version: ['config', 'version'] as const,
  emsVersions: ['config', 'getAllEmmsVersion'] as const,
  disk: ['config', 'getDiskSpace'] as const,
  diskAlarm: ['config', 'disk', 'alarm'] as const,
};

const silent = { silent: true };

/**
 * Logos and titles (public: the login page reads them before login). `config/branding` is an
 * extension: where the station answers it code 404 (null), a signed-in console takes them from
 * the site info (`config/system/detail`, spec); before login there is nothing to read (null).
 */
export async function getBranding(site: string, signedIn: boolean): Promise<Branding | null> {
  const path = 'config/branding';
  const branding = readAnswer(wireNullable(brandingSchema), await get(path, { site }, silent), path, silent);
  if (branding || !signedIn) return branding;
  const detail = 'config/system/detail';
  const info = readAnswer(wireNullable(siteInfoSchema), await get(detail, { site }, silent), detail, silent);
  return info ? brandingOf(info) : null;
}

function brandingOf(info: SiteInfo): Branding {
  const { site, loginLogo, homeLogo, loginTitle, loginTitleEn, homeTitle, homeTitleEn } = info;
  return { site, loginLogo, homeLogo, loginTitle, loginTitleEn, homeTitle, homeTitleEn };
}

/** Saves site info (names, address, operation date, photo, logos, titles); answers the whole record. */
export async function saveSiteInfo(
  info: Partial<SiteInfo> & { site: string },
  options: CallOptions = {},
): Promise<SiteInfo> {
  const answer = await post('config/system/save', { query: { site: info.site }, json: info }, options);
  return readAnswer(siteInfoSchema, answer, 'config/system/save', options);
}

export async function getMoreInfo(site: string): Promise<StationMoreInfo | null> {
  const path = 'station/moreInfo/get';
  return readAnswer(wireNullable(stationMoreInfoSchema), await get(path, { site }), path);
}

export async function saveMoreInfo(
  site: string,
  info: StationMoreInfo,
  options: CallOptions = {},
): Promise<StationMoreInfo> {
  const answer = await post('station/moreInfo/set', { query: { site }, json: info }, options);
  return readAnswer(stationMoreInfoSchema, answer, 'station/moreInfo/set', options);
}

/** Saves some system configuration entries; answers the whole list. */
export async function updateSystemConfig(
  entries: SystemConfigEntry[],
  options: CallOptions = {},
): Promise<SystemConfigEntry[]> {
  const answer = await post('config/update', { json: entries }, options);
  return readAnswer(systemConfigListSchema, answer, 'config/update', options);
}

/** Spec §7: POST config/update/systemActivationDate with query date (YYYY-MM-DD). */
export async function setActivationDate(
  date: string,
  options: CallOptions = {},
): Promise<SystemConfigEntry[]> {
  const path = 'config/update/systemActivationDate';
  return readAnswer(systemConfigListSchema, await post(path, { query: { date } }, options), path, options);
}

export async function updateSubsystem(update: SubsystemUpdate): Promise<Subsystem> {
  return readAnswer(subsystemSchema, await post('subsystem/update', { json: update }), 'subsystem/update');
}

export async function getEmsVersions(): Promise<EmsComponentVersion[]> {
  const path = 'config/getAllEmmsVersion';
  return readAnswer(wireArray(emsComponentVersionSchema), await get(path), path);
}

export async function getDiskSpace(): Promise<DiskSpace | null> {
  return readAnswer(wireNullable(diskSpaceSchema), await get('config/getDiskSpace'), 'config/getDiskSpace');
}

export async function getDiskAlarm(): Promise<DiskAlarmSetting | null> {
  const path = 'config/system/disk/alarm/info';
  return readAnswer(wireNullable(diskAlarmSettingSchema), await get(path), path);
}

export async function saveDiskAlarm(
  setting: DiskAlarmSetting,
  options: CallOptions = {},
): Promise<DiskAlarmSetting> {
  const path = 'config/system/disk/alarm/save';
  return readAnswer(diskAlarmSettingSchema, await post(path, { json: setting }, options), path, options);
}

/** Site information of one site (station names, titles, logos); null on a code-404 answer. */
export async function getSiteInfo(site: string): Promise<SiteInfo | null> {
  const path = 'config/system/detail';
  return readAnswer(wireNullable(siteInfoSchema), await get(path, { site }), path);
}

/** The key/value system configuration (autoLogoutMinutes, ...): entries of known keys. */
export async function getSystemConfigList(): Promise<SystemConfigEntry[]> {
  return readAnswer(systemConfigListSchema, await get('config/getList'), 'config/getList');
}

/** Subsystems (navigation entries); spec §9: asked with size 1000, current 1. */
export async function getSubsystems(): Promise<Page<Subsystem>> {
  return readPage(subsystemSchema, await get('subsystem/list', { current: 1, size: 1000 }), 'subsystem/list');
}

/**
 * Restarts the station's service (spec §4 "Restart: takes about 3-5 minutes"). The login page
 * passes a token it obtained for this call only, so `options.headers` carries Blade-Auth. What it
 * answers is not read.
 */
export function restartSystem(options: CallOptions = {}): Promise<unknown> {
  return get('config/restartOpenapi', undefined, options);
}

/** Version of the station's software; answering at all means the service is up (null: code 404). */
export async function getVersion(options: CallOptions = {}): Promise<VersionInfo | null> {
  const path = 'config/version';
  return readAnswer(wireNullable(versionInfoSchema), await get(path, undefined, options), path, options);
}
