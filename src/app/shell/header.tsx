import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '@/components/button';
import { ErrorBoundary } from '@/components/error-boundary';
import { useIsAdmin } from '@/stores/permissions';
import { usePreferences } from '@/stores/preferences';
import { useSession } from '@/stores/session';
import { stationNameFor, useSite } from '@/stores/site';
import { PopoverMenu } from '@/components/popover-menu';
import { AlarmSoundSwitch } from '../controls/alarm-sound-switch';
import { HomePageSwitch } from '../controls/home-page-switch';
import { LanguageSwitch } from '../controls/language-switch';
import { LowPowerSwitch } from '../controls/low-power-switch';
import { MainPageLink } from '../controls/main-page-link';
import { SiteSwitch } from '../controls/site-switch';
import { ThemeSwitch } from '../controls/theme-switch';
import { AlarmSlot } from './alarm-slot';
import { ConnectionStatus, TrafficIndicator } from './realtime-widgets';
import { clearCacheWithConfirm, logoutWithConfirm } from './session-actions';
import { HeaderBrand } from './header-brand';
import { StationName } from './station-name';
import { UserAvatar } from './user-avatar';

export function Header({ onToggleNav }: { onToggleNav: () => void }) {
  const { t } = useTranslation('shell');
  const language = usePreferences((s) => s.language);
  const site = useSite((s) => s.site);
  const currentSite = useSite((s) => s.currentSite);
  const user = useSession((s) => s.userInfo);
  const lock = useSession((s) => s.lock);
  const isAdmin = useIsAdmin();
  const queryClient = useQueryClient();

  const stationName = stationNameFor(site, language, currentSite);

  const onCleared = () => {
    useSite.setState({ site: null });
    void queryClient.resetQueries();
  };

  return (
    <header className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-line bg-surface px-4 py-2 xl:flex-nowrap">
      <div className="flex min-w-[min(100%,22rem)] flex-1 items-center gap-2 whitespace-nowrap">
        <button
          type="button"
          className="rounded px-2 py-1 text-fg hover:bg-surface-2 lg:hidden"
          onClick={onToggleNav}
          aria-label={t('header.menu')}
        >
          ☰
        </button>
        <HeaderBrand stationName={stationName} />
        <StationName name={stationName} label={t('header.station')} />
        <SiteSwitch />
        <ConnectionStatus />
        <TrafficIndicator />
      </div>
      <div className="ml-auto flex max-w-full flex-wrap items-center gap-2 whitespace-nowrap xl:shrink-0">
        {/* A failing widget must not take the whole shell down with it. */}
        <ErrorBoundary fallback={null}>
          <AlarmSlot />
        </ErrorBoundary>
        <LanguageSwitch />
        {/* Below 1536 px the skin is in "More": the English header keeps the whole station name
            at 1280 px even with both alarm badges shown. */}
        <span className="hidden 2xl:inline-flex">
          <ThemeSwitch />
        </span>
        <PopoverMenu label={<>{t('header.more')} ▾</>} name={t('header.more')}>
          {(close) => (
            <>
              <p className="truncate text-sm text-muted">
                {t('header.user', { name: user?.nick_name || user?.account || '' })}
              </p>
              <label className="flex flex-col gap-1 text-sm text-muted">
                {t('header.homePage')}
                <HomePageSwitch />
              </label>
              <label className="flex flex-col gap-1 text-sm text-muted 2xl:hidden">
                {t('header.theme')}
                <ThemeSwitch />
              </label>
              <MainPageLink to="guestPage" />
              {/* The real-time link's counters: for administrators, not in the operators' menu. */}
              {isAdmin ? (
                <Link href="/diagnostics" onClick={close} className="text-sm text-primary hover:underline">
                  {t('pages.diagnostics')}
                </Link>
              ) : null}
              <LowPowerSwitch />
              <AlarmSoundSwitch />
              <Button
                onClick={() => {
                  close();
                  void clearCacheWithConfirm(onCleared);
                }}
              >
                {t('header.clearCache')}
              </Button>
            </>
          )}
        </PopoverMenu>
        <UserAvatar />
        <Button variant="ghost" onClick={lock} aria-label={t('header.lock')}>
          {/* The short label below 1536 px: the English header fits the station name at 1280. */}
          <span className="2xl:hidden">{t('header.lockShort')}</span>
          <span className="hidden 2xl:inline">{t('header.lock')}</span>
        </Button>
        <Button variant="secondary" onClick={() => void logoutWithConfirm()}>
          {t('header.logout')}
        </Button>
      </div>
    </header>
  );
}
