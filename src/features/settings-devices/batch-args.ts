/** The batch actions of the device table (batch-bar.tsx). */
export const BATCH_ACTIONS = [
  'bind',
  'container',
  'upDevice',
  'subSystem',
  'exdInfo',
  'ptct',
  'delete',
] as const;
export type BatchAction = (typeof BATCH_ACTIONS)[number];

/** What the bar's inputs hold. */
export interface BatchInputs {
  value: string;
  pt: string;
  ct: string;
}

/** The numbers an action sends, or 'invalid' when what was typed is not one. */
export type BatchArgs =
  | { action: 'bind'; groupNo: number | null }
  | { action: 'ptct'; pt: number; ct: number }
  | { action: Exclude<BatchAction, 'bind' | 'ptct'>; value: string };

const positive = (s: string): number | null => {
  const n = Number(s.trim());
  return s.trim() !== '' && Number.isFinite(n) && n > 0 ? n : null;
};

/**
 * Reads the typed values for `action` before anything is sent: a cluster number is a whole number
 * of at least 1 (empty unbinds), PT and CT positive numbers. Anything else answers 'invalid'; a
 * typo must never reach the station as "unbind" (NaN is sent as null in JSON).
 */
export function batchArgs(action: BatchAction, v: BatchInputs): BatchArgs | 'invalid' {
  if (action === 'bind') {
    if (v.value.trim() === '') return { action, groupNo: null };
    const n = positive(v.value);
    return n !== null && Number.isInteger(n) ? { action, groupNo: n } : 'invalid';
  }
  if (action === 'ptct') {
    const pt = positive(v.pt);
    const ct = positive(v.ct);
    return pt !== null && ct !== null ? { action, pt, ct } : 'invalid';
  }
  return { action, value: v.value };
}
