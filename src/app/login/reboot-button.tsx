import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loginByPassword } from '@/api/auth';
import { getVersion, restartSystem } from '@/api/config';
import { isApiError } from '@/api/http';
import { confirm } from '@/components/confirm-store';
import { notify } from '@/lib/notify';
import { validateLogin, type LoginErrors } from '@/lib/validators/auth';

// Shown after a confirmed restart only: a lazy chunk, like the confirmation (issue 34).
const RebootProgressDialog = lazy(async () => ({
  default: (await import('@/components/reboot-progress-dialog')).RebootProgressDialog,
}));

/**
 * The reboot option: needs the credentials typed in the form (every call but the token call is
 * authenticated). The token is used for the restart and the wait, never stored as a session.
 */
export function RebootButton(props: {
  username: string;
  password: string;
  onInvalid: (e: LoginErrors) => void;
}) {
  const { t } = useTranslation('auth');
  const [token, setToken] = useState<string | null>(null);

  async function onClick() {
    const errors = validateLogin(props);
    props.onInvalid(errors);
    if (errors.username || errors.password) return;
    if (!(await confirm(t('reboot.confirm'), { title: t('login.reboot'), danger: true }))) return;
    try {
      const answer = await loginByPassword(props.username.trim(), props.password, { silent: true });
      await restartSystem({ headers: { 'Blade-Auth': `bearer ${answer.access_token}` }, silent: true });
      setToken(answer.access_token);
    } catch (error) {
      // One message that says what failed and why (the calls are silent for that reason).
      notify.error(t('reboot.failed', { reason: isApiError(error) ? error.message : '' }).trim());
    }
  }

  return (
    <>
      <button type="button" className="text-muted hover:text-danger" onClick={() => void onClick()}>
        {t('login.reboot')}
      </button>
      {token ? (
        <Suspense fallback={null}>
          <RebootProgressDialog
            poll={(timeout) =>
              getVersion({ headers: { 'Blade-Auth': `bearer ${token}` }, silent: true, timeout })
            }
            onClose={() => setToken(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
