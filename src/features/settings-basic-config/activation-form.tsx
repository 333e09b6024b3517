import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { configKeys, setActivationDate } from '@/api/config';
import { DateTimeInput } from '@/components/date-time-input';
import { FormField } from '@/components/form-field';
import { SettingForm } from '@/components/setting-form';
import { useSettingSave } from '@/components/use-setting-save';
import { isCalendarDate } from '@/lib/validators/system-config';

/** The system activation date (config/update/systemActivationDate?date=). */
export function ActivationForm({ current, canSave }: { current: string; canSave: boolean }) {
  const { t } = useTranslation(['sysconfig', 'errors']);
  const [date, setDate] = useState(current);
  const [invalid, setInvalid] = useState(false);
  const save = useSettingSave({
    save: (value: string) => setActivationDate(value, { silent: true }),
    queryKey: configKeys.list,
    savedMessage: t('saved'),
    failedPrefix: t('errors:modifyInfoFailed'),
    canSave,
  });
  const submit = () => {
    const ok = isCalendarDate(date.trim());
    setInvalid(!ok);
    if (ok) save.submit(date.trim());
  };
  return (
    <SettingForm
      title={t('config.activation')}
      canSave={canSave}
      saving={save.saving}
      readOnlyTitle={t('readOnly')}
      saveLabel={t('config.setActivation')}
      onSubmit={submit}
      intro={
        <p className="mb-2 text-sm text-muted" data-testid="activation-date">
          {current || t('config.activationNone')}
        </p>
      }
    >
      <FormField
        label={t('config.activation')}
        required
        error={invalid ? t('errors.systemActivationDate') : null}
      >
        {({ id, describedBy, invalid: shown }) => (
          <DateTimeInput
            mode="date"
            id={id}
            aria-describedby={describedBy}
            invalid={shown}
            readOnly={!canSave}
            value={date}
            onChange={setDate}
          />
        )}
      </FormField>
    </SettingForm>
  );
}
