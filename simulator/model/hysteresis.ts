/**
 * A threshold with a recovery band so alarms don't flap: `above` conditions raise when the
 * value reaches `raise` and recover only below `recover` (and the mirror for `below`).
 */
export interface Threshold {
  direction: 'above' | 'below';
  raise: number;
  recover: number;
}

export function nextActive(active: boolean, value: number, t: Threshold): boolean {
  if (t.direction === 'above') return active ? value >= t.recover : value >= t.raise;
  return active ? value <= t.recover : value <= t.raise;
}
