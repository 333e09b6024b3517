import type {
  Branding,
  DiskAlarmSetting,
  DiskSpace,
  EmsComponentVersion,
  SiteInfo,
  StationMoreInfo,
  Subsystem,
  SubsystemUpdate,
  SystemConfigEntry,
  VersionInfo,
} from '@/contract/api/config';
import type { Page } from '@/contract/envelope';
import { get, post, type CallOptions } from './http';

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
  branding: (site: string) => ['config', 'branding', site] as const,
};

/**
 * Logos and titles (public: the login page reads them before login). `config/branding` is an
 * extension: where the station answers it code 404 (null), a signed-in console takes them from
 * the site info (`config/system/detail`, spec); before login there is nothing to read (null).
 */
export async function getBranding(site: string, signedIn: boolean): Promise<Branding | null> {
  const branding = await get<Branding | null>('config/branding', { site }, { silent: true });
  if (branding || !signedIn) return branding;
  const info = await get<SiteInfo | null>('config/system/detail', { site }, { silent: true });
  return info ? brandingOf(info) : null;
}

function brandingOf(info: SiteInfo): Branding {
  const { site, loginLogo, homeLogo, loginTitle, loginTitleEn, homeTitle, homeTitleEn } = info;
  return { site, loginLogo, homeLogo, loginTitle, loginTitleEn, homeTitle, homeTitleEn };
}

/** Saves site info (names, address, operation date, photo, logos, titles); answers the whole record. */
export function saveSiteInfo(
  info: Partial<SiteInfo> & { site: string },
  options: CallOptions = {},
): Promise<SiteInfo> {
  return post<SiteInfo>('config/system/save', { query: { site: info.site }, json: info }, options);
}

export function getMoreInfo(site: string): Promise<StationMoreInfo> {
  return get<StationMoreInfo>('station/moreInfo/get', { site });
}

export function saveMoreInfo(
  site: string,
  info: StationMoreInfo,
  options: CallOptions = {},
): Promise<StationMoreInfo> {
  return post<StationMoreInfo>('station/moreInfo/set', { query: { site }, json: info }, options);
}

/** Saves some system configuration entries; answers the whole list. */
export function updateSystemConfig(
  entries: SystemConfigEntry[],
  options: CallOptions = {},
): Promise<SystemConfigEntry[]> {
  return post<SystemConfigEntry[]>('config/update', { json: entries }, options);
}

/** Spec §7: POST config/update/systemActivationDate with query date (YYYY-MM-DD). */
export function setActivationDate(date: string, options: CallOptions = {}): Promise<SystemConfigEntry[]> {
  return post<SystemConfigEntry[]>('config/update/systemActivationDate', { query: { date } }, options);
}

export function updateSubsystem(update: SubsystemUpdate): Promise<Subsystem> {
  return post<Subsystem>('subsystem/update', { json: update });
}

export function getEmsVersions(): Promise<EmsComponentVersion[]> {
  return get<EmsComponentVersion[]>('config/getAllEmmsVersion');
}

export function getDiskSpace(): Promise<DiskSpace> {
  return get<DiskSpace>('config/getDiskSpace');
}

export function getDiskAlarm(): Promise<DiskAlarmSetting> {
  return get<DiskAlarmSetting>('config/system/disk/alarm/info');
}

export function saveDiskAlarm(
  setting: DiskAlarmSetting,
  options: CallOptions = {},
): Promise<DiskAlarmSetting> {
  return post<DiskAlarmSetting>('config/system/disk/alarm/save', { json: setting }, options);
}

/** Site information of one site (station names, titles, logos). */
export function getSiteInfo(site: string): Promise<SiteInfo> {
  return get<SiteInfo>('config/system/detail', { site });
}

/** The key/value system configuration (autoLogoutMinutes, ...). */
export function getSystemConfigList(): Promise<SystemConfigEntry[]> {
  return get<SystemConfigEntry[]>('config/getList');
}

/** Subsystems (navigation entries); spec §9: asked with size 1000, current 1. */
export function getSubsystems(): Promise<Page<Subsystem>> {
  return get<Page<Subsystem>>('subsystem/list', { current: 1, size: 1000 });
}

/**
 * Restarts the station's service (spec §4 "Restart: takes about 3-5 minutes"). The login page
 * passes a token it obtained for this call only, so `options.headers` carries Blade-Auth.
 */
export function restartSystem(options: CallOptions = {}): Promise<unknown> {
  return get('config/restartOpenapi', undefined, options);
}

/** Version of the station's software; answering at all means the service is up. */
export function getVersion(options: CallOptions = {}): Promise<VersionInfo> {
  return get<VersionInfo>('config/version', undefined, options);
}
