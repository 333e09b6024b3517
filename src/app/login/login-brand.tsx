import { useTranslation } from 'react-i18next';
import { LoginLogo } from '@/components/brand-logos';
import { brandTitle, useBranding } from '@/stores/branding';
import { useBrandingSync } from '@/widgets/use-branding-sync';
import { usePreferences } from '@/stores/preferences';

/** The login page's logo and title: the station's (settings → logos and titles), else the defaults. */
export function LoginBrand() {
  const { t } = useTranslation('auth');
  useBrandingSync();
  const branding = useBranding((s) => s.branding);
  const language = usePreferences((s) => s.language);
  const title = brandTitle(branding?.loginTitle, branding?.loginTitleEn, language) || t('login.title');
  return (
    <>
      {branding?.loginLogo ? (
        <div className="mb-3">
          <LoginLogo src={branding.loginLogo} alt={title} />
        </div>
      ) : null}
      <h1 className="text-xl font-semibold text-balance text-fg" data-testid="login-title">
        {title}
      </h1>
    </>
  );
}
