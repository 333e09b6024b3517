import { describe, expect, it } from 'vitest';
import { parseExpr } from '../../../src/contract/threshold-expr';
import {
  type CompiledRule,
  createWatch,
  stepWatch,
  type WatchEvent,
  type WatchState,
} from '../../../src/contract/threshold-state';

const tree = (src: string) => {
  const r = parseExpr(src);
  if (!r.ok) throw new Error(src);
  return r.tree;
};
const rule = (
  levels: Array<[1 | 2 | 3, string, string?]>,
  timing: Partial<Pick<CompiledRule, 'onDelayS' | 'offDelayS' | 'noDataS'>> = {},
): CompiledRule => ({
  onDelayS: 0,
  offDelayS: 0,
  noDataS: 0,
  ...timing,
  levels: levels.map(([level, raise, reset]) => ({
    level,
    raise: tree(raise),
    reset: reset ? tree(reset) : null,
  })),
});

/** Feeds one sample a second (a fake clock) and records what happened when. */
function run(r: CompiledRule, samples: Array<number | null>) {
  let state: WatchState = createWatch(0);
  const log: Array<[number, WatchEvent]> = [];
  const levels: number[] = [];
  samples.forEach((v, i) => {
    const step = stepWatch(state, r, v, (i + 1) * 1000);
    state = step.state;
    for (const e of step.events) log.push([i + 1, e]);
    levels.push(state.active);
  });
  return { log, levels, state };
}

describe('threshold hysteresis and delays', () => {
  it('without delays raises and recovers with the value', () => {
    const { levels } = run(rule([[2, 'x>=50']]), [40, 50, 55, 49, 51]);
    expect(levels).toEqual([0, 2, 2, 0, 2]);
  });

  it('raises only after the condition has held for the on-delay without a break', () => {
    const r = rule([[2, 'x>=50']], { onDelayS: 3 });
    // Held 2 s, broken, then held from t=5: raised at t=8.
    const { log } = run(r, [55, 55, 40, 40, 55, 55, 55, 55, 55]);
    expect(log).toEqual([[8, { type: 'raise', level: 2 }]]);
  });

  it('keeps the alarm up until the reset limit is reached (no flapping on the edge)', () => {
    const r = rule([[2, 'x>=3650', 'x<3600']]);
    const edge = [3651, 3649, 3651, 3649, 3620, 3599, 3620];
    const { log, levels } = run(r, edge);
    expect(levels).toEqual([2, 2, 2, 2, 2, 0, 0]);
    expect(log).toEqual([
      [1, { type: 'raise', level: 2 }],
      [6, { type: 'recover', level: 2 }],
    ]);
  });

  it('recovers only after the recovery condition has held for the off-delay', () => {
    const r = rule([[2, 'x>=50']], { offDelayS: 2 });
    // Recovering from t=2, broken at t=3, recovering again from t=4: recovered at t=6.
    const { log } = run(r, [60, 40, 60, 40, 40, 40]);
    expect(log).toEqual([
      [1, { type: 'raise', level: 2 }],
      [6, { type: 'recover', level: 2 }],
    ]);
  });

  it('escalates to a more severe level and falls back to the less severe one on recovery', () => {
    const r = rule(
      [
        [3, 'x>=45'],
        [2, 'x>=55'],
        [1, 'x>=65'],
      ],
      { onDelayS: 1 },
    );
    const { log, levels } = run(r, [46, 46, 66, 66, 56, 40, 40]);
    expect(levels).toEqual([0, 3, 3, 1, 2, 0, 0]);
    expect(log).toEqual([
      [2, { type: 'raise', level: 3 }],
      [4, { type: 'recover', level: 3 }],
      [4, { type: 'raise', level: 1 }],
      [5, { type: 'recover', level: 1 }],
      [5, { type: 'raise', level: 2 }],
      [6, { type: 'recover', level: 2 }],
    ]);
  });

  it('raises the most severe level that has held long enough, straight from none', () => {
    const r = rule(
      [
        [2, 'x>=55'],
        [1, 'x>=65'],
      ],
      { onDelayS: 2 },
    );
    expect(run(r, [70, 70, 70]).log).toEqual([[3, { type: 'raise', level: 1 }]]);
    // L1 for only the last 2 s of 3: L2 qualifies first, L1 follows.
    expect(run(r, [60, 70, 70, 70]).log).toEqual([
      [3, { type: 'raise', level: 2 }],
      [4, { type: 'recover', level: 2 }],
      [4, { type: 'raise', level: 1 }],
    ]);
  });

  it('raises its own no-data alarm when the point stops reporting, and clears it with the next value', () => {
    const r = rule([[2, 'x>=50']], { noDataS: 3 });
    const { log, levels } = run(r, [60, null, null, NaN, null, 40]);
    expect(log).toEqual([
      [1, { type: 'raise', level: 2 }],
      [4, { type: 'noData' }],
      [6, { type: 'dataBack' }],
      [6, { type: 'recover', level: 2 }],
    ]);
    // The level is kept while nothing is known.
    expect(levels).toEqual([2, 2, 2, 2, 2, 0]);
    expect(run(rule([[2, 'x>=50']]), [null, null, null, null]).log).toEqual([]);
  });

  it('never changes the state it was given', () => {
    const r = rule([[1, 'x>1']]);
    const before = createWatch(0);
    const copy = structuredClone(before);
    stepWatch(before, r, 5, 1000);
    expect(before).toEqual(copy);
  });
});
