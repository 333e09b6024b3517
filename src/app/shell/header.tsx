import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { ErrorBoundary } from '@/components/error-boundary';
import { usePreferences } from '@/stores/preferences';
import { useSession } from '@/stores/session';
import { stationNameFor, useSite } from '@/stores/site';
import { HomePageSwitch } from '../controls/home-page-switch';
import { LanguageSwitch } from '../controls/language-switch';
import { LowPowerSwitch } from '../controls/low-power-switch';
import { ThemeSwitch } from '../controls/theme-switch';
import { AlarmSlot } from './alarm-slot';
import { ConnectionStatus, TrafficIndicator } from './realtime-widgets';
import { clearCacheWithConfirm, logoutWithConfirm } from './session-actions';

export function Header({ onToggleNav }: { onToggleNav: () => void }) {
  const { t } = useTranslation('shell');
  const language = usePreferences((s) => s.language);
  const site = useSite((s) => s.site);
  const currentSite = useSite((s) => s.currentSite);
  const user = useSession((s) => s.userInfo);
  const lock = useSession((s) => s.lock);
  const queryClient = useQueryClient();

  const onCleared = () => {
    useSite.setState({ site: null });
    void queryClient.resetQueries();
  };

  return (
    <header className="flex flex-wrap items-center gap-3 border-b border-line bg-surface px-4 py-2">
      <button
        type="button"
        className="rounded px-2 py-1 text-fg hover:bg-surface-2 lg:hidden"
        onClick={onToggleNav}
        aria-label={t('header.menu')}
      >
        ☰
      </button>
      <div className="min-w-0">
        <span className="sr-only">{t('header.station')}: </span>
        <span data-testid="station-name" className="truncate text-lg font-semibold text-fg">
          {stationNameFor(site, language, currentSite)}
        </span>
      </div>
      <ConnectionStatus />
      <TrafficIndicator />
      <div className="ml-auto flex flex-wrap items-center gap-2">
        {/* A failing widget must not take the whole shell down with it. */}
        <ErrorBoundary fallback={null}>
          <AlarmSlot />
        </ErrorBoundary>
        <LanguageSwitch />
        <ThemeSwitch />
        <HomePageSwitch />
        <LowPowerSwitch />
        <Button variant="ghost" onClick={() => void clearCacheWithConfirm(onCleared)}>
          {t('header.clearCache')}
        </Button>
        <Button variant="ghost" onClick={lock}>
          {t('header.lock')}
        </Button>
        <span className="hidden text-sm text-muted md:inline">
          {t('header.user', { name: user?.nick_name || user?.account || '' })}
        </span>
        <Button variant="secondary" onClick={() => void logoutWithConfirm()}>
          {t('header.logout')}
        </Button>
      </div>
    </header>
  );
}
