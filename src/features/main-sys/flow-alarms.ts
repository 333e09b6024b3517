import { useMemo } from 'react';
import { useActiveAlarms } from '@/api/alarm';
import type { AlarmRecord } from '@/contract/alarm';
import type { AlarmLevel } from '@/contract/status';
import type { FlowNode } from './flow-direction';

/**
 * Which node of the energy flow an alarm belongs to, by the alarm's device type: the storage node
 * stands for the battery system, its PCS and its container (environment, fire, HVAC). Types that
 * name no node (EMS, system) colour none.
 */
const NODE_OF_TYPE: Record<string, FlowNode> = {
  bms: 'storage',
  pcs: 'storage',
  env: 'storage',
  storage: 'storage',
  battery: 'storage',
  pv: 'pv',
  grid: 'grid',
  meter: 'grid',
  fdj: 'generator',
  generator: 'generator',
  chargingPile: 'charging',
  charging: 'charging',
  load: 'load',
};

/** The most severe active alarm of a node and how many alarms of that level it has. */
export interface NodeAlarm {
  level: AlarmLevel;
  count: number;
}

/**
 * Each node's most severe active (not cleared) alarm. An acknowledged alarm still counts: the
 * fault is there until it clears, and the node must not look calm meanwhile.
 */
export function nodeAlarms(active: readonly AlarmRecord[] | undefined): Partial<Record<FlowNode, NodeAlarm>> {
  const out: Partial<Record<FlowNode, NodeAlarm>> = {};
  for (const a of active ?? []) {
    const node = NODE_OF_TYPE[a.type];
    if (!node || a.status === 'cleared' || a.status === 'recovered') continue;
    const seen = out[node];
    if (!seen || a.level < seen.level) out[node] = { level: a.level, count: 1 };
    else if (a.level === seen.level) seen.count += 1;
  }
  return out;
}

/** The nodes' alarms from the shell's active-alarm list (no polling of its own). */
export function useNodeAlarms(): Partial<Record<FlowNode, NodeAlarm>> {
  const { alarms } = useActiveAlarms();
  return useMemo(() => nodeAlarms(alarms), [alarms]);
}

/** Box stroke and fill of a node with an alarm of `level`: red for L1, amber for L2, blue edge for L3. */
export function nodeAlarmColours(level: AlarmLevel | undefined): { stroke: string; fill: string } {
  if (level === 1)
    return {
      stroke: 'var(--c-danger)',
      fill: 'color-mix(in oklab, var(--c-danger) 22%, var(--c-surface-2))',
    };
  if (level === 2)
    return {
      stroke: 'var(--c-warning)',
      fill: 'color-mix(in oklab, var(--c-warning) 14%, var(--c-surface-2))',
    };
  return { stroke: level === 3 ? 'var(--c-primary)' : 'var(--c-line)', fill: 'var(--c-surface-2)' };
}
