import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { containerKeys, getContainerPictures, saveContainerPictures } from '@/api/container';
import { isApiError } from '@/api/http';
import { Button } from '@/components/button';
import { ContainerPictureLarge, ContainerThumbnail } from '@/components/container-pictures';
import { FormField } from '@/components/form-field';
import { PngUpload } from '@/components/png-upload';
import { QueryState } from '@/components/states';
import {
  CONTAINER_PICTURE_SIZES,
  type ContainerPictureField,
  type ContainerPictures,
} from '@/contract/api/container';
import { notify } from '@/lib/notify';

type Values = Pick<ContainerPictures, 'picture' | 'thumbnail'>;

function PicturesForm({ saved, canSave }: { saved: ContainerPictures; canSave: boolean }) {
  const { t } = useTranslation(['pictures', 'sysconfig', 'common']);
  const client = useQueryClient();
  const [values, setValues] = useState<Values>({ picture: saved.picture, thumbnail: saved.thumbnail });
  const save = useMutation({
    mutationFn: (next: Values) => saveContainerPictures(saved.site, next, { silent: true }),
    onSuccess: (answer) => {
      // The storage page reads this cache: the new pictures show there at once.
      client.setQueryData(containerKeys.pictures(answer.site), answer);
      setValues({ picture: answer.picture, thumbnail: answer.thumbnail });
      notify.success(t('saved'));
    },
    onError: (error) => notify.error(isApiError(error) ? error.message : t('saveFailed')),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (save.isPending || !canSave) return;
    save.mutate(values);
  };
  const field = (key: ContainerPictureField) => {
    const size = CONTAINER_PICTURE_SIZES[key];
    return (
      <FormField label={t(key)} hint={t('sizeHint', size)}>
        {() => (
          <PngUpload
            value={values[key]}
            onChange={(dataUrl) => setValues((v) => ({ ...v, [key]: dataUrl }))}
            sizes={[size]}
            messages={{
              notPng: t('sysconfig:errors.pictureNotPng'),
              tooLarge: t('sysconfig:errors.pictureTooLarge'),
              wrongSize: t('wrongSize', size),
            }}
            chooseLabel={t('sysconfig:logos.choose')}
            clearLabel={t('sysconfig:logos.remove')}
            disabled={!canSave}
            disabledReason={t('sysconfig:readOnly')}
            preview={{ width: key === 'picture' ? 360 : 180, height: 160, alt: '' }}
            renderPreview={(src) =>
              key === 'picture' ? (
                <ContainerPictureLarge src={src} alt={t(key)} />
              ) : (
                <ContainerThumbnail src={src} alt={t(key)} />
              )
            }
          />
        )}
      </FormField>
    );
  };
  return (
    <form
      noValidate
      aria-label={t('title')}
      onSubmit={submit}
      className="mt-4 w-full max-w-3xl rounded-md border border-line bg-surface p-4"
    >
      <h2 className="text-base font-semibold text-fg">{t('title')}</h2>
      <p className="mb-3 text-sm text-muted">{t('subtitle')}</p>
      <fieldset disabled={!canSave} title={canSave ? undefined : t('sysconfig:readOnly')}>
        {field('picture')}
        {field('thumbnail')}
      </fieldset>
      <span title={canSave ? undefined : t('sysconfig:readOnly')}>
        <Button type="submit" variant="primary" disabled={!canSave || save.isPending}>
          {t('common:actions.save')}
        </Button>
      </span>
    </form>
  );
}

/** The site's container pictures (720×320 and 180×160), saved apart from the logos and titles. */
export function ContainerPicturesForm({ site, canSave }: { site: string; canSave: boolean }) {
  const query = useQuery({
    queryKey: containerKeys.pictures(site),
    queryFn: () => getContainerPictures(site),
  });
  return (
    <QueryState query={query}>
      {(data) => <PicturesForm key={data.site} saved={data} canSave={canSave} />}
    </QueryState>
  );
}
