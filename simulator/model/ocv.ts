/** LFP open-circuit voltage curve: SOC % → cell mV (typical 280 Ah prismatic cell). */
const CURVE: ReadonlyArray<readonly [number, number]> = [
  [0, 2800],
  [5, 3150],
  [10, 3200],
  [20, 3250],
  [30, 3275],
  [40, 3290],
  [50, 3300],
  [60, 3310],
  [70, 3325],
  [80, 3335],
  [90, 3350],
  [95, 3380],
  [100, 3550],
];

export function ocvMv(soc: number): number {
  const s = soc < 0 ? 0 : soc > 100 ? 100 : soc;
  for (let i = 1; i < CURVE.length; i++) {
    const [s1, v1] = CURVE[i];
    if (s <= s1) {
      const [s0, v0] = CURVE[i - 1];
      return v0 + ((v1 - v0) * (s - s0)) / (s1 - s0);
    }
  }
  return CURVE[CURVE.length - 1][1];
}

/** Inverse of {@link ocvMv} (the curve is strictly increasing). */
export function socFromOcv(mv: number): number {
  if (mv <= CURVE[0][1]) return 0;
  for (let i = 1; i < CURVE.length; i++) {
    const [s1, v1] = CURVE[i];
    if (mv <= v1) {
      const [s0, v0] = CURVE[i - 1];
      return s0 + ((s1 - s0) * (mv - v0)) / (v1 - v0);
    }
  }
  return 100;
}

/** Nominal cell voltage and capacity used for energy and current figures. */
export const CELL_NOMINAL_V = 3.2;
export const CELL_AH = 280;
