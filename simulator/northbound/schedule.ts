import { NORTHBOUND_KINDS, type NorthboundKind } from '../../src/contract/api/northbound';

/*
 * When each kind of northbound message is due, on the station's clock (engine.simMs), so a
 * simulator at --speed 10 publishes ten times as often and a test moves time with the `advance`
 * hook instead of waiting. A clock jump over several cycles publishes once, not once per missed
 * cycle: every message carries the station's state now, and a burst of identical ones helps
 * nobody.
 */

export type Cycles = Record<NorthboundKind, number>;

export interface Schedule {
  /** Everything is sent at once (on connect) and the next of each kind a cycle later. */
  reset(nowMs: number): void;
  /** The kinds due at `nowMs`; each one's next time moves a cycle on (past `nowMs`). */
  due(nowMs: number): NorthboundKind[];
}

export function createSchedule(cycles: Cycles): Schedule {
  const next = new Map<NorthboundKind, number>();
  return {
    reset(nowMs) {
      for (const kind of NORTHBOUND_KINDS) next.set(kind, nowMs + cycles[kind] * 1000);
    },
    due(nowMs) {
      const out: NorthboundKind[] = [];
      for (const kind of NORTHBOUND_KINDS) {
        const at = next.get(kind);
        if (at === undefined || nowMs < at) continue;
        const step = cycles[kind] * 1000;
        // Keeps the cadence under normal 1 s steps; after a jump, a cycle from now.
        next.set(kind, at + step > nowMs ? at + step : nowMs + step);
        out.push(kind);
      }
      return out;
    },
  };
}
