import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Redirect, Route, Switch, useLocation } from 'wouter';
import { ErrorBoundary } from '@/components/error-boundary';
import { LoadingState, NotPermittedState } from '@/components/states';
import { useIsAdmin } from '@/stores/permissions';
import { settingsSections, type SettingsSection } from './settings-sections';

interface SectionMeta {
  titleKey: string;
  adminOnly: boolean;
}

/** Title keys and admin-only flags exported by each section module (loaded with its chunk). */
function useSectionMeta(): Record<string, SectionMeta> | null {
  const [meta, setMeta] = useState<Record<string, SectionMeta> | null>(null);
  useEffect(() => {
    let alive = true;
    void Promise.all(
      settingsSections.map(
        async (s) =>
          [s.id, { titleKey: await s.loadTitleKey(), adminOnly: await s.loadAdminOnly() }] as const,
      ),
    ).then((pairs) => {
      if (alive) setMeta(Object.fromEntries(pairs));
    });
    return () => {
      alive = false;
    };
  }, []);
  return meta;
}

/** An administrator-only section opened by another role: the not-permitted state, not the page. */
function SectionGate({ section, meta }: { section: SettingsSection; meta: SectionMeta | undefined }) {
  const isAdmin = useIsAdmin();
  if (!meta) return <LoadingState />;
  if (meta.adminOnly && !isAdmin) return <NotPermittedState />;
  return <section.component />;
}

/** /index/settings[/<section>]: the section list and the chosen section. */
export function SettingsPage() {
  const { t } = useTranslation('shell');
  const translateKey = t as unknown as (key: string) => string;
  const meta = useSectionMeta();
  const isAdmin = useIsAdmin();
  const { t: tc } = useTranslation();
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
                title={meta?.[s.id]?.adminOnly && !isAdmin ? tc('permission.adminOnly') : undefined}
                className={`block px-4 py-2 text-sm ${location === `/${s.id}` ? 'bg-surface-2 text-fg' : 'text-muted hover:text-fg'} ${meta?.[s.id]?.adminOnly && !isAdmin ? 'opacity-60' : ''}`}
              >
                {meta?.[s.id] ? translateKey(meta[s.id].titleKey) : s.id}
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
                  <SectionGate section={s} meta={meta?.[s.id]} />
                </Suspense>
              </ErrorBoundary>
            </Route>
          ))}
        </Switch>
      </section>
    </div>
  );
}
