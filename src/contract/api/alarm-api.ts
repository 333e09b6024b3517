import { z } from 'zod';
import type { AlarmRecord, GlobalAlarmSetting } from '../alarm';
import { ALARM_STATUSES, type ControlMode } from '../status';
import { wireIdText, wireNum, wireNumLiteral, wireStr, wireStrOrNull } from '../wire';

/*
 * Alarm calls (spec §7 "Alarms"). Optional query `site` (default WZ001).
 * - `GET devicealarm/selectTop20`: the 20 newest active alarms → AlarmRecord[].
 * - `POST devicealarm/acknowledge?id=`: status 'acknowledged', processedTime and operator set → AlarmRecord.
 * - `POST devicealarm/clear?id=`: status 'cleared', moves to history → AlarmRecord.
 *   An unknown or inactive id answers code 400.
 * - `GET devicealarmhis/list?current&size` + {@link AlarmHistoryQuery} → Page<AlarmRecord>
 *   (cleared and recovered alarms, newest first).
 * - `GET devicealarmhis/export` (same filters): .xlsx.
 * - `GET config/globalAlarm/info` → GlobalAlarmSetting; `POST config/globalAlarm/save` with a
 *   GlobalAlarmSetting JSON body → the saved setting (validated: enabled 0|1, level 1–3,
 *   period integer 0–1440 minutes).
 * - `GET devicealarm/getEmsctrl` → {@link EmsCtrl}.
 */

/** Filters of `devicealarmhis/list` and its export (all optional query strings). */
export interface AlarmHistoryQuery {
  level?: string;
  status?: 'cleared' | 'recovered';
  type?: string;
  /** Substring match. */
  deviceName?: string;
  /** `yyyy-MM-dd` or `yyyy-MM-dd HH:mm:ss`. */
  startTime?: string;
  endTime?: string;
}

/** `GET devicealarm/getEmsctrl`: the control mode in force and, in manual mode, its power. */
export interface EmsCtrl {
  mode: ControlMode;
  /** Manual setpoint kW (positive discharge); 0 in other modes. */
  power: number;
  /** PCS rating kW: the bound of a manual setpoint. */
  ratedPowerKw: number;
}

/**
 * `GET devicealarm/countByLevel` (site): every active (new or acknowledged) alarm of the site
 * counted by level on the server; the top-20 list stops at 20, these counts do not.
 */
export interface AlarmLevelCounts {
  total: number;
  level1: number;
  level2: number;
  level3: number;
}

export type { AlarmRecord, GlobalAlarmSetting };

/*
 * REST answers as a real backend may send them (ARCHITECTURE.md §3: the level as text, ids as
 * numbers, null texts, extra fields): src/api/alarm.ts reads every answer with these schemas.
 */

const level = wireNumLiteral([1, 2, 3]);

export const alarmRecordWireSchema: z.ZodType<AlarmRecord> = z.object({
  id: wireIdText,
  number: wireStr,
  content: wireStr,
  contentEn: wireStr,
  level,
  type: wireStr,
  status: z.enum(ALARM_STATUSES),
  deviceName: wireStr,
  serialNumber: wireStr,
  occurredTime: wireStr,
  processedTime: wireStrOrNull,
  operator: wireStrOrNull,
  serviceId: wireStr,
});

export const alarmLevelCountsSchema: z.ZodType<AlarmLevelCounts> = z.object({
  total: wireNum,
  level1: wireNum,
  level2: wireNum,
  level3: wireNum,
});

export const globalAlarmSettingSchema: z.ZodType<GlobalAlarmSetting> = z.object({
  enabled: wireNumLiteral([0, 1]),
  level,
  period: wireNum,
});
