import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { northboundKeys, saveNorthbound } from '@/api/northbound';
import { Button } from '@/components/button';
import { TextField } from '@/components/form-field';
import { useSettingSave } from '@/components/use-setting-save';
import type { NorthboundConfig, NorthboundState } from '@/contract/api/northbound';
import { parseForm, toForm, type FormErrors, type NorthboundForm } from './form-values';

type TextKey =
  | 'realtimeCycle'
  | 'profitCycle'
  | 'alarmCycle'
  | 'mqttAddress'
  | 'username'
  | 'clientId'
  | 'topic'
  | 'tenantId';
type FlagKey = 'enabled' | 'compression' | 'controlPermission' | 'clearPassword';

/** The northbound settings; a save keeps what was typed when refused, then asks to restart. */
export function NorthboundFormView(props: {
  saved: NorthboundConfig;
  mayEdit: boolean;
  onSaved: (state: NorthboundState) => void;
}) {
  const { t } = useTranslation('northbound');
  const { t: tc } = useTranslation();
  const [form, setForm] = useState<NorthboundForm>(() => toForm(props.saved));
  const [errors, setErrors] = useState<FormErrors>({});
  const save = useSettingSave({
    save: saveNorthbound,
    queryKey: northboundKeys.config,
    savedMessage: t('saved'),
    canSave: props.mayEdit,
    onSaved: (state) => {
      setForm((f) => ({ ...f, password: '', clearPassword: false }));
      props.onSaved(state);
    },
  });
  const set = <K extends keyof NorthboundForm>(key: K, value: NorthboundForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const errorOf = (key: keyof NorthboundForm) =>
    errors[key] ? t(`errors.${errors[key]}` as 'errors.tooLong') : null;
  const text = (key: TextKey, extra: { hint?: string; required?: boolean; inputMode?: 'numeric' } = {}) => (
    <TextField
      label={t(key)}
      value={form[key]}
      disabled={!props.mayEdit}
      error={errorOf(key)}
      onChange={(e) => set(key, e.target.value)}
      {...extra}
    />
  );
  const check = (key: FlagKey, hint?: string) => (
    <label className="mb-3 flex items-start gap-2 text-sm text-fg">
      <input
        type="checkbox"
        checked={form[key]}
        disabled={!props.mayEdit}
        onChange={(e) => set(key, e.target.checked)}
        className="mt-0.5 h-4 w-4 shrink-0 accent-[var(--c-primary)]"
      />
      <span>
        {t(key)}
        {hint ? <span className="block text-xs text-muted">{hint}</span> : null}
      </span>
    </label>
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!props.mayEdit) return;
    const parsed = parseForm(form);
    if (!parsed.ok) return setErrors(parsed.errors);
    setErrors({});
    save.submit(parsed.value);
  };
  const reason = props.mayEdit ? undefined : tc('permission.adminOnly');
  return (
    <form onSubmit={submit} noValidate aria-label={t('title')} title={reason}>
      {reason ? <p className="mb-3 text-sm text-muted">{reason}</p> : null}
      {check('enabled')}
      <div className="grid grid-cols-3 gap-3">
        {text('realtimeCycle', { required: true, inputMode: 'numeric' })}
        {text('profitCycle', { required: true, inputMode: 'numeric' })}
        {text('alarmCycle', { required: true, inputMode: 'numeric' })}
      </div>
      {text('mqttAddress', { required: true, hint: t('mqttAddressHint') })}
      <div className="grid grid-cols-2 gap-3">
        {text('username')}
        <TextField
          label={t('password')}
          type="password"
          autoComplete="new-password"
          value={form.password}
          disabled={!props.mayEdit || form.clearPassword}
          error={errorOf('password')}
          hint={props.saved.passwordSet ? t('passwordSet') : t('passwordNotSet')}
          onChange={(e) => set('password', e.target.value)}
        />
      </div>
      {props.saved.passwordSet ? check('clearPassword') : null}
      <div className="grid grid-cols-2 gap-3">
        {text('clientId', { required: true })}
        {text('tenantId')}
      </div>
      {text('topic', { required: true, hint: t('topicHint') })}
      {check('compression')}
      {check('controlPermission', t('controlHint'))}
      <Button type="submit" variant="primary" disabled={!props.mayEdit || save.saving}>
        {t('save')}
      </Button>
    </form>
  );
}
