import { describe, expect, it } from 'vitest';
import { periodSwitchChecks, type PeriodSwitchFigures } from '../../perf/period-switch';

function figures(perSwitchMs: number[], loafOver100 = 0): PeriodSwitchFigures {
  return {
    view: 'day',
    switches: perSwitchMs.length,
    perSwitchMs,
    meanMs: perSwitchMs.reduce((a, b) => a + b, 0) / perSwitchMs.length,
    medianMs: [...perSwitchMs].sort((a, b) => a - b)[Math.ceil(perSwitchMs.length / 2) - 1],
    maxMs: Math.max(...perSwitchMs),
    loafOver100,
    split: { scriptMs: 0, layoutMs: 0, styleMs: 0 },
    worstLoaf: [],
  };
}

describe('periodSwitchChecks', () => {
  it('judges the mean per switch, reports the slowest and the first beside it', () => {
    const [mean, slowest, loaf] = periodSwitchChecks([
      figures([180, 100, 90, 110, 95, 100, 105, 98, 102, 120]),
    ]);
    expect(mean).toMatchObject({ value: '110.0 ms', budget: '< 150 ms', pass: true });
    expect(slowest).toMatchObject({ value: '180.0 ms', pass: null });
    expect(slowest.figure).toContain('first: 180.0 ms');
    expect(loaf).toMatchObject({ value: '0', pass: true });
  });

  it('misses when the switches cost 150 ms or more on average, or a frame runs over 100 ms', () => {
    const [mean, , loaf] = periodSwitchChecks([
      figures(
        Array.from({ length: 10 }, () => 150),
        1,
      ),
    ]);
    expect(mean.pass).toBe(false);
    expect(loaf.pass).toBe(false);
  });
});
