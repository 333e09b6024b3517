import { useEffect, useState } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { LoadingState } from '@/components/states';
import { preloadToaster } from '@/components/toast';
import { AlarmBanner } from '@/features/alarm-popup/alarm-banner';
import { RealtimeProvider } from '@/realtime/realtime-provider';
import { RealtimeSync } from '@/widgets/realtime/realtime-sync';
import { usePreferences } from '@/stores/preferences';
import { useSession } from '@/stores/session';
import { isChildPage, SETTINGS_SEGMENT } from '../pages';
import { SettingsPage } from '../settings/settings-page';
import { KioskAlarmPopup } from '../kiosk/kiosk-alarm-popup';
import { KioskStrip } from '../kiosk/kiosk-strip';
import { useKioskShell } from '../kiosk/use-kiosk';
import { ChildPage } from './child-page';
import { Header } from './header';
import { LockScreen } from './lock-screen';
import { Nav } from './nav';
import { OfflineBanner } from './offline-banner';
import { useAutoLogoutMinutes, useSiteInfo, useBrokerAddressSync } from './station-config';
import { useIdleLogout } from './use-idle-logout';

/** /index: header, navigation and the child page; the lock screen replaces it while locked. */
export function Shell() {
  const locked = useSession((s) => s.locked);
  const homePage = usePreferences((s) => s.homePage);
  const [navOpen, setNavOpen] = useState(false);
  const kiosk = useKioskShell();
  const idleMinutes = useAutoLogoutMinutes();
  useIdleLogout(kiosk ? 0 : idleMinutes);
  const siteSettled = useSiteInfo();
  useBrokerAddressSync();
  // Signed in: the toast code is fetched now, so a message during a later outage can show.
  useEffect(preloadToaster, []);

  if (locked) return <LockScreen />;
  // A fresh session opens on the configured default site: no page until it is known.
  if (!siteSettled)
    return (
      <div className="flex h-screen items-center justify-center bg-bg" data-testid="shell-starting">
        <LoadingState />
      </div>
    );
  return (
    <RealtimeProvider>
      <RealtimeSync />
      <div className="flex h-screen flex-col bg-bg text-fg">
        {kiosk ? <KioskStrip /> : <Header onToggleNav={() => setNavOpen((o) => !o)} />}
        <OfflineBanner />
        <AlarmBanner />
        <div className="flex min-h-0 flex-1">
          {kiosk ? <KioskAlarmPopup /> : <Nav open={navOpen} onNavigate={() => setNavOpen(false)} />}
          {/* The alarm popup's lane (0 without cards): a card never covers the page. */}
          <main
            className="min-w-0 flex-1 overflow-auto p-4"
            style={{ marginRight: 'var(--alarm-popup-inset, 0px)' }}
          >
            <Switch>
              <Route path="/">
                <Redirect to={`/${isChildPage(homePage) ? homePage : 'mainSys'}`} replace />
              </Route>
              <Route path={`/${SETTINGS_SEGMENT}`} nest>
                <SettingsPage />
              </Route>
              <Route path="/:name">{(params) => <ChildPage name={params.name} />}</Route>
            </Switch>
          </main>
        </div>
      </div>
    </RealtimeProvider>
  );
}
