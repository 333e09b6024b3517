import type { StationRealtime } from '@/contract/realtime-payloads';
import type { OfflinePart } from '@/realtime/device-reporting';

/** The six branches of the energy-flow diagram around the station bus. */
export const FLOW_NODES = ['pv', 'grid', 'load', 'storage', 'generator', 'charging'] as const;
export type FlowNode = (typeof FLOW_NODES)[number];

/** `in`: energy flows from the node into the bus; `out`: from the bus into the node. */
export type FlowDirection = 'in' | 'out' | 'none';

/** Below this magnitude (kW) a branch is drawn idle. */
export const IDLE_KW = 0.05;

type Powers = Pick<
  StationRealtime,
  'pvPowerKw' | 'gridPowerKw' | 'loadPowerKw' | 'storagePowerKw' | 'generatorPowerKw' | 'chargingPowerKw'
>;

function signed(kw: number, positive: FlowDirection, negative: FlowDirection): FlowDirection {
  if (!Number.isFinite(kw) || Math.abs(kw) < IDLE_KW) return 'none';
  return kw > 0 ? positive : negative;
}

/** The storage branch's direction: positive = discharge, into the bus. */
export function storageDirection(kw: number): FlowDirection {
  return signed(kw, 'in', 'out');
}

/**
 * Direction of each branch from the sign conventions (spec §5 and the contract): storage
 * positive = discharge (into the bus); grid positive = import (into the bus); PV and generator
 * feed the bus; the load and the charging piles draw from it.
 */
export function flowDirections(p: Powers): Record<FlowNode, FlowDirection> {
  return {
    pv: signed(p.pvPowerKw, 'in', 'out'),
    grid: signed(p.gridPowerKw, 'in', 'out'),
    load: signed(p.loadPowerKw - p.chargingPowerKw, 'out', 'in'),
    storage: storageDirection(p.storagePowerKw),
    generator: signed(p.generatorPowerKw, 'in', 'out'),
    charging: signed(p.chargingPowerKw, 'out', 'in'),
  };
}

/** The power shown on a branch; the load is drawn without the charging piles' share. */
export function branchPower(p: Powers, node: FlowNode): number {
  switch (node) {
    case 'pv':
      return p.pvPowerKw;
    case 'grid':
      return p.gridPowerKw;
    case 'load':
      return p.loadPowerKw - p.chargingPowerKw;
    case 'storage':
      return p.storagePowerKw;
    case 'generator':
      return p.generatorPowerKw;
    case 'charging':
      return p.chargingPowerKw;
  }
}

/** Label key suffix for a branch state: charge/discharge for storage, import/export for grid. */
export type BranchState = 'idle' | 'discharge' | 'charge' | 'import' | 'export' | 'supply' | 'consume';

export function branchState(node: FlowNode, dir: FlowDirection): BranchState {
  if (dir === 'none') return 'idle';
  if (node === 'storage') return dir === 'in' ? 'discharge' : 'charge';
  if (node === 'grid') return dir === 'in' ? 'import' : 'export';
  return dir === 'in' ? 'supply' : 'consume';
}

/**
 * The branches with no data (issue 27): the storage while its PCS or every cluster's BMS is
 * silent, PV, grid, generator and charging piles while every device of theirs is. They are drawn
 * offline, not with the station topic's figure for them (the model's, as if data still arrived).
 */
export function offlineNodes(parts: readonly OfflinePart[]): FlowNode[] {
  const off = new Set(parts);
  return FLOW_NODES.filter((node) => {
    switch (node) {
      case 'storage':
        return off.has('stack') || off.has('pcs');
      case 'pv':
        return off.has('pv');
      case 'grid':
        return off.has('meter');
      case 'generator':
        return off.has('generator');
      case 'charging':
        return off.has('chargingPile');
      case 'load':
        return false;
    }
  });
}
