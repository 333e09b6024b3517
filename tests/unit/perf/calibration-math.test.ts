import { describe, expect, it } from 'vitest';
import { parseBenchArgs } from '../../perf/args';
import {
  calibrationLine,
  indexAt,
  median,
  PANEL_PC_INDEX,
  referenceWorkload,
  throttleFor,
  workloadExpression,
  type Calibration,
} from '../../perf/calibration-math';

describe('bench calibration: the throttle that gives every machine the panel-PC speed', () => {
  it('throttle = machine index ÷ target, so machine ÷ throttle is the target', () => {
    expect(throttleFor(10_000, 2000)).toBe(5);
    expect(throttleFor(11_000, 2000)).toBe(5.5);
    expect(indexAt(11_000, throttleFor(11_000, 2000))).toBeCloseTo(2000, 5);
    // A slower machine is throttled less; the default target is the panel PC.
    expect(throttleFor(6000)).toBeCloseTo(6000 / PANEL_PC_INDEX, 2);
    expect(throttleFor(6000)).toBeLessThan(throttleFor(12_000));
  });
  it('clamps to CDP range: a machine slower than the target runs unthrottled, never faster', () => {
    expect(throttleFor(900, 2000)).toBe(1);
    expect(throttleFor(1_000_000, 2000)).toBe(20);
    expect(throttleFor(12_345, 1000)).toBe(12.35);
    expect(() => throttleFor(0, 2000)).toThrow(/positive/);
    expect(() => throttleFor(Number.NaN, 2000)).toThrow(/positive/);
  });
  it('the machine index is the median of the runs (one contended run does not move it)', () => {
    expect(median([11_000, 3000, 10_500, 10_800, 11_200])).toBe(10_800);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });
  it('the reference workload is real work: iterations per second, and the page expression runs it', () => {
    const index = referenceWorkload(20);
    expect(index).toBeGreaterThan(0);
    expect(Number.isInteger(index)).toBe(true);
    // What the bench sends to the page evaluates on its own (no imports, __name defined).
    expect((0, eval)(workloadExpression(10)) as number).toBeGreaterThan(0);
  });
  it('reports the index, the throttle and what the plain ×4 corresponds to', () => {
    const c: Calibration = {
      machineIndex: 10_000,
      runs: [9000, 10_000, 11_000],
      targetIndex: 2000,
      cpuThrottle: 5,
      throttledIndex: 2050,
      source: 'calibrated',
    };
    expect(calibrationLine(c)).toBe(
      'machine index 10000 (runs 9000–11000), CPU ×5 (panel-PC target 2000, measured at it 2050); plain ×4 = index 2500',
    );
    expect(calibrationLine({ ...c, cpuThrottle: 4, source: 'fixed' })).toMatch(
      /fixed by --cpu-throttle \(panel-PC target 2000 would be ×5/,
    );
  });
  it('the bench calibrates by default; --cpu-throttle fixes it, --panel-index aims elsewhere', () => {
    expect(parseBenchArgs([])).toMatchObject({ calibrate: true, panelIndex: PANEL_PC_INDEX });
    expect(parseBenchArgs(['--cpu-throttle', '4'])).toMatchObject({ calibrate: false, cpuThrottle: 4 });
    expect(parseBenchArgs(['--panel-index', '1500']).panelIndex).toBe(1500);
    expect(() => parseBenchArgs(['--panel-index', '0'])).toThrow(/panel-index/);
  });
});
