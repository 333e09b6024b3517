/** Generator status (spec §4): 1 standby, 2 stopped, 3 running, 4 error; anything else unknown. */
export function generatorStatusKey(status: unknown): '1' | '2' | '3' | '4' | 'unknown' {
  return status === 1 || status === 2 || status === 3 || status === 4 ? (String(status) as '1') : 'unknown';
}

export const STATUS_TONE: Record<ReturnType<typeof generatorStatusKey>, string> = {
  '1': 'bg-surface-2 text-muted',
  '2': 'bg-surface-2 text-muted',
  '3': 'bg-success/20 text-success',
  '4': 'bg-danger/20 text-danger',
  unknown: 'bg-warning/20 text-warning',
};

/** A known status's dot beside its word (no pill: an empty pill read as a missing value, issue 30). */
export const STATUS_DOT: Record<Exclude<ReturnType<typeof generatorStatusKey>, 'unknown'>, string> = {
  '1': 'text-muted',
  '2': 'text-muted',
  '3': 'text-success',
  '4': 'text-danger',
};
