import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { useSession } from '@/stores/session';
import { PasswordForm } from './password-form';

/**
 * Shown instead of the console right after login while the account still has the password an
 * administrator gave it (added with 123456, or reset): the station refuses every other call of
 * the session until it is changed (issue 31). A successful change opens the console.
 */
export function ForcedPasswordChange() {
  const { t } = useTranslation('settings');
  const account = useSession((s) => s.userInfo?.account);
  const clear = useSession((s) => s.clear);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-bg p-4">
      <section className="w-full max-w-sm text-sm text-muted">
        <h1 className="mb-2 text-lg font-semibold text-fg">{t('personal.forcedTitle', { account })}</h1>
        <p>{t('personal.forcedIntro')}</p>
      </section>
      <PasswordForm />
      <Button type="button" onClick={clear}>
        {t('personal.forcedLogout')}
      </Button>
    </main>
  );
}
