/*
 * The cluster batch layout of the real-time pipeline (see realtime-api.ts): every subscribed
 * cluster in fixed typed arrays, transferred from the worker, and the worst cells computed there.
 */

/**
 * Summary fields per cluster in {@link ClusterBatch.summary}: one row of SUMMARY_FIELDS.length
 * numbers per cluster, in topology order. Index positions are cell indexes (rack-major).
 */
export const SUMMARY_FIELDS = [
  'clusterNo',
  'containerNo',
  'soc',
  'soh',
  'voltage',
  'current',
  'power',
  'status',
  'maxCellMv',
  'maxCellMvIndex',
  'minCellMv',
  'minCellMvIndex',
  'maxTempDeciC',
  'maxTempIndex',
  'minTempDeciC',
  'minTempIndex',
  'spreadMv',
  'updatedAt',
  /** Measured health of the extremes against the shared limits (src/contract/limits.ts): 0, 1, 2. */
  'health',
  /** Mean cell voltage (mV) and temperature (tenths of °C): the baseline of the deviation colours. */
  'meanCellMv',
  'meanTempDeciC',
] as const;
export type SummaryField = (typeof SUMMARY_FIELDS)[number];
/** Column of a summary field: `summary[row * SUMMARY_STRIDE + SUMMARY_COL.soc]`. */
export const SUMMARY_COL = Object.fromEntries(SUMMARY_FIELDS.map((f, i) => [f, i])) as Record<
  SummaryField,
  number
>;
export const SUMMARY_STRIDE = SUMMARY_FIELDS.length;

/** Figures per rack in {@link ClusterBatch.rackFigures}: one row of RACK_FIELDS per rack. */
export const RACK_FIELDS = ['voltage', 'current', 'soc'] as const;
export type RackField = (typeof RACK_FIELDS)[number];
/** Column of a rack field: `rackFigures[(rackOffset + rack) * RACK_STRIDE + RACK_COL.soc]`. */
export const RACK_COL = Object.fromEntries(RACK_FIELDS.map((f, i) => [f, i])) as Record<RackField, number>;
export const RACK_STRIDE = RACK_FIELDS.length;

/** Shape of one cluster; sent when a cluster first appears or its shape changes. */
export interface ClusterTopology {
  /** Site the cluster belongs to (from its topic), so a page can pick one site's rows. */
  site?: string;
  clusterNo: number;
  containerNo: number;
  racks: number;
  cellsPerRack: number;
  cellsPerPack: number;
  /** Offset of this cluster's first cell in {@link ClusterBatch.cellVoltageMv}. */
  cellOffset: number;
  /** Offset of this cluster's first rack row in {@link ClusterBatch.rackFigures}. */
  rackOffset: number;
}

/**
 * All subscribed clusters in a fixed layout, transferred (not cloned). Row i of `summary`
 * and the cells from `topology[i].cellOffset` belong to `topology[i]`.
 */
export interface ClusterBatch {
  /** Bumped whenever `topology` changes; the main thread keeps the last topology it got. */
  topologyVersion: number;
  /** Present only when topologyVersion changed since the previous batch. */
  topology?: ClusterTopology[];
  /** Float64Array of topology.length × SUMMARY_STRIDE. */
  summary: Float64Array;
  /** Millivolts, every cluster's cells concatenated. */
  cellVoltageMv: Float32Array;
  /** Tenths of °C, same layout. */
  cellTempDeciC: Float32Array;
  /**
   * Rack voltage (V), current (A, + discharge) and SOC (%): RACK_STRIDE numbers per rack, every
   * cluster's racks concatenated; NaN where a payload did not carry them.
   */
  rackFigures: Float64Array;
  /** Station-wide worst cells of each site, computed in the worker (present with every cluster batch). */
  worst?: Record<string, WorstCells>;
}

/** One entry of a worst-cells list: a cell (or, for spread, a cluster's max and min cell). */
export interface WorstCell {
  clusterNo: number;
  containerNo: number;
  cellsPerRack: number;
  cellsPerPack: number;
  /** Rack-major cell index within the cluster (the max cell for a spread entry). */
  index: number;
  /** mV, tenths of °C, or the spread in mV. */
  value: number;
  /** Health of `value` against the shared limits: 0, 1, 2. */
  health: number;
  /** Spread entries only: the cluster's lowest cell. */
  minIndex?: number;
}

/** Top {@link WORST_N} of each kind, worst first. */
export interface WorstCells {
  highVoltage: WorstCell[];
  lowVoltage: WorstCell[];
  highTemp: WorstCell[];
  spread: WorstCell[];
}
export const WORST_KINDS = ['highVoltage', 'lowVoltage', 'highTemp', 'spread'] as const;
export type WorstKind = (typeof WORST_KINDS)[number];
/** Length of each worst-cells list. */
export const WORST_N = 5;
