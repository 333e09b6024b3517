import { isOperationType, type OperationLog, type OperationLogQuery } from '@/contract/api/oplog';
import { filterTimeRange } from '@/lib/alarm-labels';

/** The log filter form as typed; times are `<input type="datetime-local">` values. */
export interface LogForm {
  startTime: string;
  endTime: string;
  account: string;
  /** An operation type (OPERATION_TYPES), '' for every operation. */
  operation: string;
}

export const EMPTY_LOG_FORM: LogForm = { startTime: '', endTime: '', account: '', operation: '' };

/** The server filter of a form, or `timeError` for a malformed or reversed range. */
export function toLogQuery(form: LogForm): { query: OperationLogQuery } | { timeError: true } {
  const range = filterTimeRange(form.startTime, form.endTime);
  if (!range) return { timeError: true };
  return {
    query: {
      ...range,
      account: form.account.trim() || undefined,
      operation: isOperationType(form.operation) ? form.operation : undefined,
    },
  };
}

/**
 * The operation without its parameters when the server appended them as ` (params)`: the
 * parameters have their own column, so the row does not show them twice.
 */
export function operationName(log: Pick<OperationLog, 'summary' | 'params'>): string {
  const suffix = ` (${log.params})`;
  return log.params && log.summary.endsWith(suffix) ? log.summary.slice(0, -suffix.length) : log.summary;
}
