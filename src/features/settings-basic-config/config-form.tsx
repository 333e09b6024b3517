import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { configKeys, updateSystemConfig } from '@/api/config';
import { FormField, TextInput } from '@/components/form-field';
import { SettingForm } from '@/components/setting-form';
import { useSettingSave } from '@/components/use-setting-save';
import type { SystemConfigEntry, SystemConfigKey } from '@/contract/api/config';
import { configValueValid } from '@/lib/validators/system-config';
import { getRuntimeConfig } from '@/stores/runtime-config';

/** The keys this form edits, in order (the activation date has its own call). */
const KEYS = [
  'autoLogoutMinutes',
  'wsUrl',
  'defaultSite',
  'northboundControl',
  'autoClearDiskThreshold',
  'autoClearCycleMonths',
] as const satisfies readonly SystemConfigKey[];
type Key = (typeof KEYS)[number];

const REQUIRED = new Set<Key>([
  'autoLogoutMinutes',
  'defaultSite',
  'autoClearDiskThreshold',
  'autoClearCycleMonths',
]);
const HINTS: Partial<Record<Key, 'config.wsUrlHint' | 'config.defaultSiteHint'>> = {
  wsUrl: 'config.wsUrlHint',
  defaultSite: 'config.defaultSiteHint',
};

function valuesOf(list: SystemConfigEntry[]): Record<Key, string> {
  const map = new Map(list.map((e) => [e.configKey, e.configValue]));
  return Object.fromEntries(KEYS.map((k) => [k, map.get(k) ?? ''])) as Record<Key, string>;
}

/** Every key the console reads, validated by the rules the simulator applies. */
export function ConfigForm({ list, canSave }: { list: SystemConfigEntry[]; canSave: boolean }) {
  const { t } = useTranslation(['sysconfig', 'errors', 'common']);
  const sites = getRuntimeConfig().sites;
  const [values, setValues] = useState(() => valuesOf(list));
  const [invalid, setInvalid] = useState<Set<Key>>(new Set());
  // The shell reads the same cache: idle logout and the broker address follow at once.
  const save = useSettingSave({
    save: (entries: SystemConfigEntry[]) => updateSystemConfig(entries, { silent: true }),
    queryKey: configKeys.list,
    savedMessage: t('saved'),
    failedPrefix: t('errors:modifyInfoFailed'),
    canSave,
    onSaved: (saved) => setValues(valuesOf(saved)),
  });

  const submit = () => {
    const trimmed = Object.fromEntries(KEYS.map((k) => [k, values[k].trim()])) as Record<Key, string>;
    const bad = new Set(KEYS.filter((k) => !configValueValid(k, trimmed[k], sites)));
    setInvalid(bad);
    if (bad.size === 0) save.submit(KEYS.map((k) => ({ configKey: k, configValue: trimmed[k] })));
  };

  const control = (key: Key, id: string, describedBy: string | undefined) => {
    const common = {
      id,
      'aria-describedby': describedBy,
      'aria-invalid': invalid.has(key) || undefined,
      value: values[key],
      onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value })),
    };
    const selectClass = 'w-full rounded-md border border-line bg-surface-2 px-3 py-2 text-sm text-fg';
    if (key === 'defaultSite')
      return (
        <select {...common} className={selectClass}>
          {sites.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      );
    if (key === 'northboundControl')
      return (
        <select {...common} className={selectClass}>
          <option value="1">{t('config.yes')}</option>
          <option value="0">{t('config.no')}</option>
        </select>
      );
    return (
      <TextInput
        {...common}
        invalid={invalid.has(key)}
        inputMode={key === 'wsUrl' ? undefined : 'numeric'}
        placeholder={key === 'wsUrl' ? 'wss://host/mqtt' : undefined}
      />
    );
  };

  return (
    <SettingForm
      title={t('config.title')}
      heading={false}
      className="max-w-lg"
      canSave={canSave}
      saving={save.saving}
      readOnlyTitle={t('readOnly')}
      onSubmit={submit}
    >
      {KEYS.map((key) => (
        <FormField
          key={key}
          label={t(`config.${key}`)}
          required={REQUIRED.has(key)}
          hint={HINTS[key] ? t(HINTS[key]) : undefined}
          error={invalid.has(key) ? t(`errors.${key}`) : null}
        >
          {({ id, describedBy }) => control(key, id, describedBy)}
        </FormField>
      ))}
    </SettingForm>
  );
}
