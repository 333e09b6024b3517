import { describe, expect, it } from 'vitest';
import { createBank, heat, refreshCells } from '../../simulator/model/bank';
import { createRng } from '../../simulator/model/rng';

describe('cell drift', () => {
  it('wanders each cell on its own, bounded to ±15 mV, with no change when no time passes', () => {
    const bank = createBank(2, 3, 8, createRng(5), 50);
    const rng = createRng(6);
    refreshCells(bank, rng, 0);
    const start = Float32Array.from(bank.cellDriftMv);
    refreshCells(bank, rng, 0);
    expect([...bank.cellDriftMv]).toEqual([...start]);

    for (let hour = 0; hour < 24 * 30; hour++) refreshCells(bank, rng, 3600);
    const drift = [...bank.cellDriftMv];
    expect(drift.every((d) => d >= -15 && d <= 15)).toBe(true);
    const moved = drift.filter((d, i) => Math.abs(d - start[i]) > 1).length;
    expect(moved).toBeGreaterThan(drift.length / 2);
    // Each cell its own drift, not one offset shared by all.
    expect(new Set(drift.map((d) => d.toFixed(2))).size).toBeGreaterThan(drift.length * 0.8);
  });
});

describe('cell temperature', () => {
  it('differs between cells and follows the ambient', () => {
    const bank = createBank(1, 2, 8, createRng(9), 50);
    for (let i = 0; i < 600; i++) heat(bank, 35, 60);
    refreshCells(bank, createRng(1), 1);
    const warm = [...bank.cellTempDeci];
    expect(new Set(warm).size).toBeGreaterThan(1);
    for (let i = 0; i < 600; i++) heat(bank, 5, 60);
    refreshCells(bank, createRng(1), 1);
    const cold = [...bank.cellTempDeci];
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(mean(warm) - mean(cold)).toBeGreaterThan(100); // tenths of °C
  });
});
