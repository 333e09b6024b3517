import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/http';
import { updatePassword } from '@/api/user';
import { Button } from '@/components/button';
import { TextField } from '@/components/form-field';
import { notify } from '@/lib/notify';
import { validatePasswordChange, type PasswordChangeError } from '@/lib/validators/auth';
import { useSession } from '@/stores/session';

type Field = 'oldPassword' | 'newPassword' | 'repeat';
const EMPTY: Record<Field, string> = { oldPassword: '', newPassword: '', repeat: '' };

/**
 * Changing one's own password (user/updatePassword): the new one twice, and matching. A success
 * also lifts the forced change of an initial or reset password (the session's flag).
 */
export function PasswordForm() {
  const { t } = useTranslation(['settings', 'sysusers', 'errors', 'common']);
  const userId = useSession((s) => s.userInfo?.user_id);
  const passwordChanged = useSession((s) => s.passwordChanged);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, PasswordChangeError>>>({});
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = validatePasswordChange(values);
    setErrors(found);
    if (Object.keys(found).length || !userId) return;
    setBusy(true);
    try {
      await updatePassword(
        {
          userId,
          oldPassword: values.oldPassword,
          newPassword: values.newPassword,
          newPassword1: values.repeat,
        },
        { silent: true },
      );
      notify.success(t('settings:personal.success'));
      setValues(EMPTY);
      passwordChanged();
    } catch (error) {
      // Spec §8 message first, then the server's reason; what was typed stays.
      const reason = isApiError(error) ? error.message : '';
      notify.error(`${t('errors:passwordModificationFailed')} ${reason}`.trim());
    } finally {
      setBusy(false);
    }
  }

  const field = (name: Field, label: string) => (
    <TextField
      label={label}
      type="password"
      name={name}
      autoComplete={name === 'oldPassword' ? 'current-password' : 'new-password'}
      value={values[name]}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      error={errors[name] ? t(`settings:personal.${errors[name]}`) : null}
      required
    />
  );

  return (
    <form
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-label={t('settings:personal.changePassword')}
      className="w-full max-w-sm rounded-md border border-line bg-surface p-4"
    >
      <h2 className="mb-3 font-semibold text-fg">{t('settings:personal.changePassword')}</h2>
      {field('oldPassword', t('settings:personal.oldPassword'))}
      {field('newPassword', t('settings:personal.newPassword'))}
      {field('repeat', t('settings:personal.repeatPassword'))}
      <Button type="submit" variant="primary" disabled={busy} aria-busy={busy || undefined}>
        {t('common:actions.save')}
      </Button>
    </form>
  );
}
