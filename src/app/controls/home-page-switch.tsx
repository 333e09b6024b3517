import { useTranslation } from 'react-i18next';
import { usePreferences } from '@/stores/preferences';
import { CHILD_PAGES } from '../pages';

/** Which child page /index opens; persisted per browser. */
export function HomePageSwitch() {
  const { t } = useTranslation('shell');
  const homePage = usePreferences((s) => s.homePage);
  const setHomePage = usePreferences((s) => s.setHomePage);
  return (
    <select
      aria-label={t('header.homePage')}
      value={homePage}
      onChange={(e) => setHomePage(e.target.value)}
      className="rounded-md border border-line bg-surface-2 px-2 py-1 text-sm text-fg"
    >
      {CHILD_PAGES.map((name) => (
        <option key={name} value={name}>
          {t(`pages.${name}`)}
        </option>
      ))}
    </select>
  );
}
