import { ErrorBoundary } from '@/components/error-boundary';
import { AlarmPopup } from '@/features/alarm-popup/alarm-popup';

/** Kiosk mode has no header, but the real-time alarm popup (spec §2) stays. */
export function KioskAlarmPopup() {
  return (
    <ErrorBoundary fallback={null}>
      <AlarmPopup />
    </ErrorBoundary>
  );
}
