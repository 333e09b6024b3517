import { Suspense, useEffect, useRef, useState } from 'react';
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

/**
 * Title keys and admin-only flags exported by each section module (loaded with its chunk), each
 * as soon as its own chunk has loaded: the open section never waits for the others, and one
 * chunk that fails to load leaves only its own link without a title.
 */
function useSectionMeta(): Partial<Record<string, SectionMeta>> {
  const [meta, setMeta] = useState<Partial<Record<string, SectionMeta>>>({});
  useEffect(() => {
    let alive = true;
    for (const s of settingsSections) {
      void Promise.all([s.loadTitleKey(), s.loadAdminOnly()])
        .then(([titleKey, adminOnly]) => {
          if (alive) setMeta((m) => ({ ...m, [s.id]: { titleKey, adminOnly } }));
        })
        .catch((error: unknown) => console.error(`[settings] section ${s.id} did not load`, error));
    }
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
            const m = meta[s.id];
            const locked = Boolean(m?.adminOnly && !isAdmin);
            return (
              <li key={s.id}>
                <Link
                  href={`/${s.id}`}
                  aria-current={location === `/${s.id}` ? 'page' : undefined}
                  title={locked ? tc('permission.adminOnly') : undefined}
                  className={`block px-4 py-2 text-sm ${location === `/${s.id}` ? 'bg-surface-2 text-fg' : 'text-muted hover:text-fg'} ${locked ? 'opacity-60' : ''}`}
                >
                  {m ? translateKey(m.titleKey) : s.id}
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
                  <SectionGate section={s} meta={meta[s.id]} />
                </Suspense>
              </ErrorBoundary>
            </Route>
          ))}
        </Switch>
      </section>
    </div>
  );
}
