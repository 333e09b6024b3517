import type { AlarmHistoryQuery } from '@/contract/api/alarm-api';
import { filterTimeRange, isAlarmLevel } from '@/lib/alarm-labels';

/** The history filter form as typed (all strings; '' = any). */
export interface HistoryForm {
  level: string;
  status: string;
  type: string;
  deviceName: string;
  /** `<input type="datetime-local">` values: 'yyyy-MM-ddTHH:mm'. */
  startTime: string;
  endTime: string;
}

export const EMPTY_HISTORY_FORM: HistoryForm = {
  level: '',
  status: '',
  type: '',
  deviceName: '',
  startTime: '',
  endTime: '',
};

/**
 * The server query of a filter form, or `timeError` when the range is reversed or a time is
 * malformed (spec §8 'Time choose error!').
 */
export function toHistoryQuery(form: HistoryForm): { query: AlarmHistoryQuery } | { timeError: true } {
  const range = filterTimeRange(form.startTime, form.endTime);
  if (!range) return { timeError: true };
  const level = Number(form.level);
  const status = form.status === 'cleared' || form.status === 'recovered' ? form.status : undefined;
  return {
    query: {
      level: isAlarmLevel(level) ? String(level) : undefined,
      status,
      type: form.type.trim() || undefined,
      deviceName: form.deviceName.trim() || undefined,
      ...range,
    },
  };
}
