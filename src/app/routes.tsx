import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { LoadingState } from '@/components/states';
import { loadAllNamespaces } from '@/lib/i18n';
import { useKiosk } from '@/stores/kiosk';
import { mustChangePassword, useSession } from '@/stores/session';
import { resolvePath } from './guard';
import { LoginPage } from './login/login-page';
import { NotFoundPage } from './not-found-page';
import { settingsSectionIds } from './settings/settings-sections';

/**
 * A lazy route that renders once its chunk, every i18n namespace (not only the login's) and the
 * query client (query-layer.tsx) are in.
 */
function lazyRoute<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [page, layer] = await Promise.all([load(), import('./query-layer'), loadAllNamespaces()]);
    return { default: layer.withQueries(page) };
  });
}

// The shell and the guest page carry the realtime client: not part of the login page's JS.
const Shell = lazyRoute(async () => (await import('./shell/shell')).Shell);
const GuestPage = lazyRoute(async () => (await import('./guest/guest-page')).GuestPage);
// An initial or reset password: the new one first, before the shell makes any call (issue 31).
const ForcedPasswordChange = lazyRoute(
  async () => (await import('@/features/settings-personal-info/forced-password-change')).ForcedPasswordChange,
);
// A kiosk screen signed out (it carries the date formatting): not the login page's JS either.
const KioskSignedOut = lazyRoute(async () => (await import('./kiosk/kiosk-signed-out')).KioskSignedOut);

/** Applies the route guard (spec §2) on every location or session change, then routes. */
export function AppRoutes() {
  const [location, navigate] = useLocation();
  const accessToken = useSession((s) => s.accessToken);
  const userInfo = useSession((s) => s.userInfo);
  const kiosk = useKiosk((s) => s.options !== null);
  const changePassword = useSession(mustChangePassword);
  const target = resolvePath(location, { accessToken, userInfo }, { settingsSections: settingsSectionIds });

  useEffect(() => {
    if (target !== location) navigate(target, { replace: true });
  }, [target, location, navigate]);

  if (target !== location) return null;
  if (changePassword && target !== '/login') {
    return (
      <Suspense fallback={<LoadingState />}>
        <ForcedPasswordChange />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={<LoadingState />}>
      <Switch>
        <Route path="/login" component={kiosk ? KioskSignedOut : LoginPage} />
        <Route path="/404" component={NotFoundPage} />
        <Route path="/guestPage" component={GuestPage} />
        <Route path="/index" nest component={Shell} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
