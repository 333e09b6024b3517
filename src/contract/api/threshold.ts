/*
 * Alarm thresholds (spec "Backup and thresholds": deviceThreshold/value/get and value/set). The
 * set is the one the simulator alarms on and the console derives measured status from
 * (src/contract/limits.ts). Units: cell voltage mV, temperatures °C, SOC margin percentage points.
 */
import type { AlarmThresholds } from '../limits';

export type { AlarmThresholds, Band } from '../limits';

/** GET deviceThreshold/value/get: the thresholds in force. */
export type ThresholdValues = AlarmThresholds;

/**
 * POST deviceThreshold/value/set, JSON body: the bands to change (the others are kept). Each band
 * needs both levels, and recovery on the safe side of the raise level; the answer is the whole
 * set now in force.
 */
export type ThresholdSetRequest = Partial<AlarmThresholds>;
