/** Below this magnitude (kW or kvar) a power reads as idle rather than a direction. */
const IDLE = 0.05;

/** Grid power (spec sign convention of the topics): positive imports, negative exports. */
export function gridDirection(kw: number): 'import' | 'export' | 'idle' {
  if (!Number.isFinite(kw) || Math.abs(kw) < IDLE) return 'idle';
  return kw > 0 ? 'import' : 'export';
}

/** Spec §5: positive reactive power is inductive. */
export function reactiveKind(kvar: number): 'inductive' | 'capacitive' | 'none2' {
  if (!Number.isFinite(kvar) || Math.abs(kvar) < IDLE) return 'none2';
  return kvar > 0 ? 'inductive' : 'capacitive';
}
