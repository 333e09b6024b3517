import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/http';
import { addUser, editUser } from '@/api/user';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { FormField, TextField } from '@/components/form-field';
import { UserContactFields } from '@/components/user-contact-fields';
import {
  userFormSchema,
  type Role,
  type UserFieldError,
  type UserForm,
  type UserRecord,
} from '@/contract/api/user';
import { notify } from '@/lib/notify';

const EMPTY: UserForm = { account: '', realName: '', roleId: '', phone: '', email: '', avatar: '' };

export interface UserDialogProps {
  /** null: add a user; a record: edit it. */
  user: UserRecord | null;
  roles: Role[];
  onClose: () => void;
  onSaved: (user: UserRecord) => void;
}

/** Add or edit a user; the form keeps what was typed when the save fails. */
export function UserDialog({ user, roles, onClose, onSaved }: UserDialogProps) {
  const { t } = useTranslation(['sysusers', 'settings', 'errors', 'common']);
  const form = useForm<UserForm>({
    resolver: zodResolver(userFormSchema),
    defaultValues: user
      ? {
          account: user.account,
          realName: user.realName,
          roleId: user.roleId,
          phone: user.phone,
          email: user.email,
          avatar: user.avatar,
        }
      : { ...EMPTY, roleId: roles.find((r) => r.roleName === 'operator')?.id ?? '' },
  });
  const save = useMutation({
    mutationFn: (values: UserForm) =>
      user ? editUser(user.id, values, { silent: true }) : addUser(values, { silent: true }),
    onSuccess: (saved) => {
      notify.success(t(user ? 'users.saved' : 'users.added'));
      onSaved(saved);
    },
    onError: (error) => {
      const reason = isApiError(error) ? error.message : '';
      notify.error(`${user ? t('errors:modifyInfoFailed') : t('errors:addFailed')} ${reason}`.trim());
    },
  });
  const message = (code: string | undefined) => (code ? t(`errors.${code as UserFieldError}`) : null);
  const { errors } = form.formState;
  const formId = user ? `user-form-${user.id}` : 'user-form-new';

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !save.isPending) onClose();
      }}
      title={user ? t('users.editTitle', { account: user.account }) : t('users.addTitle')}
      description={user ? undefined : t('users.initialPassword')}
      width="max-w-lg"
      footer={
        <>
          <Button onClick={onClose} disabled={save.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant="primary"
            disabled={save.isPending}
            aria-busy={save.isPending || undefined}
          >
            {t('common:actions.save')}
          </Button>
        </>
      }
    >
      <FormProvider {...form}>
        <form
          id={formId}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (save.isPending) return;
            void form.handleSubmit((values) => save.mutate(values))(e);
          }}
        >
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
        </form>
      </FormProvider>
    </Dialog>
  );
}
