import { useLimitsSync } from './use-limits-sync';
import { useTopologySync } from './use-topology-sync';

/**
 * Feeds the realtime worker what it learns from the backend: the alarm thresholds and the current
 * site's topology. Rendered inside `<RealtimeProvider>` (realtime/ calls no backend itself).
 */
export function RealtimeSync() {
  useLimitsSync();
  useTopologySync();
  return null;
}
