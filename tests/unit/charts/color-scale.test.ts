import { describe, expect, it } from 'vitest';
import {
  bandIndex,
  colorOf,
  levelOf,
  packedPalette,
  packRgba,
  TEMPERATURE_SCALE,
  VOLTAGE_SCALE,
  visxScale,
} from '@/components/charts/color-scale';

describe('colour scale', () => {
  it('colours a 65.5 °C cell (655 tenths) hot and a 25 °C cell normal', () => {
    expect(levelOf(TEMPERATURE_SCALE, 655)).toBe('hot');
    expect(levelOf(TEMPERATURE_SCALE, 450)).toBe('hot');
    expect(levelOf(TEMPERATURE_SCALE, 449)).toBe('warm');
    expect(levelOf(TEMPERATURE_SCALE, 250)).toBe('normal');
    expect(colorOf(TEMPERATURE_SCALE, 655)).toBe(TEMPERATURE_SCALE.colors.at(-1));
  });

  it('puts a threshold value in the band above it (upper-exclusive bands)', () => {
    expect(bandIndex(VOLTAGE_SCALE, 2899.9)).toBe(0);
    expect(bandIndex(VOLTAGE_SCALE, 2900)).toBe(1);
    expect(bandIndex(VOLTAGE_SCALE, 3650)).toBe(VOLTAGE_SCALE.thresholds.length);
    expect(levelOf(VOLTAGE_SCALE, 3300)).toBe('normal');
    expect(levelOf(VOLTAGE_SCALE, 2800)).toBe('low');
    expect(levelOf(VOLTAGE_SCALE, 3450)).toBe('normal'); // LFP near full charge
    expect(levelOf(VOLTAGE_SCALE, 3520)).toBe('high');
    expect(levelOf(VOLTAGE_SCALE, 3620)).toBe('high');
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
