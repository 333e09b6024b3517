import { RUNNING_STATUS, type RunningStatusCode } from '@/contract/status';

/** Visual tone of a running status (spec §4): the tile badge colour. */
export type StatusTone = 'ok' | 'limit' | 'idle' | 'off' | 'alarm' | 'unknown';

/*
 * 1 (charging forbidden, the battery is full) and 2 (discharging forbidden, it is empty) are the
 * battery working as designed at its SOC limits, not faults: a neutral tone, so at 95 % SOC a row
 * of tiles does not turn amber and hide the one real alarm (which comes from values and alarms).
 */
const TONES: Record<RunningStatusCode, StatusTone> = {
  0: 'ok',
  1: 'limit',
  2: 'limit',
  3: 'idle',
  4: 'off',
  6: 'alarm',
};

export function isRunningStatus(code: number): code is RunningStatusCode {
  return (RUNNING_STATUS as readonly number[]).includes(code);
}

/** i18n key of a running status label; codes outside spec §4 are "unknown" (never a blank). */
export function statusLabelKey(code: number) {
  switch (code) {
    case 0:
      return 'status.0' as const;
    case 1:
      return 'status.1' as const;
    case 2:
      return 'status.2' as const;
    case 3:
      return 'status.3' as const;
    case 4:
      return 'status.4' as const;
    case 6:
      return 'status.6' as const;
    default:
      return 'status.unknown' as const;
  }
}

export function statusTone(code: number): StatusTone {
  return isRunningStatus(code) ? TONES[code] : 'unknown';
}

export const TONE_CLASS: Record<StatusTone, string> = {
  ok: 'bg-success/20 text-success',
  limit: 'bg-surface-2 text-fg ring-1 ring-inset ring-line',
  idle: 'bg-primary/20 text-primary',
  off: 'bg-muted/20 text-muted',
  alarm: 'bg-danger/25 text-danger',
  unknown: 'bg-muted/20 text-muted',
};
