import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { updateOwnInfo, userKeys } from '@/api/user';
import { TextField } from '@/components/form-field';
import { SettingForm } from '@/components/setting-form';
import { useSettingSave } from '@/components/use-setting-save';
import { UserContactFields } from '@/components/user-contact-fields';
import { profileSchema, type ProfileForm, type UserFieldError, type UserRecord } from '@/contract/api/user';
import { useSession } from '@/stores/session';

/** Real name, phone, email and avatar of the logged-in user (user/updateInfo). */
export function ProfileEditor({ user }: { user: UserRecord }) {
  const { t } = useTranslation(['sysusers', 'settings', 'errors']);
  const updateProfile = useSession((s) => s.updateProfile);
  const form = useForm<ProfileForm>({
    resolver: zodResolver(profileSchema),
    defaultValues: { realName: user.realName, phone: user.phone, email: user.email, avatar: user.avatar },
  });
  // The typed values stay in the form on failure; the spec's message first, then the server's reason.
  const save = useSettingSave({
    save: (values: ProfileForm) => updateOwnInfo(values, { silent: true }),
    queryKey: userKeys.detail(user.id),
    savedMessage: t('personal.saved'),
    failedPrefix: t('errors:modifyInfoFailed'),
    onSaved: (saved) => {
      updateProfile({ realName: saved.realName, avatar: saved.avatar });
      form.reset({ realName: saved.realName, phone: saved.phone, email: saved.email, avatar: saved.avatar });
    },
  });
  const message = (code: string | undefined) => (code ? t(`errors.${code as UserFieldError}`) : null);
  const { errors } = form.formState;

  return (
    <FormProvider {...form}>
      <SettingForm
        title={t('personal.profile')}
        canSave
        saving={save.saving}
        readOnlyTitle=""
        saveLabel={t('personal.update')}
        onSubmit={() => void form.handleSubmit((values) => save.submit(values))()}
        intro={
          <dl className="mb-3 grid grid-cols-[6rem_1fr] gap-y-1 text-sm">
            <dt className="text-muted">{t('personal.account')}</dt>
            <dd className="text-fg">{user.account}</dd>
            <dt className="text-muted">{t('personal.role')}</dt>
            <dd className="text-fg">{t(`settings:roles.${user.roleName}`)}</dd>
          </dl>
        }
      >
        <TextField
          label={t('personal.realName')}
          autoComplete="name"
          error={message(errors.realName?.message)}
          {...form.register('realName')}
        />
        <UserContactFields own avatarSize={64} />
      </SettingForm>
    </FormProvider>
  );
}
