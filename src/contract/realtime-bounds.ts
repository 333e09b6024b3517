import type { DeviceGroup, StackModel } from './api/devicegroup';

/** The kinds of realtime topic the console reads (one schema each in realtime-schemas.ts). */
export type RealtimeTopicKind =
  'station' | 'cluster' | 'pcs' | 'grid' | 'pv' | 'generator' | 'chargingPiles' | 'env' | 'alarm' | 'devices';

/*
 * Upper bounds of every array a real-time topic carries (issue 33). A message whose array is
 * longer than its bound is refused whole by the worker and counted: one well-shaped message with
 * 20 000 PCS units must not reach a page. The bounds come from the station's own configuration
 * (StationTopology, read through the devicegroup calls the console already makes); where the
 * station names no count, or before it has answered, the ceilings of HARD_BOUNDS apply. Every
 * check here reads an array's length only (nested: one pass over the outer array), so it costs
 * nothing next to parsing the message.
 */

/** How long each kind of real-time array may be. */
export interface RealtimeBounds {
  /** Racks per cluster (rackVoltage, rackCurrent, rackSoc) and cells per rack. */
  racks: number;
  cellsPerRack: number;
  /** Cells per cluster (cellVoltageMv, cellTempDeciC). */
  cells: number;
  /** PCS units of the site (one per storage group, devicegroup/selectSys). */
  pcsUnits: number;
  inverters: number;
  generators: number;
  piles: number;
  /** Environment cards of one container and fields of one card. */
  envCards: number;
  envFields: number;
  /** Entries of a coded field's value dictionary. */
  dictEntries: number;
  /** Active alarms (the full set each message). */
  alarms: number;
  gateways: number;
  devices: number;
}

/**
 * Ceilings that hold whatever a station says: several times the largest station the console is
 * built for (100 clusters × 12 racks × 24 cells, ARCHITECTURE §6) and well below what freezes a page.
 */
export const HARD_BOUNDS: RealtimeBounds = {
  racks: 64,
  cellsPerRack: 512,
  cells: 16_384,
  pcsUnits: 256,
  inverters: 256,
  generators: 64,
  piles: 512,
  envCards: 64,
  envFields: 128,
  dictEntries: 64,
  alarms: 2000,
  gateways: 256,
  devices: 4096,
};

/**
 * What the station's configuration says it has: its storage groups (devicegroup/selectSys) and
 * its battery stack (devicegroup/getDuiModel). A cluster or PCS unit outside it is unknown.
 */
export interface StationTopology {
  /** Every cluster of the site with the container (storage group) holding it. */
  clusters: Array<{ clusterNo: number; containerNo: number }>;
  /** Container numbers: each storage group has one PCS (pcsNo = containerNo) and one env topic. */
  containers: number[];
  /** Racks per cluster and cells per rack; null when the stack model was not available. */
  racks: number | null;
  cellsPerRack: number | null;
}

/** The topology of a site from its device groups and (when it answered) its stack model. */
export function topologyFromGroups(groups: DeviceGroup[], stack: StackModel | null): StationTopology {
  const clusters: StationTopology['clusters'] = [];
  const containers: number[] = [];
  for (const g of groups) {
    if (g.type !== 'storage' || g.containerNo === undefined) continue;
    containers.push(g.containerNo);
    for (const clusterNo of g.clusterNos ?? []) clusters.push({ clusterNo, containerNo: g.containerNo });
  }
  const positive = (n: number | undefined) => (Number.isInteger(n) && n! > 0 ? n! : null);
  return { clusters, containers, racks: positive(stack?.racks), cellsPerRack: positive(stack?.cellsPerRack) };
}

/** The bounds a site's topology sets, never above HARD_BOUNDS; HARD_BOUNDS without one. */
export function boundsOf(t: StationTopology | null): RealtimeBounds {
  if (!t) return HARD_BOUNDS;
  const racks = Math.min(HARD_BOUNDS.racks, t.racks ?? HARD_BOUNDS.racks);
  const cellsPerRack = Math.min(HARD_BOUNDS.cellsPerRack, t.cellsPerRack ?? HARD_BOUNDS.cellsPerRack);
  return {
    ...HARD_BOUNDS,
    racks,
    cellsPerRack,
    cells: Math.min(HARD_BOUNDS.cells, racks * cellsPerRack),
    pcsUnits: Math.min(HARD_BOUNDS.pcsUnits, t.containers.length),
  };
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null;
/** Length of `o[key]` when it is an array, else 0 (a missing or wrong field is the schema's to refuse). */
const len = (o: Obj, key: string) => {
  const v = o[key];
  return Array.isArray(v) ? v.length : 0;
};

/** The name of the first array of a decoded message longer than its bound, or null. */
export function overBound(kind: RealtimeTopicKind, value: unknown, b: RealtimeBounds): string | null {
  if (!isObj(value)) return null;
  const over = (key: string, max: number) => (len(value, key) > max ? key : null);
  switch (kind) {
    case 'cluster':
      return (
        over('cellVoltageMv', b.cells) ??
        over('cellTempDeciC', b.cells) ??
        over('rackVoltage', b.racks) ??
        over('rackCurrent', b.racks) ??
        over('rackSoc', b.racks) ??
        (typeof value.racks === 'number' && value.racks > b.racks ? 'racks' : null) ??
        (typeof value.cellsPerRack === 'number' && value.cellsPerRack > b.cellsPerRack
          ? 'cellsPerRack'
          : null)
      );
    case 'pcs':
      return over('units', b.pcsUnits);
    case 'pv':
      return over('inverters', b.inverters);
    case 'generator':
      return over('units', b.generators);
    case 'chargingPiles':
      return over('piles', b.piles);
    case 'alarm':
      return over('active', b.alarms);
    case 'devices':
      return over('gateways', b.gateways) ?? over('devices', b.devices);
    case 'env':
      return over('cards', b.envCards) ?? envFieldsOverBound(value.cards, b);
    default:
      return null;
  }
}

function envFieldsOverBound(cards: unknown, b: RealtimeBounds): string | null {
  if (!Array.isArray(cards)) return null;
  for (const card of cards) {
    if (!isObj(card)) continue;
    if (len(card, 'fields') > b.envFields) return 'fields';
    const fields = card.fields;
    if (!Array.isArray(fields)) continue;
    for (const f of fields)
      if (isObj(f) && isObj(f.dict) && Object.keys(f.dict).length > b.dictEntries) return 'dict';
  }
  return null;
}

/**
 * The array of a topic kind whose sudden emptiness means "no data", not "no devices": physical
 * devices do not all leave at once. Env cards are not among them: they follow the environment
 * templates an administrator edits in this console, and removing the last one empties them.
 */
export const DEVICE_LISTS: Partial<Record<RealtimeTopicKind, string>> = {
  pcs: 'units',
  pv: 'inverters',
  generator: 'units',
  chargingPiles: 'piles',
  devices: 'devices',
};
