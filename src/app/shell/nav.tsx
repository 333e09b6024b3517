import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { CHILD_PAGES, SETTINGS_SEGMENT, type ChildPage } from '../pages';
import { hiddenPages, useSubsystems } from './station-config';

/**
 * Links to every child page and the settings area (paths relative to /index). Diagnostics is no
 * operator page (issue 30): administrators open it from the header's More menu (and anyone from
 * the connection status, which it explains).
 */
export function Nav({ open, onNavigate }: { open: boolean; onNavigate: () => void }) {
  const { t } = useTranslation('shell');
  const [location] = useLocation();
  const hidden = hiddenPages(useSubsystems());
  const items: Array<ChildPage | typeof SETTINGS_SEGMENT> = [
    ...CHILD_PAGES.filter((name) => name !== 'diagnostics' && !hidden.has(name)),
    SETTINGS_SEGMENT,
  ];
  return (
    <nav
      aria-label={t('header.menu')}
      className={`${open ? 'block' : 'hidden'} w-52 shrink-0 wall:max-2xl:w-40 overflow-y-auto border-r border-line bg-surface lg:block`}
    >
      <ul className="py-2">
        {items.map((name) => {
          const active = location === `/${name}` || location.startsWith(`/${name}/`);
          return (
            <li key={name}>
              <Link
                href={`/${name}`}
                onClick={onNavigate}
                aria-current={active ? 'page' : undefined}
                className={`block px-4 py-2 text-sm ${active ? 'border-l-2 border-primary bg-surface-2 text-fg' : 'text-muted hover:bg-surface-2 hover:text-fg'}`}
              >
                {t(`pages.${name}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
