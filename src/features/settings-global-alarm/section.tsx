import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { alarmKeys, saveGlobalAlarmSetting, useGlobalAlarmSetting } from '@/api/alarm';
import { Button } from '@/components/button';
import { FormField, TextInput } from '@/components/form-field';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/states';
import { useSettingSave } from '@/components/use-setting-save';
import type { GlobalAlarmSetting } from '@/contract/alarm';
import {
  ALARM_LEVELS,
  levelLabelKey,
  parseGlobalAlarmForm,
  PERIOD_MAX_MINUTES,
  type GlobalAlarmFormErrors,
} from '@/lib/alarm-labels';
import { useMayCall } from '@/stores/permissions';

function SettingForm({ saved }: { saved: GlobalAlarmSetting }) {
  const { t } = useTranslation('alarm');
  const { t: tc } = useTranslation();
  // Station-wide (it switches popups for every user): administrators only; operators read it.
  const mayEdit = useMayCall('POST', 'config/globalAlarm/save');
  const reason = mayEdit ? undefined : tc('permission.adminOnly');
  const [enabled, setEnabled] = useState(saved.enabled === 1);
  const [level, setLevel] = useState(String(saved.level));
  const [period, setPeriod] = useState(String(saved.period));
  const [errors, setErrors] = useState<GlobalAlarmFormErrors>({});
  // On failure the http client shows the server's message; the typed values stay as they are.
  const save = useSettingSave({
    save: saveGlobalAlarmSetting,
    queryKey: alarmKeys.setting,
    savedMessage: t('setting.saved'),
    canSave: mayEdit,
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!mayEdit) return;
    const parsed = parseGlobalAlarmForm({ enabled, level, period });
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    save.submit(parsed.value);
  };

  return (
    <form onSubmit={submit} noValidate className="max-w-md" aria-label={t('setting.title')} title={reason}>
      {reason && <p className="mb-3 text-sm text-muted">{reason}</p>}
      <label className="mb-4 flex items-center gap-2 text-sm text-fg">
        <input
          type="checkbox"
          checked={enabled}
          disabled={!mayEdit}
          onChange={(e) => setEnabled(e.target.checked)}
          className="h-4 w-4 accent-[var(--c-primary)]"
        />
        {t('setting.enabled')}
      </label>
      <FormField
        label={t('setting.level')}
        required
        hint={t('setting.levelHint')}
        error={errors.level ? t(`setting.${errors.level}`) : null}
      >
        {({ id, describedBy, invalid }) => (
          <select
            id={id}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            value={level}
            disabled={!mayEdit}
            onChange={(e) => setLevel(e.target.value)}
            className="w-full rounded-md border border-line bg-surface-2 px-3 py-2 text-sm text-fg"
          >
            {ALARM_LEVELS.map((l) => (
              <option key={l} value={l}>
                {t('setting.levelOption', { level: t(levelLabelKey(l)) })}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        label={t('setting.period')}
        required
        hint={t('setting.periodHint')}
        error={errors.period ? t(`setting.${errors.period}`) : null}
      >
        {({ id, describedBy, invalid }) => (
          <TextInput
            id={id}
            aria-describedby={describedBy}
            invalid={invalid}
            inputMode="numeric"
            min={0}
            max={PERIOD_MAX_MINUTES}
            value={period}
            disabled={!mayEdit}
            onChange={(e) => setPeriod(e.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" variant="primary" disabled={!mayEdit || save.saving} title={reason}>
        {tc('actions.save')}
      </Button>
    </form>
  );
}

/** Settings → global alarm: when the real-time popup shows and how often it repeats. */
export function Section() {
  const { t } = useTranslation('alarm');
  const setting = useGlobalAlarmSetting();
  return (
    <div>
      <PageHeader title={t('setting.title')} subtitle={t('setting.description')} />
      <QueryState query={setting}>{(saved) => <SettingForm saved={saved} />}</QueryState>
    </div>
  );
}
