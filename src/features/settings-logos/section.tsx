import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { configKeys, getSiteInfo, saveSiteInfo } from '@/api/config';
import { HomeLogo, LoginLogo } from '@/components/brand-logos';
import { FormField, TextField } from '@/components/form-field';
import { PageHeader } from '@/components/page-header';
import { PngUpload } from '@/components/png-upload';
import { SettingForm } from '@/components/setting-form';
import { QueryState } from '@/components/states';
import { useSettingSave } from '@/components/use-setting-save';
import { LOGO_SIZES, type Branding, type SiteInfo } from '@/contract/api/config';
import { useBranding } from '@/stores/branding';
import { useMayCall } from '@/stores/permissions';
import { useSite } from '@/stores/site';
import { ContainerPicturesForm } from './container-pictures-form';

const TITLES = ['loginTitle', 'loginTitleEn', 'homeTitle', 'homeTitleEn'] as const;

function brandingOf(info: SiteInfo): Branding {
  const { site, loginLogo, homeLogo, loginTitle, loginTitleEn, homeTitle, homeTitleEn } = info;
  return { site, loginLogo, homeLogo, loginTitle, loginTitleEn, homeTitle, homeTitleEn };
}

function LogosForm({ info, canSave }: { info: SiteInfo; canSave: boolean }) {
  const { t } = useTranslation(['sysconfig', 'errors', 'common']);
  const setBranding = useBranding((s) => s.setBranding);
  const [values, setValues] = useState(() => brandingOf(info));
  const [tooLong, setTooLong] = useState<Set<string>>(new Set());
  const save = useSettingSave({
    save: (next: Branding) => saveSiteInfo(next, { silent: true }),
    queryKey: configKeys.site(info.site),
    savedMessage: t('saved'),
    failedPrefix: t('errors:modifyInfoFailed'),
    canSave,
    onSaved: (saved) => {
      // The login page and the header read this store: they change at once.
      setBranding(brandingOf(saved));
      setValues(brandingOf(saved));
    },
  });
  const submit = () => {
    const long = new Set(TITLES.filter((k) => values[k].trim().length > 100));
    setTooLong(long);
    if (long.size === 0) save.submit(values);
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
    <SettingForm
      title={t('logos.title')}
      heading={false}
      className="max-w-xl"
      canSave={canSave}
      saving={save.saving}
      readOnlyTitle={t('readOnly')}
      onSubmit={submit}
    >
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
    </SettingForm>
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
