import { useTranslation } from 'react-i18next';
import { THEMES, usePreferences, type Theme } from '@/stores/preferences';

/** Dark (default), light and the large-screen skin; persisted. */
export function ThemeSwitch() {
  const { t } = useTranslation('shell');
  const theme = usePreferences((s) => s.theme);
  const setTheme = usePreferences((s) => s.setTheme);
  return (
    <select
      aria-label={t('header.theme')}
      value={theme}
      onChange={(e) => setTheme(e.target.value as Theme)}
      className="rounded-md border border-line bg-surface-2 px-2 py-1 text-sm text-fg"
    >
      {THEMES.map((name) => (
        <option key={name} value={name}>
          {t(`themes.${name}`)}
        </option>
      ))}
    </select>
  );
}
