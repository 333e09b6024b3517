/*
 * A cluster's cells over one minute, as tag-history stores them (issue 28): the accumulator the
 * 1 Hz samples are added to, and the row's layout, 8 bytes a cell before deflate: voltage mean
 * (u16, mV) and temperature mean (i16, 0.1 °C), then each extreme as an 8-bit distance from its
 * mean.
 */

export interface CellAccumulator {
  minute: number;
  /** Samples taken per cluster this minute (a silent cluster's stay 0: its minute is not stored). */
  counts: Uint32Array;
  n: number;
  vSum: Float64Array;
  vMin: Float32Array;
  vMax: Float32Array;
  tSum: Float64Array;
  tMin: Float32Array;
  tMax: Float32Array;
}

export function newAccumulator(n: number, clusters: number, minute: number): CellAccumulator {
  return {
    minute,
    counts: new Uint32Array(clusters),
    n,
    vSum: new Float64Array(n),
    vMin: new Float32Array(n).fill(Infinity),
    vMax: new Float32Array(n).fill(-Infinity),
    tSum: new Float64Array(n),
    tMin: new Float32Array(n).fill(Infinity),
    tMax: new Float32Array(n).fill(-Infinity),
  };
}

/** Adds cells [from, to) of the bank now to the accumulator. */
export function sampleRange(
  a: CellAccumulator,
  mv: ArrayLike<number>,
  deci: ArrayLike<number>,
  from: number,
  to: number,
) {
  for (let i = from; i < to; i++) {
    const v = mv[i];
    const t = deci[i];
    a.vSum[i] += v;
    if (v < a.vMin[i]) a.vMin[i] = v;
    if (v > a.vMax[i]) a.vMax[i] = v;
    a.tSum[i] += t;
    if (t < a.tMin[i]) a.tMin[i] = t;
    if (t > a.tMax[i]) a.tMax[i] = t;
  }
}

const clamp = (v: number, lo: number, hi: number) => (v < lo ? lo : v > hi ? hi : v);

/** Cells [from, from + per) of an accumulator, before deflate: vMean u16, tMean i16, 4 × u8 distances. */
export function encodeCells(a: CellAccumulator, from: number, per: number, count: number): Buffer {
  const raw = Buffer.alloc(per * 8);
  for (let i = 0; i < per; i++) {
    const j = from + i;
    const v = clamp(Math.round(a.vSum[j] / count), 0, 65_535);
    const t = clamp(Math.round(a.tSum[j] / count), -32_768, 32_767);
    raw.writeUInt16LE(v, i * 2);
    raw.writeInt16LE(t, per * 2 + i * 2);
    raw[per * 4 + i] = clamp(Math.round(v - a.vMin[j]), 0, 255);
    raw[per * 5 + i] = clamp(Math.round(a.vMax[j] - v), 0, 255);
    raw[per * 6 + i] = clamp(Math.round(t - a.tMin[j]), 0, 255);
    raw[per * 7 + i] = clamp(Math.round(a.tMax[j] - t), 0, 255);
  }
  return raw;
}

/** One cell of an inflated cluster-minute: voltage mV and temperature °C, mean/min/max. */
export function decodeCell(raw: Buffer, per: number, index: number, kind: 'v' | 't') {
  if (raw.length !== per * 8 || index < 0 || index >= per) return null;
  if (kind === 'v') {
    const mean = raw.readUInt16LE(index * 2);
    return { mean, min: mean - raw[per * 4 + index], max: mean + raw[per * 5 + index] };
  }
  const mean = raw.readInt16LE(per * 2 + index * 2);
  return {
    mean: mean / 10,
    min: (mean - raw[per * 6 + index]) / 10,
    max: (mean + raw[per * 7 + index]) / 10,
  };
}
