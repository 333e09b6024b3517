import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Redirect, Route, Switch, useLocation } from 'wouter';
import { ErrorBoundary } from '@/components/error-boundary';
import { LoadingState, NotPermittedState } from '@/components/states';
import { useIsAdmin } from '@/stores/permissions';
import { settingsSections, type SettingsSection } from './settings-sections';

/** An administrator-only section opened by another role: the not-permitted state, not the page. */
function SectionGate({ section }: { section: SettingsSection }) {
  const isAdmin = useIsAdmin();
  if (section.adminOnly && !isAdmin) return <NotPermittedState />;
  return <section.component />;
}

/** /index/settings[/<section>]: the section list and the chosen section. */
export function SettingsPage() {
  const { t } = useTranslation('shell');
  const translateKey = t as unknown as (key: string) => string;
  const isAdmin = useIsAdmin();
  const { t: tc } = useTranslation();
  const [location] = useLocation();
  // A section opens at its top: a link low in the list is reached by scrolling the page, which
  // left the chosen section scrolled down by as much (issue 30: the kiosk section).
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const main = root.current?.closest('main');
    if (main) main.scrollTop = 0;
  }, [location]);
  return (
    <div ref={root} className="flex flex-col gap-4 md:flex-row">
      <nav
        aria-label={t('settings.sections')}
        className="w-full shrink-0 self-start rounded-md border border-line bg-surface md:w-52 wall:max-2xl:md:w-40"
      >
        <h2 className="border-b border-line px-4 py-2 text-sm font-semibold text-fg">
          {t('settings.title')}
        </h2>
        <ul className="py-1">
          {settingsSections.map((s) => {
            const locked = s.adminOnly && !isAdmin;
            return (
              <li key={s.id}>
                <Link
                  href={`/${s.id}`}
                  aria-current={location === `/${s.id}` ? 'page' : undefined}
                  title={locked ? tc('permission.adminOnly') : undefined}
                  className={`block px-4 py-2 text-sm ${location === `/${s.id}` ? 'bg-surface-2 text-fg' : 'text-muted hover:text-fg'} ${locked ? 'opacity-60' : ''}`}
                >
                  {translateKey(s.titleKey)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <section className="min-w-0 flex-1">
        <Switch>
          <Route path="/">
            <Redirect to={`/${settingsSections[0].id}`} replace />
          </Route>
          {settingsSections.map((s) => (
            <Route key={s.id} path={`/${s.id}`}>
              <ErrorBoundary resetKey={s.id}>
                <Suspense fallback={<LoadingState />}>
                  <SectionGate section={s} />
                </Suspense>
              </ErrorBoundary>
            </Route>
          ))}
        </Switch>
      </section>
    </div>
  );
}
