/** Running status codes of clusters and devices (spec §4). 5 is not used. */
export const RUNNING_STATUS = [0, 1, 2, 3, 4, 6] as const;
/** 0 normal, 1 forbidden charging, 2 forbidden discharging, 3 standby, 4 shutdown, 6 alarm. */
export type RunningStatusCode = (typeof RUNNING_STATUS)[number];

/** Generator status (spec §4): 1 standby, 2 stopped, 3 running, 4 error; anything else unknown. */
export type GeneratorStatusCode = 1 | 2 | 3 | 4;

/** Grid state labels (spec §4). */
export const GRID_STATES = ['offGrid', 'connecting', 'connected', 'connectFinished', 'error'] as const;
export type GridState = (typeof GRID_STATES)[number];

/** Station control modes (spec §4 "Operating modes"). */
export const CONTROL_MODES = ['manual', 'auto', 'proxy'] as const;
export type ControlMode = (typeof CONTROL_MODES)[number];

/** Alarm levels L1–L3 (spec §3, §4); 1 is the most severe. */
export type AlarmLevel = 1 | 2 | 3;

/** Alarm status (spec §4). */
export const ALARM_STATUSES = ['new', 'acknowledged', 'cleared', 'recovered'] as const;
export type AlarmStatus = (typeof ALARM_STATUSES)[number];

/** Charge modes of a strategy row (spec §4). */
export const CHARGE_MODES = ['fixedPower', 'plannedPower', 'loadTracking', 'standby', 'shutdown'] as const;
export type ChargeMode = (typeof CHARGE_MODES)[number];

/** Price periods (spec §9). */
export const PRICE_PERIODS = ['sharp', 'peak', 'flat', 'valley'] as const;
export type PricePeriod = (typeof PRICE_PERIODS)[number];

/** Charging pile state. */
export type ChargingPileState = 'idle' | 'charging' | 'fault' | 'offline';
