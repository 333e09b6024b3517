import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ProfileForm, UserFieldError } from '@/contract/api/user';
import { FormField, TextField } from './form-field';
import { PngUpload } from './png-upload';

/**
 * Phone, email and avatar rows of a user form (own profile and the user dialog), read from the
 * surrounding react-hook-form `FormProvider`; messages are the user schema's codes in words.
 */
export function UserContactFields({ own, avatarSize }: { own: boolean; avatarSize: number }) {
  const { t } = useTranslation('sysusers');
  const form = useFormContext<Pick<ProfileForm, 'phone' | 'email' | 'avatar'>>();
  const { errors } = form.formState;
  const message = (code: string | undefined) => (code ? t(`errors.${code as UserFieldError}`) : null);
  return (
    <>
      <TextField
        label={t('personal.phone')}
        type="tel"
        // Browser autofill offers the logged-in user's own details only.
        autoComplete={own ? 'tel' : 'off'}
        error={message(errors.phone?.message)}
        {...form.register('phone')}
      />
      <TextField
        label={t('personal.email')}
        type="email"
        autoComplete={own ? 'email' : 'off'}
        error={message(errors.email?.message)}
        {...form.register('email')}
      />
      <FormField
        label={t('personal.avatar')}
        hint={t('personal.avatarHint')}
        error={message(errors.avatar?.message)}
      >
        {() => (
          <Controller
            control={form.control}
            name="avatar"
            render={({ field }) => (
              <PngUpload
                value={field.value}
                onChange={field.onChange}
                chooseLabel={t('personal.chooseAvatar')}
                clearLabel={t('personal.removeAvatar')}
                messages={{
                  notPng: t('errors.pictureNotPng'),
                  tooLarge: t('errors.pictureTooLarge'),
                  wrongSize: t('errors.wrongSize'),
                }}
                preview={{ width: avatarSize, height: avatarSize, round: true, alt: t('personal.avatar') }}
              />
            )}
          />
        )}
      </FormField>
    </>
  );
}
