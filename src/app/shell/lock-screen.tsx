import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { TextField } from '@/components/form-field';
import { useSession } from '@/stores/session';
import { LockAlarms } from './lock-alarms';

/** Covers the console until the user's password is confirmed through oauth/unlock. */
export function LockScreen() {
  const { t } = useTranslation(['auth', 'errors', 'common']);
  const user = useSession((s) => s.userInfo);
  const unlock = useSession((s) => s.unlock);
  const clear = useSession((s) => s.clear);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setError(t('errors:passwordRequired'));
      return;
    }
    setBusy(true);
    try {
      const ok = await unlock(password);
      if (!ok) {
        setError(t('errors:unlockPasswordIncorrect'));
        setPassword('');
      }
    } catch {
      // transport failure: the API client has said so; stay locked
    } finally {
      setBusy(false);
    }
  }

  return (
    <main
      role="dialog"
      aria-modal="true"
      aria-labelledby="lock-title"
      className="fixed inset-0 z-30 flex items-center justify-center bg-bg p-4"
    >
      <form
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        className="w-full max-w-sm rounded-xl border border-line bg-surface p-7 shadow-2xl"
      >
        <h1 id="lock-title" className="text-xl font-semibold text-fg">
          {t('lock.title')}
        </h1>
        <p className="mt-1 mb-4 text-sm text-muted">
          {t('lock.hint', { user: user?.nick_name || user?.account || '' })}
        </p>
        <TextField
          label={t('lock.password')}
          type="password"
          name="unlock-password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            setError(null);
          }}
          error={error}
          autoFocus
        />
        <Button type="submit" variant="primary" className="mt-2 w-full py-2" disabled={busy}>
          {t('lock.unlock')}
        </Button>
        <button
          type="button"
          className="mt-3 w-full text-center text-sm text-muted hover:text-fg"
          onClick={clear}
        >
          {t('lock.logout')}
        </button>
        <LockAlarms />
      </form>
    </main>
  );
}
