import { describe, expect, it } from 'vitest';
import type { DeviceDataRow } from '@/contract/api/data';
import {
  cellTags,
  joinTrend,
  rangeWindows,
  storedCellSeries,
  storedClusterSeries,
} from '@/features/power-sys/stored-trend';

const MIN = 60_000;
const row = (ts: number, v: number | null, t: number | null): DeviceDataRow => ({
  ts,
  time: '',
  values: { CELL_V_03: v, CELL_T_03: t },
});

describe('stored cell trend (issue 28)', () => {
  it('finds the pack and cell tags of a rack-major cell index', () => {
    expect(cellTags(2, 0, 8)).toEqual({ deviceId: 'rack-2-1', voltage: 'CELL_V_01', temp: 'CELL_T_01' });
    expect(cellTags(2, 10, 8)).toEqual({ deviceId: 'rack-2-2', voltage: 'CELL_V_03', temp: 'CELL_T_03' });
  });

  it('reads stored minutes as mV and tenths of °C, skipping empty rows', () => {
    const s = storedCellSeries(
      'k',
      [row(0, 3301, 25.4), row(MIN, null, null), row(2 * MIN, 3302, 25.5)],
      'CELL_V_03',
      'CELL_T_03',
    );
    expect([...s.t]).toEqual([0, 2 * MIN]);
    expect([...s.values[0]]).toEqual([3301, 3302]);
    expect([...s.values[1]]).toEqual([254, 255]);
  });

  it('joins the stored points before the live buffer without overlap', () => {
    const stored = storedCellSeries(
      'k',
      [row(0, 3300, 25), row(MIN, 3301, 25), row(2 * MIN, 3302, 25), row(3 * MIN, 3303, 25)],
      'CELL_V_03',
      'CELL_T_03',
    );
    const live = {
      key: 'live',
      t: Float64Array.from([2 * MIN + 5_000, 3 * MIN + 5_000]),
      values: [Float32Array.from([3310, 3311]), Float32Array.from([251, 252])],
    };
    const joined = joinTrend(stored, live);
    expect([...joined.t]).toEqual([0, MIN, 2 * MIN, 2 * MIN + 5_000, 3 * MIN + 5_000]);
    expect([...joined.values[0]]).toEqual([3300, 3301, 3302, 3310, 3311]);
    expect([...joined.values[1]]).toEqual([250, 250, 250, 251, 252]);
    expect(joinTrend(stored, null)).toBe(stored);
  });

  it('cuts 7 days into the one-day windows a pack accepts (spec §5), each ending a second early', () => {
    const DAY = 86_400_000;
    const w = rangeWindows(0, 7 * DAY, DAY);
    expect(w).toHaveLength(8);
    expect(w[0]).toEqual([0, DAY - 1000]);
    expect(w[6]).toEqual([6 * DAY, 7 * DAY - 1000]);
    expect(w[7]).toEqual([7 * DAY, 7 * DAY]);
    // Every window is within the limit and they cover the range without overlap.
    expect(w.every(([a, b]) => b - a <= DAY && b >= a)).toBe(true);
    expect(rangeWindows(0, 7 * DAY, 31 * DAY)).toEqual([[0, 7 * DAY]]);
  });

  it('reads a stored cluster as SOC and power; the cell extremes are gaps until the live hour', () => {
    const r = (ts: number, soc: number | null, p: number | null): DeviceDataRow => ({
      ts,
      time: '',
      values: { CLU_SOC: soc, CLU_P: p },
    });
    const s = storedClusterSeries('c', [r(0, 51.5, -20), r(5 * MIN, null, null), r(10 * MIN, 52, null)]);
    expect([...s.t]).toEqual([0, 10 * MIN]);
    expect([...s.values[0]]).toEqual([51.5, 52]);
    expect([...s.values[1]]).toEqual([-20, NaN]);
    expect([...s.values[2]].every(Number.isNaN)).toBe(true);
    expect(s.values).toHaveLength(4);
  });
});
