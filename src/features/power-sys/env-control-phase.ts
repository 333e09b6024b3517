import type { EnvFieldControl } from '@/contract/realtime-payloads';
import { matchesKey } from '@/contract/api/env-template';

/** A command's life cycle: sent → acknowledged → confirmed (read-back matches) or timed out. */
export type ControlPhase =
  | { kind: 'idle' }
  | { kind: 'sent' }
  | { kind: 'acknowledged'; deadline: number }
  | { kind: 'confirmed' }
  | { kind: 'timedOut' }
  | { kind: 'failed'; reason: string };

/**
 * Where an acknowledged command has got to on the card's latest data: confirmed once the field
 * reads its key value, timed out once the station clock (`ts`) passes the deadline without it;
 * null while it is still waiting or not acknowledged.
 */
export function settledPhase(
  phase: ControlPhase,
  value: number | string,
  key: string,
  ts: number,
): ControlPhase | null {
  if (phase.kind !== 'acknowledged') return null;
  if (matchesKey(value, key)) return { kind: 'confirmed' };
  return ts > phase.deadline ? { kind: 'timedOut' } : null;
}

/** The button as the user's language names it (issue 30): English when the station gives it. */
export function buttonLabel(control: Pick<EnvFieldControl, 'button' | 'buttonEn'>, language: string): string {
  return language === 'en' && control.buttonEn ? control.buttonEn : control.button;
}
