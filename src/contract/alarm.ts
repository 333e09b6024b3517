import type { AlarmLevel, AlarmStatus } from './status';

/** One alarm, current or historical (spec §3 "alarm"). Times are `yyyy-MM-dd HH:mm:ss` local. */
export interface AlarmRecord {
  /** Large ids travel as strings (BladeX). */
  id: string;
  /** Alarm number shown to operators. */
  number: string;
  /** Chinese content. Plain text: never rendered as markup. */
  content: string;
  /** English content; the console falls back to `content` when empty. */
  contentEn: string;
  level: AlarmLevel;
  /** Alarm type, e.g. `bms`, `pcs`, `env`, `grid`, `pv`, `fdj`, `chargingPile`, `system`. */
  type: string;
  status: AlarmStatus;
  deviceName: string;
  serialNumber: string;
  occurredTime: string;
  processedTime: string | null;
  operator: string | null;
  /** Service identifier of the point that raised it. */
  serviceId: string;
}

/** Global alarm popup setting (spec §3; defaults enabled 0, level 3, period 0 — spec §9). */
export interface GlobalAlarmSetting {
  /** 1 shows the popup, 0 does not. */
  enabled: 0 | 1;
  /** Alarms at this level or more severe (numerically ≤) pop up. */
  level: AlarmLevel;
  /** Minutes between repeats while unacknowledged; 0 shows it once. */
  period: number;
}

export const DEFAULT_GLOBAL_ALARM_SETTING: GlobalAlarmSetting = { enabled: 0, level: 3, period: 0 };
