import { useTranslation } from 'react-i18next';
import { useAlarmAction } from '@/api/alarm';
import { confirm } from '@/components/confirm-dialog';
import type { AlarmRecord } from '@/contract/alarm';
import { alarmContent } from '@/lib/alarm-labels';
import { notify } from '@/lib/notify';
import { usePreferences } from '@/stores/preferences';

/** Acknowledge at once; clear only after the operator confirms (failures are toasted by http). */
export function useAlarmActions() {
  const { t } = useTranslation('alarm');
  const language = usePreferences((s) => s.language);
  const acknowledge = useAlarmAction('acknowledge', () => notify.success(t('acknowledged')));
  const clear = useAlarmAction('clear', () => notify.success(t('cleared')));
  return {
    pendingId: acknowledge.isPending ? acknowledge.variables : clear.isPending ? clear.variables : undefined,
    acknowledge(alarm: AlarmRecord) {
      acknowledge.mutate(alarm.id);
    },
    async clear(alarm: AlarmRecord) {
      const ok = await confirm(
        t('confirmClear', { number: alarm.number, content: alarmContent(alarm, language) }),
        { title: t('confirmClearTitle'), confirmLabel: t('action.clear'), danger: true },
      );
      if (ok) clear.mutate(alarm.id);
    },
  };
}
