import { useEffect } from 'react';
import { FormProvider, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, TextField } from '@/components/form-field';
import { UserContactFields } from '@/components/user-contact-fields';
import type { Role, UserFieldError, UserForm, UserRecord } from '@/contract/api/user';

/** The form of a user as stored, or of a new one (an operator unless chosen otherwise). */
export function userFormOf(user: UserRecord | null, roles: readonly Role[]): UserForm {
  if (!user) {
    const operator = roles.find((r) => r.roleName === 'operator')?.id ?? '';
    return { account: '', realName: '', roleId: operator, phone: '', email: '', avatar: '' };
  }
  const { account, realName, roleId, phone, email, avatar } = user;
  return { account, realName, roleId, phone, email, avatar };
}

/** Account, real name, role, phone, email and avatar; each says its own schema message. */
export function UserFields({ form, roles }: { form: UseFormReturn<UserForm>; roles: readonly Role[] }) {
  const { t } = useTranslation(['sysusers', 'settings']);
  const { errors } = form.formState;
  const message = (code: string | undefined) => (code ? t(`errors.${code as UserFieldError}`) : null);
  // The roles may arrive after the dialog opened (a slow answer). The select then had no option
  // for the form's role, so it is set again to show; a new user's empty, untouched role takes the
  // default (an operator) as it would have at once.
  useEffect(() => {
    if (!roles.length) return;
    const current = form.getValues('roleId');
    const untouched = current === '' && !form.getFieldState('roleId').isDirty;
    form.setValue('roleId', untouched ? userFormOf(null, roles).roleId : current);
  }, [roles, form]);
  return (
    <FormProvider {...form}>
      <TextField
        label={t('users.columns.account')}
        required
        autoComplete="off"
        error={message(errors.account?.message)}
        {...form.register('account')}
      />
      <TextField
        label={t('personal.realName')}
        error={message(errors.realName?.message)}
        {...form.register('realName')}
      />
      <FormField label={t('users.columns.role')} required error={message(errors.roleId?.message)}>
        {({ id, describedBy, invalid }) => (
          <select
            id={id}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            className="w-full rounded-md border border-line bg-surface-2 px-3 py-2 text-sm text-fg"
            {...form.register('roleId')}
          >
            <option value="">{t('users.chooseRole')}</option>
            {roles.map((r) => (
              <option key={r.id} value={r.id}>
                {t(`settings:roles.${r.roleName}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <UserContactFields own={false} avatarSize={48} />
    </FormProvider>
  );
}
