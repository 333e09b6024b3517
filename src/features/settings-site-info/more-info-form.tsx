import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { configKeys, saveMoreInfo } from '@/api/config';
import { isApiError } from '@/api/http';
import { Button } from '@/components/button';
import { TextField } from '@/components/form-field';
import type { StationMoreInfo } from '@/contract/api/config';
import { notify } from '@/lib/notify';

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
  const client = useQueryClient();
  const [values, setValues] = useState(info);
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const save = useMutation({
    mutationFn: (next: StationMoreInfo) => saveMoreInfo(site, next, { silent: true }),
    onSuccess: (saved) => {
      client.setQueryData(configKeys.moreInfo(site), saved);
      setValues(saved);
      notify.success(t('saved'));
    },
    onError: (error) =>
      notify.error(`${t('errors:modifyInfoFailed')} ${isApiError(error) ? error.message : ''}`.trim()),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (save.isPending || !canSave) return;
    const bad = new Set(
      FIELDS.filter((f) => NUMBERS.has(f) && values[f].trim() !== '' && !(Number(values[f]) >= 0)),
    );
    setInvalid(bad);
    if (bad.size === 0) save.mutate(values);
  };

  return (
    <form
      noValidate
      aria-label={t('site.moreTitle')}
      onSubmit={submit}
      className="w-full max-w-sm rounded-md border border-line bg-surface p-4"
    >
      <h2 className="mb-3 font-semibold text-fg">{t('site.moreTitle')}</h2>
      <fieldset disabled={!canSave} title={canSave ? undefined : t('readOnly')}>
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
      </fieldset>
      <span title={canSave ? undefined : t('readOnly')}>
        <Button type="submit" variant="primary" disabled={!canSave || save.isPending}>
          {t('common:actions.save')}
        </Button>
      </span>
    </form>
  );
}
