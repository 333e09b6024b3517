import { useTranslation } from 'react-i18next';
import { setAlarmSound, useAlarmSound } from '@/stores/alarm-sound';

/** The alarm sound for this browser (off by default): the same setting as the banner's toggle. */
export function AlarmSoundSwitch() {
  const { t } = useTranslation('shell');
  const on = useAlarmSound();
  return (
    <label className="flex items-center gap-1 text-sm text-muted" title={t('header.alarmSoundHint')}>
      <input
        type="checkbox"
        data-testid="alarm-sound-setting"
        checked={on}
        onChange={(e) => setAlarmSound(e.target.checked)}
      />
      {t('header.alarmSound')}
    </label>
  );
}
