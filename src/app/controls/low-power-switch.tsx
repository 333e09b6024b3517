import { useTranslation } from 'react-i18next';
import { usePreferences } from '@/stores/preferences';

/** Low-power profile: realtime data delivered once a second instead of four times. */
export function LowPowerSwitch() {
  const { t } = useTranslation('shell');
  const lowPower = usePreferences((s) => s.lowPower);
  const setLowPower = usePreferences((s) => s.setLowPower);
  return (
    <label className="flex items-center gap-1 text-sm text-muted">
      <input type="checkbox" checked={lowPower} onChange={(e) => setLowPower(e.target.checked)} />
      {t('header.lowPower')}
    </label>
  );
}
