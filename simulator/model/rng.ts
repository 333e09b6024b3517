/** Seeded PRNG (mulberry32): the same seed and call order give the same station. */
export interface Rng {
  next(): number;
  /** Uniform in [min, max). */
  range(min: number, max: number): number;
  /** Roughly normal, mean 0, sd 1 (sum of uniforms, cheap and bounded). */
  gauss(): number;
}

export function createRng(seed: number): Rng {
  let a = seed >>> 0 || 0x9e3779b9;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    gauss: () => next() + next() + next() + next() - 2,
  };
}
