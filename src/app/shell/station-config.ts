import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { configKeys, getSiteInfo, getSubsystems, getSystemConfigList } from '@/api/config';
import type { Subsystem, SystemConfigEntry } from '@/contract/api/config';
import { startSite } from '@/lib/start-site';
import { getStore, setStore, STORAGE_KEYS } from '@/lib/storage';
import { restartRealtime } from '@/realtime/start-options';
import { getRuntimeConfig } from '@/stores/runtime-config';
import { useSite } from '@/stores/site';
import { idleMinutesForHost } from './idle-host';

/**
 * Loads the current site's names into the site store (header, export file names). Without a
 * stored choice (first login, cleared storage) the console opens on the system configuration's
 * `defaultSite`; a stored choice wins (src/lib/start-site.ts).
 *
 * Returns true once the current site is the one to open on. Until then (a fresh session waiting
 * for the configuration) the shell shows no page: pages would ask for and subscribe to the
 * spec's default site first, and show its figures for a moment under the other one's name.
 */
export function useSiteInfo(): boolean {
  const site = useSite((s) => s.currentSite);
  const chosen = useSite((s) => s.chosen);
  const setSite = useSite((s) => s.setSite);
  const setCurrentSite = useSite((s) => s.setCurrentSite);
  const adoptDefault = useSite((s) => s.adoptDefault);
  const { data: config, isError } = useQuery({
    queryKey: configKeys.list,
    queryFn: getSystemConfigList,
  });
  const configured = config?.find((e) => e.configKey === 'defaultSite')?.configValue;
  const want = startSite({ stored: chosen ? site : null, configured, sites: getRuntimeConfig().sites });
  // Without a stored choice the configuration decides (or, when it cannot be read, the default).
  const settled = want === site && (chosen || config !== undefined || isError);
  const { data } = useQuery({
    queryKey: configKeys.site(site),
    queryFn: () => getSiteInfo(site),
    enabled: settled,
  });
  useEffect(() => {
    if (!chosen) adoptDefault(want);
    // A stored site this deployment no longer has falls back to the default one.
    else if (want !== site) setCurrentSite(want);
  }, [want, site, chosen, setCurrentSite, adoptDefault]);
  useEffect(() => {
    if (data && data.site === site)
      setSite({ stationName: data.stationName, stationNameEn: data.stationNameEn });
  }, [data, site, setSite]);
  return settled;
}

/** Idle minutes before logout: the system configuration's value, else /config.json's. */
export function autoLogoutMinutes(list: SystemConfigEntry[] | undefined, fallback: number): number {
  const raw = list?.find((e) => e.configKey === 'autoLogoutMinutes')?.configValue;
  const n = raw === undefined || raw.trim() === '' ? NaN : Number(raw);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
}

/** Idle minutes in force here: the configured value on a domain name, 0 on an IP or localhost. */
export function useAutoLogoutMinutes(): number {
  const { data } = useQuery({ queryKey: configKeys.list, queryFn: getSystemConfigList });
  return idleMinutesForHost(
    autoLogoutMinutes(data, getRuntimeConfig().autoLogoutMinutes),
    window.location.hostname,
  );
}

/** Child pages whose subsystem is switched off (enabled 0) are left out of the navigation. */
export function hiddenPages(subsystems: Subsystem[] | undefined): Set<string> {
  return new Set((subsystems ?? []).filter((s) => s.enabled === 0).map((s) => s.code));
}

/** The subsystem list, kept in IOT- storage as spec §3 lists it. */
export function useSubsystems(): Subsystem[] | undefined {
  const { data } = useQuery({ queryKey: configKeys.subsystems, queryFn: getSubsystems });
  useEffect(() => {
    if (data) setStore(STORAGE_KEYS.subSystemList, data.records);
  }, [data]);
  return data?.records;
}

/**
 * Keeps `systemSet.wsUrl` (spec §3, IOT- storage) equal to the system configuration's broker
 * address and reconnects the realtime worker when it changes.
 */
export function useBrokerAddressSync(): void {
  const { data } = useQuery({ queryKey: configKeys.list, queryFn: getSystemConfigList });
  const wsUrl = data?.find((e) => e.configKey === 'wsUrl')?.configValue;
  useEffect(() => {
    if (wsUrl === undefined) return;
    const stored = getStore<{ wsUrl?: string }>(STORAGE_KEYS.systemSet)?.wsUrl ?? '';
    if (stored === wsUrl) return;
    setStore(STORAGE_KEYS.systemSet, { wsUrl });
    void restartRealtime();
  }, [wsUrl]);
}
