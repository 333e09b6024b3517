import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { configKeys, saveMoreInfo } from '@/api/config';
import { TextField } from '@/components/form-field';
import { SettingForm } from '@/components/setting-form';
import { useSettingSave } from '@/components/use-setting-save';
import type { StationMoreInfo } from '@/contract/api/config';

const FIELDS = ['ratedPower', 'capacity', 'owner', 'contact', 'contactPhone', 'remark'] as const;
const NUMBERS = new Set<string>(['ratedPower', 'capacity']);

/** The station's more-info (rated power, capacity, owner, contact, remark). */
export function MoreInfoForm({
  site,
  info,
  canSave,
}: {
  site: string;
  info: StationMoreInfo;
  canSave: boolean;
}) {
  const { t } = useTranslation(['sysconfig', 'errors', 'common']);
  const [values, setValues] = useState(info);
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const save = useSettingSave({
    save: (next: StationMoreInfo) => saveMoreInfo(site, next, { silent: true }),
    queryKey: configKeys.moreInfo(site),
    savedMessage: t('saved'),
    failedPrefix: t('errors:modifyInfoFailed'),
    canSave,
    onSaved: setValues,
  });

  const submit = () => {
    const bad = new Set(
      FIELDS.filter((f) => NUMBERS.has(f) && values[f].trim() !== '' && !(Number(values[f]) >= 0)),
    );
    setInvalid(bad);
    if (bad.size === 0) save.submit(values);
  };

  return (
    <SettingForm
      title={t('site.moreTitle')}
      canSave={canSave}
      saving={save.saving}
      readOnlyTitle={t('readOnly')}
      onSubmit={submit}
    >
      {FIELDS.map((f) => (
        <TextField
          key={f}
          label={t(`site.${f}`)}
          inputMode={NUMBERS.has(f) ? 'decimal' : undefined}
          value={values[f]}
          error={invalid.has(f) ? t('errors.numberInvalid') : null}
          onChange={(e) => setValues((v) => ({ ...v, [f]: e.target.value }))}
        />
      ))}
    </SettingForm>
  );
}
