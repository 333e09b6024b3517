import { AlarmBadge } from '@/features/alarm-popup/alarm-badge';
import { AlarmPopup } from '@/features/alarm-popup/alarm-popup';

/** The global alarm badge in the header and the real-time popup (spec §2). */
export function AlarmSlot() {
  return (
    <>
      <AlarmBadge />
      <AlarmPopup />
    </>
  );
}
