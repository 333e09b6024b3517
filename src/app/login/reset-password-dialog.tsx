import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { loginByPassword } from '@/api/auth';
import { updatePassword } from '@/api/user';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { TextField } from '@/components/form-field';
import { notify } from '@/lib/notify';
import { validatePasswordChange, type PasswordChangeError } from '@/lib/validators/auth';

type Field = 'username' | 'oldPassword' | 'newPassword' | 'repeat';

/**
 * Password change from the login page: the current password proves the account (token call,
 * not stored), then user/updatePassword with the new password entered twice. Mounted while open,
 * so every opening starts from a clean form.
 */
export function ResetPasswordDialog(props: { initialUsername: string; onClose: () => void }) {
  const { t } = useTranslation(['auth', 'errors', 'common']);
  const [values, setValues] = useState<Record<Field, string>>({
    username: props.initialUsername,
    oldPassword: '',
    newPassword: '',
    repeat: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, PasswordChangeError | 'userNameRequired'>>>({});
  const [busy, setBusy] = useState(false);

  const message = (field: Field) => {
    const key = errors[field];
    if (!key) return null;
    return key === 'userNameRequired' ? t('errors:userNameRequired') : t(`reset.${key}`);
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found: typeof errors = validatePasswordChange(values);
    if (!values.username.trim()) found.username = 'userNameRequired';
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const answer = await loginByPassword(values.username.trim(), values.oldPassword);
      await updatePassword(
        {
          userId: answer.user_id,
          oldPassword: values.oldPassword,
          newPassword: values.newPassword,
          newPassword1: values.repeat,
        },
        { headers: { 'Blade-Auth': `bearer ${answer.access_token}` } },
      );
      notify.success(t('reset.success'));
      props.onClose();
    } catch {
      // the server's message has been shown; the dialog stays open with the input kept
    } finally {
      setBusy(false);
    }
  }

  const field = (name: Field, label: string, type = 'password') => (
    <TextField
      label={label}
      type={type}
      name={name}
      autoComplete={
        name === 'username' ? 'username' : name === 'oldPassword' ? 'current-password' : 'new-password'
      }
      value={values[name]}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      error={message(name)}
      required
    />
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && props.onClose()}
      title={t('reset.title')}
      description={t('reset.description')}
    >
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        {field('username', t('reset.username'), 'text')}
        {field('oldPassword', t('reset.oldPassword'))}
        {field('newPassword', t('reset.newPassword'))}
        {field('repeat', t('reset.repeatPassword'))}
        <div className="mt-4 flex justify-end gap-2">
          <Button onClick={props.onClose}>{t('common:actions.cancel')}</Button>
          <Button type="submit" variant="primary" disabled={busy}>
            {t('common:actions.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
