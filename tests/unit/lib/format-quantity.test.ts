import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatGrouped,
  formatInScale,
  formatQuantity,
  formatWithScale,
  quantityParts,
  scaleFor,
  scaleUnit,
  type QuantityKind,
} from '@/lib/format/quantity';

describe('formatQuantity (spec §9: above 10000 in units of ten thousand)', () => {
  it('writes 万 before the unit in Chinese', () => {
    expect(formatQuantity(184_700, 'energy', 'zh')).toBe('18.47万 kWh');
    expect(formatQuantity(81_300, 'money', 'zh')).toBe('8.13万 元');
    expect(formatQuantity(-123_456, 'power', 'zh')).toBe('-12.35万 kW');
  });
  it('scales the unit in English', () => {
    expect(formatQuantity(184_700, 'energy', 'en')).toBe('184.7 MWh');
    expect(formatQuantity(81_300, 'money', 'en')).toBe('81.3 k CNY');
    expect(formatQuantity(12_345_678, 'energy', 'en')).toBe('12.3 GWh');
    expect(formatQuantity(25_000, 'power', 'en')).toBe('25.0 MW');
  });
  it('keeps values up to 10000 in the base unit, money with 2 decimals, energy as asked', () => {
    expect(formatQuantity(10_000, 'energy', 'zh', 1)).toBe('10000.0 kWh');
    expect(formatQuantity(9_500, 'energy', 'en', 1)).toBe('9,500.0 kWh');
    expect(formatQuantity(12.345, 'money', 'zh')).toBe('12.35 元');
    expect(formatQuantity(12.3456, 'energy', 'en', 3)).toBe('12.346 kWh');
  });
  it('never scales a price and gives it 4 decimals', () => {
    expect(formatQuantity(0.86505, 'price', 'zh')).toBe('0.8651 元/kWh');
    expect(formatQuantity(12_000, 'price', 'en')).toBe('12,000.0000 CNY/kWh');
  });
  it("shows '-' without a unit for an empty value", () => {
    expect(formatQuantity(undefined, 'energy', 'zh')).toBe('-');
    expect(formatQuantity(null, 'money', 'en')).toBe('-');
    expect(quantityParts('', 'energy', 'en')).toEqual({ value: '-', unit: '' });
    expect(quantityParts(184_700, 'energy', 'zh')).toEqual({ value: '18.47万', unit: 'kWh' });
  });
});

describe('one scale for a column or an axis', () => {
  it('is chosen from the largest magnitude', () => {
    const zh = scaleFor([5, -250_000, null, 12], 'energy', 'zh');
    expect(scaleUnit(zh)).toBe('万kWh');
    expect(formatInScale(5, zh)).toBe('0.00');
    expect(formatWithScale(5, zh)).toBe('0.00万 kWh');
    expect(formatWithScale(-250_000, zh)).toBe('-25.00万 kWh');
    const en = scaleFor([5, 250_000], 'energy', 'en');
    expect(scaleUnit(en)).toBe('MWh');
    expect(formatInScale(5, en)).toBe('0.0');
    expect(scaleUnit(scaleFor([1, 2, 3], 'money', 'en'))).toBe('CNY');
    expect(scaleUnit(scaleFor([], 'money', 'zh'))).toBe('元');
  });

  const kinds: QuantityKind[] = ['energy', 'power', 'money', 'price'];
  const column = fc.array(fc.oneof(fc.double({ min: -1e9, max: 1e9, noNaN: true }), fc.constant(null)), {
    maxLength: 40,
  });
  it('never mixes scaled and unscaled figures in a column (property)', () => {
    fc.assert(
      fc.property(
        column,
        fc.constantFrom(...kinds),
        fc.constantFrom('zh' as const, 'en' as const),
        (values, kind, lang) => {
          const scale = scaleFor(values, kind, lang);
          const cells = values.map((v) => formatWithScale(v, scale)).filter((c) => c !== '-');
          // Every non-empty cell carries the same unit and the same (or no) 万.
          const units = new Set(cells.map((c) => c.slice(c.indexOf(' ') + 1)));
          const wan = new Set(cells.map((c) => c.split(' ')[0].endsWith('万')));
          expect(units.size).toBeLessThanOrEqual(1);
          expect(wan.size).toBeLessThanOrEqual(1);
          // The column is scaled exactly when its largest figure is above 10000 (never a price).
          const max = Math.max(0, ...values.map((v) => Math.abs(v ?? 0)));
          expect(scale.divisor > 1).toBe(kind !== 'price' && max > 10_000);
          // No figure of a scaled column reads 10000 or more in its scale's unit... unless it is
          // in the largest step (en) — and none reads like the old 'W' suffix.
          for (const c of cells) expect(c).not.toMatch(/\dW\b/);
        },
      ),
    );
  });
  it('keeps the figure: scaled text times the divisor is the value within rounding (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.constantFrom(...kinds),
        fc.constantFrom('zh' as const, 'en' as const),
        (v, kind, lang) => {
          const scale = scaleFor([v], kind, lang);
          const n = Number(formatInScale(v, scale).replace(/[,万]/g, ''));
          expect(Math.abs(n * scale.divisor - v)).toBeLessThanOrEqual(
            (0.5 * scale.divisor) / 10 ** scale.decimals + 1e-6 * Math.abs(v),
          );
        },
      ),
    );
  });
});

describe('formatGrouped (a table column that keeps one unit)', () => {
  it('groups thousands and keeps the decimals', () => {
    expect(formatGrouped(184_700, 3)).toBe('184,700.000');
    expect(formatGrouped(-1234567.891, 2)).toBe('-1,234,567.89');
    expect(formatGrouped(999, 0)).toBe('999');
    expect(formatGrouped(0.86505, 4)).toBe('0.8651');
    expect(formatGrouped(undefined)).toBe('-');
  });
});
