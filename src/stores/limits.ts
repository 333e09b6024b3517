import { create } from 'zustand';
import {
  cellLimits,
  DEFAULT_ALARM_THRESHOLDS,
  type AlarmThresholds,
  type CellLimits,
} from '@/contract/limits';

interface LimitsState {
  /** The thresholds in force (deviceThreshold/value/get), the defaults until the first answer. */
  thresholds: AlarmThresholds;
  /** The same in the pipeline's units, for every measured status and colour band. */
  cell: CellLimits;
}

/** Written only by setAlarmThresholds (src/realtime/use-limits-sync.ts calls it). */
export const useLimits = create<LimitsState>()(() => ({
  thresholds: DEFAULT_ALARM_THRESHOLDS,
  cell: cellLimits(DEFAULT_ALARM_THRESHOLDS),
}));

/** Cell limits for status derivation, colours and legends; re-renders when an administrator changes them. */
export function useCellLimits(): CellLimits {
  return useLimits((s) => s.cell);
}

/** Replaces the thresholds when they differ; returns whether they changed. */
export function setAlarmThresholds(next: AlarmThresholds): boolean {
  if (JSON.stringify(next) === JSON.stringify(useLimits.getState().thresholds)) return false;
  useLimits.setState({ thresholds: next, cell: cellLimits(next) });
  return true;
}
