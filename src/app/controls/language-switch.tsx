import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@/lib/i18n/languages';
import { usePreferences } from '@/stores/preferences';

/** zh / en; persisted, sets <html lang> and Accept-Language. */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t } = useTranslation(['shell', 'common']);
  const language = usePreferences((s) => s.language);
  const setLanguage = usePreferences((s) => s.setLanguage);
  return (
    <select
      aria-label={t('header.language')}
      value={language}
      onChange={(e) => setLanguage(e.target.value as Language)}
      className={`rounded-md border border-line bg-surface-2 px-2 py-1 text-sm text-fg ${className}`}
    >
      {LANGUAGES.map((lng) => (
        <option key={lng} value={lng}>
          {t(`common:language.${lng}`)}
        </option>
      ))}
    </select>
  );
}
