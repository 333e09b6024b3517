import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { configKeys, getSiteInfo } from '@/api/config';
import { getRuntimeConfig } from '@/stores/runtime-config';
import { usePreferences } from '@/stores/preferences';
import { stationNameFor, useSite } from '@/stores/site';

/**
 * Site switch (spec §3 `currentSite`): the sites of /config.json by code (the header shows the
 * current station's name beside it; each option's title names its station). Every query key and topic names the site, so switching refetches and resubscribes.
 * Absent when the deployment knows only one site.
 */
export function SiteSwitch({ className = '' }: { className?: string }) {
  const { t } = useTranslation('shell');
  const language = usePreferences((s) => s.language);
  const currentSite = useSite((s) => s.currentSite);
  const setCurrentSite = useSite((s) => s.setCurrentSite);
  const sites = getRuntimeConfig().sites;
  const infos = useQueries({
    queries: sites.map((site) => ({
      queryKey: configKeys.site(site),
      queryFn: () => getSiteInfo(site),
      enabled: sites.length > 1,
    })),
  });
  if (sites.length < 2) return null;
  const options = sites.includes(currentSite) ? sites : [currentSite, ...sites];
  return (
    <select
      aria-label={t('header.site')}
      title={t('header.site')}
      data-testid="site-switch"
      value={currentSite}
      onChange={(e) => setCurrentSite(e.target.value)}
      className={`rounded-md border border-line bg-surface-2 px-2 py-1 text-sm text-fg ${className}`}
    >
      {options.map((site) => {
        const info = infos[sites.indexOf(site)]?.data;
        const name = info ? stationNameFor(info, language, '') : '';
        return (
          <option key={site} value={site} title={name || undefined}>
            {site}
          </option>
        );
      })}
    </select>
  );
}
