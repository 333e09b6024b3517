import type { AlarmRecord, GlobalAlarmSetting } from '@/contract/alarm';
import { ALARM_STATUSES, type AlarmLevel, type AlarmStatus } from '@/contract/status';
import type { Language } from './i18n/languages';

export const ALARM_LEVELS: readonly AlarmLevel[] = [1, 2, 3];

/** Alarm types the simulator and the station raise; others are shown as they come. */
export const ALARM_TYPES = ['bms', 'pcs', 'env', 'grid', 'pv', 'fdj', 'chargingPile', 'system'] as const;
export type KnownAlarmType = (typeof ALARM_TYPES)[number];

export function isAlarmLevel(value: unknown): value is AlarmLevel {
  return value === 1 || value === 2 || value === 3;
}

export function isAlarmStatus(value: unknown): value is AlarmStatus {
  return typeof value === 'string' && (ALARM_STATUSES as readonly string[]).includes(value);
}

/** i18n key (namespace alarm) of a level: 'level.1' → L1 / 一级. */
export function levelLabelKey(level: AlarmLevel): `level.${AlarmLevel}` {
  return `level.${level}`;
}

/** i18n key (namespace alarm) of a status. */
export function statusLabelKey(status: AlarmStatus): `status.${AlarmStatus}` {
  return `status.${status}`;
}

/** i18n key of a known type, or null for a type to show verbatim. */
export function typeLabelKey(type: string): `type.${KnownAlarmType}` | null {
  return (ALARM_TYPES as readonly string[]).includes(type) ? `type.${type as KnownAlarmType}` : null;
}

/** Content in the UI language: contentEn in English when it is not blank, else content. */
export function alarmContent(alarm: Pick<AlarmRecord, 'content' | 'contentEn'>, language: Language): string {
  if (language === 'en' && alarm.contentEn && alarm.contentEn.trim()) return alarm.contentEn;
  return alarm.content;
}

/** Active alarms are the ones an operator still has to act on. */
export function isActive(alarm: Pick<AlarmRecord, 'status'>): boolean {
  return alarm.status === 'new' || alarm.status === 'acknowledged';
}

/** Tailwind classes for the level chip: L1 red, L2 amber, L3 blue. */
export function levelTone(level: AlarmLevel): string {
  if (level === 1) return 'bg-danger/15 text-danger border-danger/40';
  if (level === 2) return 'bg-warning/15 text-warning border-warning/40';
  return 'bg-primary/15 text-primary border-primary/40';
}

export const PERIOD_MAX_MINUTES = 1440;

export type GlobalAlarmFormErrors = Partial<Record<'level' | 'period', 'levelInvalid' | 'periodInvalid'>>;

/**
 * Validates the global alarm form (the simulator applies the same bounds: level 1–3, period an
 * integer 0–1440 minutes). Returns the setting or the i18n keys (namespace alarm, setting.*) of
 * the errors.
 */
export function parseGlobalAlarmForm(input: {
  enabled: boolean;
  level: string;
  period: string;
}): { ok: true; value: GlobalAlarmSetting } | { ok: false; errors: GlobalAlarmFormErrors } {
  const errors: GlobalAlarmFormErrors = {};
  const level = Number(input.level);
  const periodText = input.period.trim();
  const period = Number(periodText);
  if (!isAlarmLevel(level)) errors.level = 'levelInvalid';
  if (!/^\d+$/.test(periodText) || period > PERIOD_MAX_MINUTES) errors.period = 'periodInvalid';
  if (errors.level || errors.period) return { ok: false, errors };
  return { ok: true, value: { enabled: input.enabled ? 1 : 0, level: level as AlarmLevel, period } };
}

/** `<input type="datetime-local">` value ('yyyy-MM-ddTHH:mm[:ss]') → 'yyyy-MM-dd HH:mm:ss'. */
export function localInputToServerTime(local: string, end: boolean): string | undefined {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?$/.exec(local);
  if (!m) return undefined;
  return `${m[1]} ${m[2]}${m[3] ?? (end ? ':59' : ':00')}`;
}

/**
 * The time range of the alarm-history and operation-log filters in server format; null when a
 * time is malformed or the start is after the end (shown as spec §8 'Time choose error!').
 */
export function filterTimeRange(
  startLocal: string,
  endLocal: string,
): { startTime?: string; endTime?: string } | null {
  const startTime = startLocal ? localInputToServerTime(startLocal, false) : undefined;
  const endTime = endLocal ? localInputToServerTime(endLocal, true) : undefined;
  if ((startLocal && !startTime) || (endLocal && !endTime)) return null;
  if (startTime && endTime && startTime > endTime) return null;
  return { startTime, endTime };
}
