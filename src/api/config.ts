import type { SiteInfo, Subsystem, SystemConfigEntry, VersionInfo } from '@/contract/api/config';
import type { Page } from '@/contract/envelope';
import { get, type CallOptions } from './http';

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
