import { HomeLogo } from '@/components/brand-logos';
import { brandTitle, useBranding } from '@/stores/branding';
import { useBrandingSync } from '@/widgets/use-branding-sync';
import { usePreferences } from '@/stores/preferences';

/** The header logo and console title (settings → logos and titles); the title only when it is not the station name. */
export function HeaderBrand({ stationName }: { stationName: string }) {
  useBrandingSync();
  const branding = useBranding((s) => s.branding);
  const language = usePreferences((s) => s.language);
  const title = brandTitle(branding?.homeTitle, branding?.homeTitleEn, language);
  return (
    <>
      {branding?.homeLogo ? <HomeLogo src={branding.homeLogo} alt={title || stationName} /> : null}
      {title && title !== stationName ? (
        <span className="hidden truncate text-sm text-muted md:inline" data-testid="console-title">
          {title}
        </span>
      ) : null}
    </>
  );
}
