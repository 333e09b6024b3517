import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/http';
import { updateOwnInfo, userKeys } from '@/api/user';
import { Button } from '@/components/button';
import { TextField } from '@/components/form-field';
import { UserContactFields } from '@/components/user-contact-fields';
import { profileSchema, type ProfileForm, type UserFieldError, type UserRecord } from '@/contract/api/user';
import { notify } from '@/lib/notify';
import { useSession } from '@/stores/session';

/** Real name, phone, email and avatar of the logged-in user (user/updateInfo). */
export function ProfileEditor({ user }: { user: UserRecord }) {
  const { t } = useTranslation(['sysusers', 'settings', 'errors']);
  const client = useQueryClient();
  const updateProfile = useSession((s) => s.updateProfile);
  const form = useForm<ProfileForm>({
    resolver: zodResolver(profileSchema),
    defaultValues: { realName: user.realName, phone: user.phone, email: user.email, avatar: user.avatar },
  });
  const save = useMutation({
    mutationFn: (values: ProfileForm) => updateOwnInfo(values, { silent: true }),
    onSuccess: (saved) => {
      client.setQueryData(userKeys.detail(saved.id), saved);
      updateProfile({ realName: saved.realName, avatar: saved.avatar });
      form.reset({ realName: saved.realName, phone: saved.phone, email: saved.email, avatar: saved.avatar });
      notify.success(t('personal.saved'));
    },
    // The typed values stay in the form; the spec's message first, then the server's reason.
    onError: (error) =>
      notify.error(`${t('errors:modifyInfoFailed')} ${isApiError(error) ? error.message : ''}`.trim()),
  });
  const message = (code: string | undefined) => (code ? t(`errors.${code as UserFieldError}`) : null);
  const { errors } = form.formState;

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label={t('personal.profile')}
        onSubmit={(e) => {
          e.preventDefault();
          if (save.isPending) return;
          void form.handleSubmit((values) => save.mutate(values))(e);
        }}
        className="w-full max-w-sm rounded-md border border-line bg-surface p-4"
      >
        <h2 className="mb-3 font-semibold text-fg">{t('personal.profile')}</h2>
        <dl className="mb-3 grid grid-cols-[6rem_1fr] gap-y-1 text-sm">
          <dt className="text-muted">{t('personal.account')}</dt>
          <dd className="text-fg">{user.account}</dd>
          <dt className="text-muted">{t('personal.role')}</dt>
          <dd className="text-fg">{t(`settings:roles.${user.roleName}`)}</dd>
        </dl>
        <TextField
          label={t('personal.realName')}
          autoComplete="name"
          error={message(errors.realName?.message)}
          {...form.register('realName')}
        />
        <UserContactFields own avatarSize={64} />
        <Button
          type="submit"
          variant="primary"
          disabled={save.isPending}
          aria-busy={save.isPending || undefined}
        >
          {t('personal.update')}
        </Button>
      </form>
    </FormProvider>
  );
}
