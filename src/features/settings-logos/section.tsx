import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { configKeys, getSiteInfo, saveSiteInfo } from '@/api/config';
import { isApiError } from '@/api/http';
import { HomeLogo, LoginLogo } from '@/components/brand-logos';
import { Button } from '@/components/button';
import { FormField, TextField } from '@/components/form-field';
import { PageHeader } from '@/components/page-header';
import { PngUpload } from '@/components/png-upload';
import { QueryState } from '@/components/states';
import { LOGO_SIZES, type Branding, type SiteInfo } from '@/contract/api/config';
import { notify } from '@/lib/notify';
import { useBranding } from '@/stores/branding';
import { useMayCall } from '@/stores/permissions';
import { useSite } from '@/stores/site';
import { ContainerPicturesForm } from './container-pictures-form';

export const sectionTitleKey = 'sysconfig:logos.title';

const TITLES = ['loginTitle', 'loginTitleEn', 'homeTitle', 'homeTitleEn'] as const;

function brandingOf(info: SiteInfo): Branding {
  const { site, loginLogo, homeLogo, loginTitle, loginTitleEn, homeTitle, homeTitleEn } = info;
  return { site, loginLogo, homeLogo, loginTitle, loginTitleEn, homeTitle, homeTitleEn };
}

function LogosForm({ info, canSave }: { info: SiteInfo; canSave: boolean }) {
  const { t } = useTranslation(['sysconfig', 'errors', 'common']);
  const client = useQueryClient();
  const setBranding = useBranding((s) => s.setBranding);
  const [values, setValues] = useState(() => brandingOf(info));
  const [tooLong, setTooLong] = useState<Set<string>>(new Set());
  const save = useMutation({
    mutationFn: (next: Branding) => saveSiteInfo(next, { silent: true }),
    onSuccess: (saved) => {
      client.setQueryData(configKeys.site(saved.site), saved);
      // The login page and the header read this store: they change at once.
      setBranding(brandingOf(saved));
      setValues(brandingOf(saved));
      notify.success(t('saved'));
    },
    onError: (error) =>
      notify.error(`${t('errors:modifyInfoFailed')} ${isApiError(error) ? error.message : ''}`.trim()),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (save.isPending || !canSave) return;
    const long = new Set(TITLES.filter((k) => values[k].trim().length > 100));
    setTooLong(long);
    if (long.size === 0) save.mutate(values);
  };
  const messages = {
    notPng: t('errors.pictureNotPng'),
    tooLarge: t('errors.pictureTooLarge'),
    wrongSize: t('errors.wrongSize'),
  };
  const logo = (key: 'loginLogo' | 'homeLogo') => (
    <FormField label={t(`logos.${key}`)}>
      {() => (
        <PngUpload
          value={values[key]}
          onChange={(dataUrl) => setValues((v) => ({ ...v, [key]: dataUrl }))}
          sizes={LOGO_SIZES[key]}
          messages={messages}
          chooseLabel={t('logos.choose')}
          clearLabel={t('logos.remove')}
          disabled={!canSave}
          disabledReason={t('readOnly')}
          preview={
            key === 'loginLogo' ? { width: 225, height: 40, alt: '' } : { width: 125, height: 40, alt: '' }
          }
          renderPreview={(src) =>
            key === 'loginLogo' ? (
              <div className="w-[392px] max-w-full rounded border border-line bg-surface p-2">
                <LoginLogo src={src} alt={t(`logos.${key}`)} />
              </div>
            ) : (
              <div className="rounded border border-line bg-surface p-1">
                <HomeLogo src={src} alt={t(`logos.${key}`)} />
              </div>
            )
          }
        />
      )}
    </FormField>
  );
  return (
    <form
      noValidate
      aria-label={t('logos.title')}
      onSubmit={submit}
      className="w-full max-w-xl rounded-md border border-line bg-surface p-4"
    >
      <fieldset disabled={!canSave} title={canSave ? undefined : t('readOnly')}>
        {logo('loginLogo')}
        {logo('homeLogo')}
        {TITLES.map((k) => (
          <TextField
            key={k}
            label={t(`logos.${k}`)}
            value={values[k]}
            error={tooLong.has(k) ? t('errors.textTooLong') : null}
            onChange={(e) => setValues((v) => ({ ...v, [k]: e.target.value }))}
          />
        ))}
      </fieldset>
      <span title={canSave ? undefined : t('readOnly')}>
        <Button type="submit" variant="primary" disabled={!canSave || save.isPending}>
          {t('common:actions.save')}
        </Button>
      </span>
    </form>
  );
}

/** Logos and titles of the login page and header (saved with the site info). */
export function Section() {
  const { t } = useTranslation('sysconfig');
  const site = useSite((s) => s.currentSite);
  const canSave = useMayCall('POST', 'config/system/save');
  const canPictures = useMayCall('POST', 'container/picture/set');
  const info = useQuery({ queryKey: configKeys.site(site), queryFn: () => getSiteInfo(site) });
  return (
    <div>
      <PageHeader title={t('logos.title')} subtitle={t('logos.subtitle')} />
      {canSave ? null : <p className="mb-3 text-sm text-muted">{t('readOnly')}</p>}
      <QueryState query={info}>
        {(data) => <LogosForm key={data.site} info={data} canSave={canSave} />}
      </QueryState>
      <ContainerPicturesForm site={site} canSave={canPictures} />
    </div>
  );
}
