import type { CallRow } from './row';

/**
 * Device management, data, backup, upgrade, alarm push and northbound calls (spec §7 "Data",
 * "Device management", "Backup and thresholds", "Alarms: alarm push"). Add a row here (or in a
 * new file listed in src/contract/calls.ts) for each call a new src/api module makes.
 */
export const DATA_CALLS: CallRow[] = [];
