import { describe, expect, it } from 'vitest';
import {
  type BandLevel,
  bandIndex,
  colorOf,
  levelOf,
  packedPalette,
  packRgba,
  TEMPERATURE_SCALE,
  VOLTAGE_SCALE,
  visxScale,
  scaleFor,
} from '@/components/charts/color-scale';
import { fillCellPixels } from '@/components/charts/grid-painter';
import { CELL_LIMITS, valueHealth } from '@/contract/limits';

describe('colour scale', () => {
  it('bands temperature by the shared limits: warning from 42 °C, alarm from 45 °C', () => {
    expect(levelOf(TEMPERATURE_SCALE, 655)).toBe('highAlarm');
    expect(levelOf(TEMPERATURE_SCALE, 450)).toBe('highAlarm');
    expect(levelOf(TEMPERATURE_SCALE, 449)).toBe('highWarn');
    expect(levelOf(TEMPERATURE_SCALE, 420)).toBe('highWarn');
    expect(levelOf(TEMPERATURE_SCALE, 250)).toBe('normal');
    expect(colorOf(TEMPERATURE_SCALE, 655)).toBe(TEMPERATURE_SCALE.colors.at(-1));
  });

  it('gives the whole healthy voltage range one colour (no checkerboard between 3.34 and 3.36 V)', () => {
    expect(colorOf(VOLTAGE_SCALE, 3340)).toBe(colorOf(VOLTAGE_SCALE, 3356));
    expect(colorOf(VOLTAGE_SCALE, 2901)).toBe(colorOf(VOLTAGE_SCALE, 3599));
    expect(levelOf(VOLTAGE_SCALE, 3450)).toBe('normal'); // LFP near full charge
  });

  it('bands voltage exactly where the station alarms: ≤ 2 800 / ≥ 3 650 mV alarm, recovery bands warn', () => {
    expect(levelOf(VOLTAGE_SCALE, 2800)).toBe('lowAlarm');
    expect(levelOf(VOLTAGE_SCALE, 2801)).toBe('lowWarn');
    expect(levelOf(VOLTAGE_SCALE, 2900)).toBe('lowWarn');
    expect(levelOf(VOLTAGE_SCALE, 2901)).toBe('normal');
    expect(levelOf(VOLTAGE_SCALE, 3599)).toBe('normal');
    expect(levelOf(VOLTAGE_SCALE, 3600)).toBe('highWarn');
    expect(levelOf(VOLTAGE_SCALE, 3650)).toBe('highAlarm');
    expect(levelOf(VOLTAGE_SCALE, 3680)).toBe('highAlarm');
    expect(bandIndex(VOLTAGE_SCALE, 3650)).toBe(VOLTAGE_SCALE.thresholds.length);
  });

  it('agrees with valueHealth on every band edge', () => {
    const health: Partial<Record<BandLevel, number>> = {
      lowAlarm: 2,
      lowWarn: 1,
      normal: 0,
      highWarn: 1,
      highAlarm: 2,
    };
    for (let mv = 2700; mv <= 3750; mv++)
      expect(health[levelOf(VOLTAGE_SCALE, mv)!]).toBe(valueHealth(mv, CELL_LIMITS.voltageMv));
    for (let d = 0; d <= 700; d++)
      expect(health[levelOf(TEMPERATURE_SCALE, d)!]).toBe(valueHealth(d, CELL_LIMITS.tempDeciC));
  });

  it('colours by deviation from the cluster mean as a second mode', () => {
    const dev = scaleFor('voltage', 'deviation');
    expect(dev.deviation).toBe(true);
    expect(levelOf(dev, 3356 - 3348)).toBe('devNone');
    expect(levelOf(dev, 3380 - 3348)).toBe('devHigh2');
    expect(levelOf(dev, 3330 - 3348)).toBe('devLow');
    const out = new Uint32Array(2);
    const palette = packedPalette(dev);
    fillCellPixels(out, new Float32Array([3350, 3400]), [0], 2, dev, palette, [3348]);
    expect(out[0]).toBe(palette[dev.levels.indexOf('devNone')]);
    expect(out[1]).toBe(palette[dev.levels.indexOf('devHigh2')]);
  });

  it('gives missing values (NaN) their own grey and no level', () => {
    expect(bandIndex(VOLTAGE_SCALE, NaN)).toBe(-1);
    expect(colorOf(VOLTAGE_SCALE, NaN)).toBe(VOLTAGE_SCALE.missing);
    expect(levelOf(TEMPERATURE_SCALE, Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('agrees with the visx threshold scale the legend draws', () => {
    for (const scale of [VOLTAGE_SCALE, TEMPERATURE_SCALE]) {
      const visx = visxScale(scale);
      for (let v = scale.thresholds[0] - 100; v < scale.thresholds.at(-1)! + 100; v += 7)
        expect(colorOf(scale, v)).toBe(visx(v));
    }
  });

  it('has one colour and one level per band', () => {
    for (const s of [VOLTAGE_SCALE, TEMPERATURE_SCALE]) {
      expect(s.colors).toHaveLength(s.thresholds.length + 1);
      expect(s.levels).toHaveLength(s.thresholds.length + 1);
      expect([...s.thresholds].sort((a, b) => a - b)).toEqual(s.thresholds);
    }
  });

  it('packs colours as little-endian RGBA for ImageData', () => {
    const bytes = new Uint8ClampedArray(new Uint32Array([packRgba('#ef4444')]).buffer);
    expect([...bytes]).toEqual([0xef, 0x44, 0x44, 255]);
    const palette = packedPalette(TEMPERATURE_SCALE);
    expect(palette).toHaveLength(TEMPERATURE_SCALE.colors.length + 1);
    expect(palette.at(-1)).toBe(packRgba(TEMPERATURE_SCALE.missing));
  });
});
