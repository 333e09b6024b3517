import { describe, expect, it } from 'vitest';
import { createSchedule } from '../../../simulator/northbound/schedule';

/* Northbound cycles follow the station clock (simMs), whatever the wall clock does. */

const T0 = Date.UTC(2026, 0, 1);

describe('northbound schedule', () => {
  it('makes each kind due once per cycle of station time', () => {
    const s = createSchedule({ realtime: 10, profit: 300, alarm: 60 });
    s.reset(T0);
    expect(s.due(T0 + 9_000)).toEqual([]);
    expect(s.due(T0 + 10_000)).toEqual(['realtime']);
    expect(s.due(T0 + 10_500)).toEqual([]);
    const seen: string[] = [];
    for (let t = 11_000; t <= 60_000; t += 1000) seen.push(...s.due(T0 + t));
    expect(seen.filter((k) => k === 'realtime')).toHaveLength(5);
    expect(seen.filter((k) => k === 'alarm')).toHaveLength(1);
    expect(seen).not.toContain('profit');
  });

  it('publishes once after a clock jump over many cycles, then a cycle later', () => {
    const s = createSchedule({ realtime: 10, profit: 300, alarm: 60 });
    s.reset(T0);
    expect(s.due(T0 + 3_600_000).sort()).toEqual(['alarm', 'profit', 'realtime']);
    expect(s.due(T0 + 3_605_000)).toEqual([]);
    expect(s.due(T0 + 3_610_000)).toEqual(['realtime']);
  });

  it('is due for nothing before a reset (not connected)', () => {
    expect(createSchedule({ realtime: 1, profit: 1, alarm: 1 }).due(T0 + 1e9)).toEqual([]);
  });
});
