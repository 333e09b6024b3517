import { describe, expect, it } from 'vitest';
import { replayRule, type ReplaySample } from '../../../src/contract/threshold-replay';
import { defaultRule, type ThresholdRule } from '../../../src/contract/threshold-rules';

const rule: ThresholdRule = {
  ...defaultRule('cellTemp'),
  levels: [
    { level: 1, enabled: true, expr: 'x>=55', reset: 'x<50' },
    { level: 2, enabled: true, expr: 'x>=45 && x<55', reset: '' },
    { level: 3, enabled: false, expr: '', reset: '' },
  ],
  onDelayS: 600,
  offDelayS: 0,
  noDataS: 900,
};
const series = (values: Array<number[] | null>): ReplaySample[] =>
  values.map((v, i) => ({ ts: i * 300_000, values: v }));

describe('replayRule', () => {
  it('raises only once the on-delay has held across samples, and counts each level', () => {
    // 5-minute samples, 10-minute on-delay: the third sample in the range raises.
    const r = replayRule(rule, series([[30], [46], [47], [48], [30], [46], [47]]));
    expect(r.points.map((p) => p[2])).toEqual([0, 0, 0, 2, 0, 0, 0]);
    expect(r.raised).toEqual([0, 0, 1, 0]);
  });

  it('feeds the most severe candidate and keeps L1 up until the reset limit, then hands over to L2', () => {
    const r = replayRule(
      rule,
      series([
        [56, 20],
        [56, 20],
        [57, 20],
        [52, 20],
        [49, 20],
      ]),
    );
    expect(r.points.map((p) => p[1])).toEqual([56, 56, 57, 52, 49]);
    expect(r.points.map((p) => p[2])).toEqual([0, 0, 1, 1, 2]);
    // Below the reset limit L1 recovers into L2, which has held long enough.
    expect(r.raised).toEqual([0, 1, 1, 0]);
  });

  it('raises "no data" after noDataS without values', () => {
    const r = replayRule(rule, series([[30], null, null, null, null, [30]]));
    expect(r.noData).toBe(1);
    expect(r.points[1][1]).toBeNull();
  });
});
