import { scaleThreshold } from '@visx/scale';

/** What a cell grid is coloured by. */
export type GridMetric = 'voltage' | 'temperature';

/** Meaning of a band, for the legend and the tooltip (an i18n key suffix). */
export type BandLevel = 'low' | 'cold' | 'normal' | 'warm' | 'high' | 'hot';

export interface ColorScale {
  metric: GridMetric;
  /** Upper-exclusive band limits in the raw unit of the typed arrays (mV or tenths of °C). */
  thresholds: readonly number[];
  /** thresholds.length + 1 colours, lowest band first. */
  colors: readonly string[];
  levels: readonly BandLevel[];
  /** Colour of a missing value (NaN). */
  missing: string;
}

/*
 * Fixed bands so a colour always means the same thing: LFP cells sit near 3 300 mV with alarm
 * limits near 2 900 / 3 600 mV; cell temperatures are normal between 15 and 35 °C and hot from 45.
 */
export const VOLTAGE_SCALE: ColorScale = {
  metric: 'voltage',
  thresholds: [2900, 3100, 3200, 3250, 3300, 3350, 3400, 3500, 3600],
  colors: [
    '#6d28d9',
    '#2563eb',
    '#0ea5e9',
    '#14b8a6',
    '#22c55e',
    '#84cc16',
    '#eab308',
    '#f97316',
    '#ef4444',
    '#b91c1c',
  ],
  levels: ['low', 'low', 'normal', 'normal', 'normal', 'normal', 'normal', 'normal', 'high', 'high'],
  missing: '#6b7280',
};

export const TEMPERATURE_SCALE: ColorScale = {
  metric: 'temperature',
  thresholds: [50, 150, 200, 250, 300, 350, 400, 450, 550],
  colors: [
    '#1e3a8a',
    '#2563eb',
    '#0ea5e9',
    '#14b8a6',
    '#22c55e',
    '#a3e635',
    '#eab308',
    '#f97316',
    '#ef4444',
    '#991b1b',
  ],
  levels: ['cold', 'cold', 'normal', 'normal', 'normal', 'normal', 'warm', 'warm', 'hot', 'hot'],
  missing: '#6b7280',
};

export function scaleFor(metric: GridMetric): ColorScale {
  return metric === 'voltage' ? VOLTAGE_SCALE : TEMPERATURE_SCALE;
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
