import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/http';
import { addUser, editUser, getUserDetail } from '@/api/user';
import { Button } from '@/components/button';
import { ConflictNotice } from '@/components/crud/conflict-notice';
import { useConflict } from '@/components/crud/use-conflict';
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

const formOf = (user: UserRecord): UserForm => ({
  account: user.account,
  realName: user.realName,
  roleId: user.roleId,
  phone: user.phone,
  email: user.email,
  avatar: user.avatar,
});

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
      ? formOf(user)
      : { ...EMPTY, roleId: roles.find((r) => r.roleName === 'operator')?.id ?? '' },
  });
  // Someone else may save this user meanwhile: a stale save answers 409 (who and when).
  const conflict = useConflict(user?.version);
  const save = useMutation({
    mutationFn: ({ values, overwrite }: { values: UserForm; overwrite: boolean }) =>
      user
        ? editUser(user.id, values, { silent: true }, conflict.send(overwrite))
        : addUser(values, { silent: true }),
    onSuccess: (saved) => {
      notify.success(t(user ? 'users.saved' : 'users.added'));
      onSaved(saved);
    },
    onError: (error) => {
      // What was typed stays; a conflict is told in the form, with reload and overwrite.
      if (conflict.failed(error)) return;
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
            void form.handleSubmit((values) => save.mutate({ values, overwrite: false }))(e);
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
          {conflict.conflict && user ? (
            <ConflictNotice
              conflict={conflict.conflict}
              busy={save.isPending}
              onReload={
                () =>
                  void getUserDetail(user.id)
                    .then((stored) => {
                      form.reset(formOf(stored));
                      conflict.reloaded(stored.version);
                    })
                    .catch(() => {}) // the API client has said why
              }
              onOverwrite={() =>
                void form.handleSubmit((values) => save.mutate({ values, overwrite: true }))()
              }
            />
          ) : null}
        </form>
      </FormProvider>
    </Dialog>
  );
}
