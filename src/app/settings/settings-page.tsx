import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Redirect, Route, Switch, useLocation } from 'wouter';
import { ErrorBoundary } from '@/components/error-boundary';
import { LoadingState } from '@/components/states';
import { settingsSections } from './settings-sections';

/** Section titles are i18n keys exported by each section module (loaded with its chunk). */
function useSectionTitles(): Record<string, string> {
  const [keys, setKeys] = useState<Record<string, string>>({});
  useEffect(() => {
    let alive = true;
    void Promise.all(settingsSections.map(async (s) => [s.id, await s.loadTitleKey()] as const)).then(
      (pairs) => {
        if (alive) setKeys(Object.fromEntries(pairs));
      },
    );
    return () => {
      alive = false;
    };
  }, []);
  return keys;
}

/** /index/settings[/<section>]: the section list and the chosen section. */
export function SettingsPage() {
  const { t } = useTranslation('shell');
  const translateKey = t as unknown as (key: string) => string;
  const titles = useSectionTitles();
  const [location] = useLocation();
  return (
    <div className="flex flex-col gap-4 md:flex-row">
      <nav
        aria-label={t('settings.sections')}
        className="w-full shrink-0 self-start rounded-md border border-line bg-surface md:w-52"
      >
        <h2 className="border-b border-line px-4 py-2 text-sm font-semibold text-fg">
          {t('settings.title')}
        </h2>
        <ul className="py-1">
          {settingsSections.map((s) => (
            <li key={s.id}>
              <Link
                href={`/${s.id}`}
                aria-current={location === `/${s.id}` ? 'page' : undefined}
                className={`block px-4 py-2 text-sm ${location === `/${s.id}` ? 'bg-surface-2 text-fg' : 'text-muted hover:text-fg'}`}
              >
                {titles[s.id] ? translateKey(titles[s.id]) : s.id}
              </Link>
            </li>
          ))}
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
                  <s.component />
                </Suspense>
              </ErrorBoundary>
            </Route>
          ))}
        </Switch>
      </section>
    </div>
  );
}
