import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/date-time-field';
import { z } from 'zod';
import { configKeys, saveSiteInfo } from '@/api/config';
import { FormField, TextField } from '@/components/form-field';
import { PngUpload } from '@/components/png-upload';
import { SettingForm } from '@/components/setting-form';
import { useSettingSave } from '@/components/use-setting-save';
import { siteTextSchema, type SiteInfo, type SiteTextError } from '@/contract/api/config';
import { exportFileName } from '@/lib/download-name';
import { isValidTimeZone } from '@/lib/station-time';
import { usePreferences } from '@/stores/preferences';
import { useSite } from '@/stores/site';

const schema = siteTextSchema.extend({
  photo: z.string(),
  // The station's time zone: the same rule as the simulator's (Intl must know the zone).
  timeZone: z
    .string()
    .trim()
    .refine((v) => v !== '' && isValidTimeZone(v), 'timeZoneInvalid'),
});

const TIME_ZONES: string[] = (() => {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [];
  }
})();
type SiteValues = z.infer<typeof schema>;

function valuesOf(info: SiteInfo): SiteValues {
  const { stationName, stationNameEn, address, addressEn, operationDate, photo, timeZone } = info;
  return { stationName, stationNameEn, address, addressEn, operationDate, photo, timeZone };
}

/** Names (zh, en; no '/'), address, operation date and photo of one site. */
export function SiteForm({ info, canSave }: { info: SiteInfo; canSave: boolean }) {
  const { t } = useTranslation(['sysconfig', 'errors', 'common']);
  const language = usePreferences((s) => s.language);
  const currentSite = useSite((s) => s.currentSite);
  const setSite = useSite((s) => s.setSite);
  const form = useForm<SiteValues>({ resolver: zodResolver(schema), defaultValues: valuesOf(info) });
  const save = useSettingSave({
    save: (values: SiteValues) => saveSiteInfo({ site: info.site, ...values }, { silent: true }),
    queryKey: configKeys.site(info.site),
    savedMessage: t('saved'),
    failedPrefix: t('errors:modifyInfoFailed'),
    canSave,
    onSaved: (saved) => {
      // The header and every export file name follow the new name at once.
      if (saved.site === currentSite)
        setSite({ stationName: saved.stationName, stationNameEn: saved.stationNameEn });
      form.reset(valuesOf(saved));
    },
  });
  const { errors } = form.formState;
  const message = (code: string | undefined) =>
    code ? t(`errors.${code as SiteTextError | 'timeZoneInvalid'}`) : null;
  const [name, nameEn] = useWatch({ control: form.control, name: ['stationName', 'stationNameEn'] });
  const preview = exportFileName(t('site.title'), { stationName: name, stationNameEn: nameEn }, language);

  return (
    <SettingForm
      title={t('site.title')}
      heading={false}
      className="max-w-lg"
      canSave={canSave}
      saving={save.saving}
      readOnlyTitle={t('readOnly')}
      onSubmit={() => void form.handleSubmit((values) => save.submit(values))()}
    >
      <TextField
        label={t('site.stationName')}
        required
        error={message(errors.stationName?.message)}
        {...form.register('stationName')}
      />
      <TextField
        label={t('site.stationNameEn')}
        error={message(errors.stationNameEn?.message)}
        {...form.register('stationNameEn')}
      />
      <p className="-mt-1 mb-3 text-xs break-all text-muted" data-testid="export-name-preview">
        {t('site.exportPreview', { name: preview })}
      </p>
      <TextField
        label={t('site.address')}
        error={message(errors.address?.message)}
        {...form.register('address')}
      />
      <TextField
        label={t('site.addressEn')}
        error={message(errors.addressEn?.message)}
        {...form.register('addressEn')}
      />
      <DateField
        control={form.control}
        name="operationDate"
        label={t('site.operationDate')}
        error={message(errors.operationDate?.message)}
        readOnly={!canSave}
      />
      <TextField
        label={t('site.timeZone')}
        required
        list="station-time-zones"
        hint={t('site.timeZoneHint')}
        error={message(errors.timeZone?.message)}
        {...form.register('timeZone')}
      />
      <datalist id="station-time-zones">
        {TIME_ZONES.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
      <FormField label={t('site.photo')} hint={t('site.photoHint')}>
        {() => (
          <Controller
            control={form.control}
            name="photo"
            render={({ field }) => (
              <PngUpload
                value={field.value}
                onChange={field.onChange}
                disabled={!canSave}
                disabledReason={t('readOnly')}
                chooseLabel={t('site.choosePhoto')}
                clearLabel={t('site.removePhoto')}
                messages={{
                  notPng: t('errors.pictureNotPng'),
                  tooLarge: t('errors.pictureTooLarge'),
                  wrongSize: t('errors.wrongSize'),
                }}
                preview={{ width: 240, height: 120, alt: t('site.photo') }}
              />
            )}
          />
        )}
      </FormField>
    </SettingForm>
  );
}
