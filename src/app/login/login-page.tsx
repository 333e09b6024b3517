import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { TextField } from '@/components/form-field';
import { isApiError } from '@/contract/api-error';
import { validateLogin, type LoginErrors } from '@/lib/validators/auth';
import { useSession } from '@/stores/session';
import { LanguageSwitch } from '../controls/language-switch';
import { RebootButton } from './reboot-button';
import { LoginBrand } from './login-brand';

// Opened on demand: the dialog library is not part of the login page's first JS (issue 34).
const ResetPasswordDialog = lazy(async () => ({
  default: (await import('./reset-password-dialog')).ResetPasswordDialog,
}));

/** Spec §2 login page. A successful login changes the session; the route guard moves on. */
export function LoginPage() {
  const { t } = useTranslation(['auth', 'errors', 'common']);
  const login = useSession((s) => s.login);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [busy, setBusy] = useState(false);
  // The refusal shown beside the form (the toast at the top is easy to miss on a large screen).
  const [refusal, setRefusal] = useState<string | null>(null);
  const [resetOpen, setResetOpen] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validateLogin({ username, password });
    setErrors(found);
    setRefusal(null);
    if (found.username || found.password) return;
    setBusy(true);
    try {
      await login(username.trim(), password);
    } catch (error) {
      // The server's message (wrong password, locked account) stays beside the form until the
      // next try; keep the user name, clear the password.
      setRefusal(isApiError(error) && error.message ? error.message : t('login.failed'));
      setPassword('');
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-10 bg-bg p-4">
      <div className="w-full max-w-md rounded-xl border border-line bg-surface p-7 shadow-2xl">
        <div className="mb-1 flex justify-end">
          <LanguageSwitch />
        </div>
        <div className="mb-5">
          <LoginBrand />
          <p className="mt-1 text-sm text-muted">{t('login.subtitle')}</p>
        </div>
        <form noValidate onSubmit={(e) => void onSubmit(e)}>
          <TextField
            label={t('login.username')}
            name="username"
            autoComplete="username"
            placeholder={t('login.usernamePlaceholder')}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            error={errors.username ? t(`errors:${errors.username}`) : null}
            required
            autoFocus
          />
          <TextField
            label={t('login.password')}
            name="password"
            type="password"
            autoComplete="current-password"
            placeholder={t('login.passwordPlaceholder')}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.password ? t(`errors:${errors.password}`) : null}
            required
          />
          {refusal ? (
            <p
              role="alert"
              data-testid="login-refusal"
              className="mb-3 rounded-md border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger"
            >
              {refusal}
            </p>
          ) : null}
          <Button type="submit" variant="primary" className="mt-2 w-full py-2" disabled={busy}>
            {busy ? t('login.submitting') : t('login.submit')}
          </Button>
        </form>
        <div className="mt-4 text-sm">
          <button type="button" className="text-primary hover:underline" onClick={() => setResetOpen(true)}>
            {t('login.resetPassword')}
          </button>
        </div>
      </div>
      {/* Kept apart from the login button: a reboot must never be one slip of the mouse away. */}
      <section
        aria-label={t('login.maintenance')}
        className="flex w-full max-w-md items-center justify-between gap-3 rounded-lg border border-dashed border-line px-4 py-2 text-sm text-muted"
      >
        <span>{t('login.maintenance')}</span>
        <RebootButton username={username} password={password} onInvalid={setErrors} />
      </section>
      {resetOpen ? (
        <Suspense fallback={null}>
          <ResetPasswordDialog initialUsername={username} onClose={() => setResetOpen(false)} />
        </Suspense>
      ) : null}
    </main>
  );
}
