import { describe, expect, it } from 'vitest';
import { dataSteps } from '../../../src/components/charts/chart-data';

/**
 * Plays the steps on series holding time sets: the end state, and how many steps changed the
 * union of the series' times (each such step costs lightweight-charts a pass over every series).
 */
function play(before: number[][], after: number[][], steps: Array<[number, 'clear' | 'set']>) {
  const state = before.map((s) => [...s]);
  const union = () => [...new Set(state.flat())].sort((a, b) => a - b).join();
  let changes = 0;
  let full = 0;
  let last = union();
  for (const [i, kind] of steps) {
    state[i] = kind === 'clear' ? [] : [...after[i]];
    const now = union();
    if (now !== last) {
      changes++;
      full = Math.max(full, state.filter((s) => s.length > 0).length);
    }
    last = now;
  }
  return { state, changes, full };
}

const range = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);

describe('dataSteps (period change: new data into existing series)', () => {
  const oldDay = Array.from({ length: 8 }, () => range(0, 288));
  const newDay = Array.from({ length: 8 }, () => range(288, 288));
  const held = oldDay.map((s) => s.length > 0);
  const lengths = newDay.map((s) => s.length);

  it('changes the union of shared times once, with only one series full then (one by one: twice, all full)', () => {
    const ordered = play(oldDay, newDay, dataSteps(held, lengths));
    expect(ordered.state).toEqual(newDay);
    expect(ordered.changes).toBe(1);
    expect(ordered.full).toBe(1);
    const plain = play(
      oldDay,
      newDay,
      lengths.map((_, i) => [i, 'set']),
    );
    expect(plain.changes).toBe(2);
    expect(plain.full).toBe(8);
  });

  it('ends with every series holding its new data whatever was held (first data, emptied series, a hidden axis)', () => {
    const cases: Array<[number[][], number[][]]> = [
      [
        [[], [], []],
        [range(0, 5), range(0, 5), []],
      ],
      [
        [range(0, 5), range(0, 5), range(0, 5)],
        [[], range(5, 5), []],
      ],
      [
        [range(0, 9), range(0, 5), []],
        [range(9, 9), range(9, 5), range(9, 3)],
      ],
      [
        [range(0, 5), [], range(0, 5)],
        [[], [], []],
      ],
    ];
    for (const [before, after] of cases) {
      const steps = dataSteps(
        before.map((s) => s.length > 0),
        after.map((s) => s.length),
      );
      expect(play(before, after, steps).state).toEqual(after);
      // Every series is given its data (or cleared) once at most, and each one is.
      const sets = steps.filter(([, k]) => k === 'set').map(([i]) => i);
      expect(new Set(sets).size).toBe(sets.length);
    }
  });
});
