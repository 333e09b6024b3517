import { useTranslation } from 'react-i18next';
import { ConnectionBadge } from '@/components/realtime/connection-badge';
import { LoadingState } from '@/components/states';
import { RealtimeProvider } from '@/realtime/realtime-provider';
import { RealtimeSync } from '@/widgets/realtime/realtime-sync';
import { usePreferences } from '@/stores/preferences';
import { useSession } from '@/stores/session';
import { stationNameFor, useSite } from '@/stores/site';
import { LanguageSwitch } from '../controls/language-switch';
import { MainPageLink } from '../controls/main-page-link';
import { SiteSwitch } from '../controls/site-switch';
import { ThemeSwitch } from '../controls/theme-switch';
import { LockScreen } from '../shell/lock-screen';
import { logoutWithConfirm } from '../shell/session-actions';
import { useAutoLogoutMinutes, useSiteInfo } from '../shell/station-config';
import { useIdleLogout } from '../shell/use-idle-logout';
import { StationSummary } from './station-summary';

/** /guestPage: the custom main page, a live station summary for visitors (customMainPage 1). */
export function GuestPage() {
  const { t } = useTranslation('shell');
  const language = usePreferences((s) => s.language);
  const site = useSite((s) => s.site);
  const currentSite = useSite((s) => s.currentSite);
  const locked = useSession((s) => s.locked);
  useIdleLogout(useAutoLogoutMinutes());
  const siteSettled = useSiteInfo();
  // The lock covers every page of the session, not only the shell.
  if (locked) return <LockScreen />;
  // As in the shell: the configured default site first, no figures of another one meanwhile.
  if (!siteSettled)
    return (
      <div className="flex h-screen items-center justify-center bg-bg">
        <LoadingState />
      </div>
    );
  return (
    <RealtimeProvider>
      <RealtimeSync />
      <div className="flex min-h-screen flex-col bg-bg p-4 text-fg md:p-8 lg:h-screen">
        <header className="mb-6 flex flex-wrap items-center gap-3">
          <div>
            <h1 className="text-2xl font-semibold xl:text-3xl">
              {stationNameFor(site, language, currentSite)}
            </h1>
            <p className="flex flex-wrap items-center gap-x-3 text-sm text-muted">
              <span>
                {t('guest.title')} · {t('guest.subtitle')}
              </span>
              <ConnectionBadge className="text-fg" />
            </p>
          </div>
          <div className="ml-auto flex flex-wrap items-center gap-2">
            <MainPageLink to="index" className="mr-2" />
            <SiteSwitch />
            <LanguageSwitch />
            <ThemeSwitch />
            <button
              type="button"
              className="rounded-md border border-line px-3 py-1 text-sm"
              onClick={() => void logoutWithConfirm()}
            >
              {t('guest.logout')}
            </button>
          </div>
        </header>
        <StationSummary site={currentSite} />
      </div>
    </RealtimeProvider>
  );
}
