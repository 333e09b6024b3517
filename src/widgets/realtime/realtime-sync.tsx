import { useAnswerReader } from './use-answer-reader';
import { useLimitsSync } from './use-limits-sync';
import { useTopologySync } from './use-topology-sync';

/**
 * Feeds the realtime worker what it learns from the backend: the alarm thresholds and the current
 * site's topology; and reads the http client's large answers off the main thread. Rendered inside
 * `<RealtimeProvider>` (realtime/ calls no backend itself).
 */
export function RealtimeSync() {
  useAnswerReader();
  useLimitsSync();
  useTopologySync();
  return null;
}
