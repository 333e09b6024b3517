import { describe, expect, it } from 'vitest';
import type { DeviceDataRow } from '@/contract/api/data';
import { cellTags, joinTrend, storedCellSeries } from '@/features/power-sys/stored-trend';

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
});
