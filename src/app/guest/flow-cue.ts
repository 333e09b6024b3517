/** Below this many kW a flow reads as idle (meter noise). */
const IDLE_KW = 0.05;

/** The direction of a signed power in words: the key under `shell:guest.cue`, an arrow, a tone. */
export interface FlowCue {
  key: 'charging' | 'discharging' | 'importing' | 'exporting' | 'idle';
  arrow: string;
  tone: 'in' | 'out' | 'idle';
}

/**
 * Spec §5 signs: storage power positive = discharging, negative = charging; grid power positive =
 * drawn from the grid (importing), negative = fed in (exporting).
 */
export function flowCue(kind: 'storage' | 'grid', kw: number): FlowCue {
  if (!Number.isFinite(kw) || Math.abs(kw) < IDLE_KW) return { key: 'idle', arrow: '·', tone: 'idle' };
  if (kind === 'storage')
    return kw > 0
      ? { key: 'discharging', arrow: '↑', tone: 'out' }
      : { key: 'charging', arrow: '↓', tone: 'in' };
  return kw > 0
    ? { key: 'importing', arrow: '↓', tone: 'in' }
    : { key: 'exporting', arrow: '↑', tone: 'out' };
}
