import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { configKeys, setActivationDate } from '@/api/config';
import { isApiError } from '@/api/http';
import { Button } from '@/components/button';
import { DateTimeInput } from '@/components/date-time-input';
import { FormField } from '@/components/form-field';
import { notify } from '@/lib/notify';
import { isCalendarDate } from '@/lib/validators/system-config';

/** The system activation date (config/update/systemActivationDate?date=). */
export function ActivationForm({ current, canSave }: { current: string; canSave: boolean }) {
  const { t } = useTranslation(['sysconfig', 'errors']);
  const client = useQueryClient();
  const [date, setDate] = useState(current);
  const [invalid, setInvalid] = useState(false);
  const save = useMutation({
    mutationFn: (value: string) => setActivationDate(value, { silent: true }),
    onSuccess: (list) => {
      client.setQueryData(configKeys.list, list);
      notify.success(t('saved'));
    },
    onError: (error) =>
      notify.error(`${t('errors:modifyInfoFailed')} ${isApiError(error) ? error.message : ''}`.trim()),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (save.isPending || !canSave) return;
    const ok = isCalendarDate(date.trim());
    setInvalid(!ok);
    if (ok) save.mutate(date.trim());
  };
  return (
    <form
      noValidate
      aria-label={t('config.activation')}
      onSubmit={submit}
      className="w-full max-w-sm rounded-md border border-line bg-surface p-4"
    >
      <h2 className="mb-3 font-semibold text-fg">{t('config.activation')}</h2>
      <p className="mb-2 text-sm text-muted" data-testid="activation-date">
        {current || t('config.activationNone')}
      </p>
      <fieldset disabled={!canSave} title={canSave ? undefined : t('readOnly')}>
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
      </fieldset>
      <span title={canSave ? undefined : t('readOnly')}>
        <Button type="submit" variant="primary" disabled={!canSave || save.isPending}>
          {t('config.setActivation')}
        </Button>
      </span>
    </form>
  );
}
