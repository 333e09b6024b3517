import { describe, expect, it } from 'vitest';
import { gridQuality } from '../../simulator/model/grid-quality';

describe('grid voltage, frequency and power factor (issue 29: they were constants)', () => {
  it('vary over a day within the grid code, and Q follows P at the power factor', () => {
    const t0 = new Date(2026, 4, 10).getTime();
    const v: number[] = [];
    const f: number[] = [];
    const pf: number[] = [];
    for (let s = 0; s < 86_400; s += 600) {
      const kw = 100 + 200 * Math.sin((Math.PI * s) / 86_400);
      const q = gridQuality(t0 + s * 1000, s, kw);
      v.push(...q.voltage);
      f.push(q.frequencyHz);
      pf.push(q.powerFactor);
      expect(q.reactiveKvar).toBeCloseTo(kw * Math.tan(Math.acos(q.powerFactor)), 6);
    }
    expect(Math.min(...v)).toBeGreaterThan(230 * 0.9);
    expect(Math.max(...v)).toBeLessThan(230 * 1.1);
    expect(Math.max(...v) - Math.min(...v)).toBeGreaterThan(3);
    expect(Math.min(...f)).toBeGreaterThan(49.9);
    expect(Math.max(...f)).toBeLessThan(50.1);
    expect(new Set(f.map((x) => x.toFixed(3))).size).toBeGreaterThan(20);
    expect(Math.min(...pf)).toBeGreaterThan(0.85);
    expect(Math.max(...pf)).toBeLessThanOrEqual(1);
    expect(Math.max(...pf) - Math.min(...pf)).toBeGreaterThan(0.02);
  });

  it('answers the same figures for the same instant (every call and topic agree)', () => {
    expect(gridQuality(1_700_000_000_000, 3600, 120)).toEqual(gridQuality(1_700_000_000_000, 3600, 120));
  });
});
