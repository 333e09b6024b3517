import { CELL_LIMITS, type CellLimits, type ValueLimits } from '@/contract/limits';
import { scaleThreshold } from '@visx/scale';

/** What a cell grid is coloured by. */
export type GridMetric = 'voltage' | 'temperature';

/** Meaning of a band, for the legend and the tooltip (an i18n key suffix of monitor:scale.band). */
export type BandLevel =
  | 'lowAlarm'
  | 'lowWarn'
  | 'normal'
  | 'highWarn'
  | 'highAlarm'
  | 'devLow2'
  | 'devLow'
  | 'devNone'
  | 'devHigh'
  | 'devHigh2';

/** Limits: absolute values against the alarm limits. Deviation: each cell minus its cluster's mean. */
export type GridMode = 'limits' | 'deviation';

export interface ColorScale {
  metric: GridMetric;
  /** Upper-exclusive band limits in the raw unit of the typed arrays (mV or tenths of °C). */
  thresholds: readonly number[];
  /** thresholds.length + 1 colours, lowest band first. */
  colors: readonly string[];
  levels: readonly BandLevel[];
  /** Colour of a missing value (NaN). */
  missing: string;
  /** Deviation scales take the value minus the cluster mean. */
  deviation?: boolean;
}

/*
 * Bands from the shared limits (src/contract/limits.ts), so a colour means what the alarms mean:
 * the whole normal range is one calm colour (healthy cells never make a checkerboard), the
 * warning bands (between an alarm's recovery and raise levels) and the alarm bands stand out.
 * A low limit is inclusive (the station alarms at ≤ the limit), so its band edge sits just above it.
 */
const INCLUSIVE = 1e-6;
const NORMAL = '#4d7c6f';
const COLOURS: Record<BandLevel, string> = {
  lowAlarm: '#7c3aed',
  lowWarn: '#38bdf8',
  normal: NORMAL,
  highWarn: '#f59e0b',
  highAlarm: '#dc2626',
  devLow2: '#2563eb',
  devLow: '#7dd3fc',
  devNone: NORMAL,
  devHigh: '#fdba74',
  devHigh2: '#ea580c',
};

function fromLimits(metric: GridMetric, l: ValueLimits): ColorScale {
  const thresholds: number[] = [];
  const levels: BandLevel[] = [];
  if (l.lowAlarm !== undefined) {
    thresholds.push(l.lowAlarm + INCLUSIVE);
    levels.push('lowAlarm');
  }
  if (l.lowWarn !== undefined) {
    thresholds.push(l.lowWarn + INCLUSIVE);
    levels.push('lowWarn');
  }
  levels.push('normal');
  if (l.highWarn !== undefined) {
    thresholds.push(l.highWarn);
    levels.push('highWarn');
  }
  if (l.highAlarm !== undefined) {
    thresholds.push(l.highAlarm);
    levels.push('highAlarm');
  }
  return { metric, thresholds, levels, colors: levels.map((b) => COLOURS[b]), missing: '#9ca3af' };
}

export const VOLTAGE_SCALE: ColorScale = fromLimits('voltage', CELL_LIMITS.voltageMv);
export const TEMPERATURE_SCALE: ColorScale = fromLimits('temperature', CELL_LIMITS.tempDeciC);

/** Deviation from the cluster mean: ±10 / ±30 mV, ±2 / ±5 °C (in tenths). */
function deviationScale(metric: GridMetric, near: number, far: number): ColorScale {
  const levels: BandLevel[] = ['devLow2', 'devLow', 'devNone', 'devHigh', 'devHigh2'];
  return {
    metric,
    thresholds: [-far, -near, near, far],
    levels,
    colors: levels.map((b) => COLOURS[b]),
    missing: '#9ca3af',
    deviation: true,
  };
}

export const VOLTAGE_DEVIATION_SCALE = deviationScale('voltage', 10, 30);
export const TEMPERATURE_DEVIATION_SCALE = deviationScale('temperature', 20, 50);

const byLimits = new WeakMap<CellLimits, { voltage: ColorScale; temperature: ColorScale }>([
  [CELL_LIMITS, { voltage: VOLTAGE_SCALE, temperature: TEMPERATURE_SCALE }],
]);

/** The scale of a metric and mode; limit bands follow `limits` (the administrator's, see useCellLimits). */
export function scaleFor(metric: GridMetric, mode: GridMode = 'limits', limits = CELL_LIMITS): ColorScale {
  if (mode === 'deviation')
    return metric === 'voltage' ? VOLTAGE_DEVIATION_SCALE : TEMPERATURE_DEVIATION_SCALE;
  let scales = byLimits.get(limits);
  if (!scales) {
    scales = {
      voltage: fromLimits('voltage', limits.voltageMv),
      temperature: fromLimits('temperature', limits.tempDeciC),
    };
    byLimits.set(limits, scales);
  }
  return scales[metric];
}

/** Band of a raw value (binary search over thresholds); -1 for a missing value. */
export function bandIndex(scale: ColorScale, raw: number): number {
  if (!Number.isFinite(raw)) return -1;
  let lo = 0;
  let hi = scale.thresholds.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (raw < scale.thresholds[mid]) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

export function colorOf(scale: ColorScale, raw: number): string {
  const band = bandIndex(scale, raw);
  return band < 0 ? scale.missing : scale.colors[band];
}

export function levelOf(scale: ColorScale, raw: number): BandLevel | null {
  const band = bandIndex(scale, raw);
  return band < 0 ? null : scale.levels[band];
}

/** The visx threshold scale of the same bands, for legends. */
export function visxScale(scale: ColorScale) {
  return scaleThreshold<number, string>({ domain: [...scale.thresholds], range: [...scale.colors] });
}

/** '#rrggbb' → 0xAABBGGRR, the layout of a little-endian Uint32 view of ImageData. */
export function packRgba(hex: string): number {
  const n = parseInt(hex.slice(1), 16);
  const r = (n >> 16) & 255;
  const g = (n >> 8) & 255;
  const b = n & 255;
  return ((255 << 24) | (b << 16) | (g << 8) | r) >>> 0;
}

/** Packed colours of every band, then the missing colour last. */
export function packedPalette(scale: ColorScale): Uint32Array {
  const out = new Uint32Array(scale.colors.length + 1);
  scale.colors.forEach((c, i) => (out[i] = packRgba(c)));
  out[scale.colors.length] = packRgba(scale.missing);
  return out;
}
