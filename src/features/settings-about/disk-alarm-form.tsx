import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { configKeys, saveDiskAlarm } from '@/api/config';
import { TextField } from '@/components/form-field';
import { SettingForm } from '@/components/setting-form';
import { useSettingSave } from '@/components/use-setting-save';
import type { DiskAlarmSetting } from '@/contract/api/config';

/** The disk alarm (config/system/disk/alarm/info|save): on/off and the used share (50–99 %). */
export function DiskAlarmForm({ setting, canSave }: { setting: DiskAlarmSetting; canSave: boolean }) {
  const { t } = useTranslation(['sysconfig', 'errors', 'common']);
  const [enabled, setEnabled] = useState(setting.enabled === 1);
  const [threshold, setThreshold] = useState(String(setting.threshold));
  const [invalid, setInvalid] = useState(false);
  const save = useSettingSave({
    save: (next: DiskAlarmSetting) => saveDiskAlarm(next, { silent: true }),
    queryKey: configKeys.diskAlarm,
    savedMessage: t('saved'),
    failedPrefix: t('errors:modifyInfoFailed'),
    canSave,
  });
  const submit = () => {
    const n = Number(threshold.trim());
    const ok = /^\d+$/.test(threshold.trim()) && n >= 50 && n <= 99;
    setInvalid(!ok);
    if (ok) save.submit({ enabled: enabled ? 1 : 0, threshold: n });
  };
  return (
    <SettingForm
      title={t('about.diskAlarm')}
      canSave={canSave}
      saving={save.saving}
      readOnlyTitle={t('readOnly')}
      onSubmit={submit}
    >
      <label className="mb-3 flex items-center gap-2 text-sm text-fg">
        <input
          type="checkbox"
          checked={enabled}
          onChange={(e) => setEnabled(e.target.checked)}
          className="h-4 w-4 accent-[var(--c-primary)]"
        />
        {t('about.diskAlarmEnabled')}
      </label>
      <TextField
        label={t('about.diskAlarmThreshold')}
        required
        inputMode="numeric"
        value={threshold}
        hint={t('about.diskAlarmHint')}
        error={invalid ? t('about.diskAlarmHint') : null}
        onChange={(e) => setThreshold(e.target.value)}
      />
    </SettingForm>
  );
}
