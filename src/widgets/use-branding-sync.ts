import { useEffect } from 'react';
import { getBranding } from '@/api/config';
import { useBranding } from '@/stores/branding';
import { useSession } from '@/stores/session';
import { useSite } from '@/stores/site';

/**
 * Fetches the current site's branding (public call) into the store, again when the site or the
 * sign-in changes. A plain effect, not a query: the login page has no query client (issue 34: its
 * JS budget), and a failed call keeps the stored branding (the call is silent).
 */
export function useBrandingSync(): void {
  const site = useSite((s) => s.currentSite);
  const setBranding = useBranding((s) => s.setBranding);
  const signedIn = useSession((s) => s.accessToken !== null);
  useEffect(() => {
    let current = true;
    getBranding(site, signedIn).then(
      (branding) => {
        if (current && branding) setBranding(branding);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [site, signedIn, setBranding]);
}
