/** Below this magnitude (kW or kvar) a power reads as idle rather than a direction. */
export const IDLE_KW = 0.05;

/** Spec §5: positive active power discharges, negative charges. */
export function activeSign(kw: number): 'discharge' | 'charge' | 'idle' {
  if (!Number.isFinite(kw) || Math.abs(kw) < IDLE_KW) return 'idle';
  return kw > 0 ? 'discharge' : 'charge';
}

/** Spec §5: positive reactive power is inductive, negative capacitive. */
export function reactiveSign(kvar: number): 'inductive' | 'capacitive' | 'none' {
  if (!Number.isFinite(kvar) || Math.abs(kvar) < IDLE_KW) return 'none';
  return kvar > 0 ? 'inductive' : 'capacitive';
}
