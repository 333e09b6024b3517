import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { formatDate } from '@/lib/format/date';
import { usePreferences } from '@/stores/preferences';
import { LoginPage } from '../login/login-page';

/**
 * Kiosk mode at /login: the session ended (its token could not be renewed). Never a silent login
 * form on a wall: a clear "signed out" screen first; whoever is told to signs in again from it,
 * and the rotation picks up where it was.
 */
export function KioskSignedOut() {
  const { t } = useTranslation('kiosk');
  const language = usePreferences((s) => s.language);
  const [since] = useState(() => Date.now());
  const [signIn, setSignIn] = useState(false);
  if (signIn) return <LoginPage />;
  return (
    <main
      data-testid="kiosk-signed-out"
      className="flex min-h-screen flex-col items-center justify-center gap-4 bg-bg p-8 text-center text-fg"
    >
      <h1 className="text-4xl font-semibold">{t('signedOut.title')}</h1>
      <p className="max-w-xl text-lg text-muted">{t('signedOut.body')}</p>
      <p className="text-sm text-muted">{t('signedOut.since', { time: formatDate(since, language) })}</p>
      <Button variant="primary" className="mt-4 px-6 py-2 text-lg" onClick={() => setSignIn(true)}>
        {t('signedOut.signIn')}
      </Button>
    </main>
  );
}
