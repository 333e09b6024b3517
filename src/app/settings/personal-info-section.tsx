import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { updatePassword } from '@/api/user';
import { Button } from '@/components/button';
import { TextField } from '@/components/form-field';
import { PageHeader } from '@/components/page-header';
import { notify } from '@/lib/notify';
import { validatePasswordChange, type PasswordChangeError } from '@/lib/validators/auth';
import { useSession } from '@/stores/session';

type Field = 'oldPassword' | 'newPassword' | 'repeat';
const EMPTY: Record<Field, string> = { oldPassword: '', newPassword: '', repeat: '' };

/** Personal info: who is logged in, and changing one's own password (user/updatePassword). */
export function PersonalInfoSection() {
  const { t } = useTranslation(['settings', 'common']);
  const user = useSession((s) => s.userInfo);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, PasswordChangeError>>>({});
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validatePasswordChange(values);
    setErrors(found);
    if (Object.keys(found).length || !user) return;
    setBusy(true);
    try {
      await updatePassword({
        userId: user.user_id,
        oldPassword: values.oldPassword,
        newPassword: values.newPassword,
        newPassword1: values.repeat,
      });
      notify.success(t('personal.success'));
      setValues(EMPTY);
    } catch {
      // the server's message (or 'Password modification failed!') has been shown
    } finally {
      setBusy(false);
    }
  }

  const rows: Array<[string, string | undefined]> = [
    [t('personal.account'), user?.account],
    [t('personal.name'), user?.nick_name || user?.user_name],
    [t('personal.role'), user?.role_name ? roleLabel(user.role_name) : undefined],
    [t('personal.tenant'), user?.tenant_id],
  ];
  function roleLabel(role: string): string {
    return role === 'administrator' || role === 'operator' ? t(`roles.${role}`) : role;
  }
  const field = (name: Field, label: string) => (
    <TextField
      label={label}
      type="password"
      name={name}
      autoComplete={name === 'oldPassword' ? 'current-password' : 'new-password'}
      value={values[name]}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      error={errors[name] ? t(`personal.${errors[name]}`) : null}
      required
    />
  );

  return (
    <div>
      <PageHeader title={t('personal.title')} />
      <dl className="mb-6 grid max-w-lg grid-cols-[8rem_1fr] gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="text-fg">{value || '-'}</dd>
          </div>
        ))}
      </dl>
      <form
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        className="max-w-sm rounded-md border border-line bg-surface p-4"
      >
        <h2 className="mb-3 font-semibold text-fg">{t('personal.changePassword')}</h2>
        {field('oldPassword', t('personal.oldPassword'))}
        {field('newPassword', t('personal.newPassword'))}
        {field('repeat', t('personal.repeatPassword'))}
        <Button type="submit" variant="primary" disabled={busy}>
          {t('common:actions.save')}
        </Button>
      </form>
    </div>
  );
}
