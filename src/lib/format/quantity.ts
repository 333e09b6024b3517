import type { Language } from '../i18n/languages';
import { EMPTY, formatNumber, roundDecimal } from './number';

/*
 * Quantities with their unit, language-aware: spec §9 "Large values: above 10000 shown in units of
 * 10 thousand with W". The W is 万 (ten thousand) of the original Chinese console, so:
 * - zh keeps the rule: above 10000 the figure is shown in 万 before the unit ("18.47万 kWh",
 *   "8.13万 元");
 * - en scales the unit instead (kWh → MWh → GWh, kW → MW → GW, CNY → k CNY → M CNY): "184.7 MWh",
 *   "81.3 k CNY". English has no word for 10^4, and "18.47W kWh" reads as watts.
 * Prices (元/kWh, CNY/kWh) are never scaled and keep 4 decimals. Money keeps 2 decimals unscaled.
 * A column or chart axis picks ONE scale from its largest value (`scaleFor`) so it never mixes
 * scaled and unscaled figures; single figures (cards, tiles, tooltips) pick their own.
 */

/** What is measured: energy (kWh), power (kW), money (元 / CNY), price (元/kWh, CNY/kWh). */
export type QuantityKind = 'energy' | 'power' | 'money' | 'price';

/** The spec's threshold: values above it (in magnitude) are shown scaled. */
export const LARGE_THRESHOLD = 10_000;

const BASE_UNITS: Record<Language, Record<QuantityKind, string>> = {
  zh: { energy: 'kWh', power: 'kW', money: '元', price: '元/kWh' },
  en: { energy: 'kWh', power: 'kW', money: 'CNY', price: 'CNY/kWh' },
};

/** English steps of 1000 above the base unit. */
const EN_STEPS: Record<'energy' | 'power' | 'money', readonly string[]> = {
  energy: ['MWh', 'GWh', 'TWh'],
  power: ['MW', 'GW', 'TW'],
  money: ['k CNY', 'M CNY', 'B CNY'],
};

/** Default decimals of an unscaled figure per kind (spec §9: 0–3; prices 4, money 2). */
export const DEFAULT_DECIMALS: Record<QuantityKind, number> = { energy: 2, power: 2, money: 2, price: 4 };
/** Decimals of a scaled figure: zh 万 with 2 ("18.47万"), en thousands steps with 1 ("184.7 MWh"). */
const SCALED_DECIMALS: Record<Language, number> = { zh: 2, en: 1 };

/** One scale for a figure, a table column or a chart axis. */
export interface Scale {
  kind: QuantityKind;
  language: Language;
  /** The figure is divided by this (1 = unscaled). */
  divisor: number;
  /** Written right after the number, no space ('万' in zh, '' otherwise). */
  prefix: string;
  /** The unit written after a space ('kWh', 'MWh', '元', 'k CNY', ...). */
  unit: string;
  /** Decimals of the scaled figure. */
  decimals: number;
}

function toFinite(value: unknown): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/** The unscaled scale of a kind in a language (the base unit). */
export function baseScale(kind: QuantityKind, language: Language, decimals?: number): Scale {
  return {
    kind,
    language,
    divisor: 1,
    prefix: '',
    unit: BASE_UNITS[language][kind],
    decimals: decimals ?? DEFAULT_DECIMALS[kind],
  };
}

/**
 * The scale for a set of figures (a column, an axis, or one figure), chosen from the largest
 * magnitude: unscaled up to 10000, else 万 (zh) or the largest 1000-step not above it (en).
 * `decimals` applies to unscaled figures.
 */
export function scaleFor(
  values: Iterable<unknown>,
  kind: QuantityKind,
  language: Language,
  decimals?: number,
): Scale {
  let max = 0;
  for (const v of values) {
    const n = toFinite(v);
    if (n !== undefined) max = Math.max(max, Math.abs(n));
  }
  const base = baseScale(kind, language, decimals);
  if (kind === 'price' || max <= LARGE_THRESHOLD) return base;
  if (language === 'zh') return { ...base, divisor: 10_000, prefix: '万', decimals: SCALED_DECIMALS.zh };
  const steps = EN_STEPS[kind];
  let step = 0;
  while (step < steps.length - 1 && max >= 1000 ** (step + 2)) step++;
  return { ...base, divisor: 1000 ** (step + 1), unit: steps[step], decimals: SCALED_DECIMALS.en };
}

/**
 * The number of a figure in a scale, without unit or 万 ('18.47', '184.7', '9,500.00', '-'): for
 * cells and ticks whose header or axis title carries `scaleUnit(scale)`.
 */
export function formatInScale(value: unknown, scale: Scale): string {
  const n = toFinite(value);
  if (n === undefined) return EMPTY;
  const text = plain(n / scale.divisor, scale.decimals);
  // English groups thousands of an unscaled figure (1000–10000): '9,500.00 kWh'.
  return scale.language === 'en' && scale.divisor === 1 ? group(text) : text;
}

/** Fixed decimals: formatNumber's 0–3, 4 for prices ('-0.0000' shown as '0.0000'). */
function plain(n: number, decimals: number): string {
  if (decimals <= 3) return formatNumber(n, decimals);
  const places = Math.min(6, Math.trunc(decimals));
  const text = roundDecimal(n, places).toFixed(places);
  return /^-0(\.0+)?$/.test(text) ? text.slice(1) : text;
}

function group(text: string): string {
  const [int, frac] = text.split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return frac === undefined ? grouped : `${grouped}.${frac}`;
}

/** A figure and its unit, apart (tiles and cards show them in two elements). '-' and no unit when empty. */
export function quantityParts(
  value: unknown,
  kind: QuantityKind,
  language: Language,
  decimals?: number,
): { value: string; unit: string } {
  const scale = scaleFor([value], kind, language, decimals);
  const text = formatInScale(value, scale);
  return text === EMPTY ? { value: text, unit: '' } : { value: `${text}${scale.prefix}`, unit: scale.unit };
}

/** A figure with its unit: '18.47万 kWh', '184.7 MWh', '8.13万 元', '81.3 k CNY', '0.8650 元/kWh'. */
export function formatQuantity(
  value: unknown,
  kind: QuantityKind,
  language: Language,
  decimals?: number,
): string {
  const p = quantityParts(value, kind, language, decimals);
  return p.unit ? `${p.value} ${p.unit}` : p.value;
}

/** A figure with its unit in a given (column or axis) scale: '0.00万 kWh', '0.0 MWh'. */
export function formatWithScale(value: unknown, scale: Scale): string {
  const text = formatInScale(value, scale);
  return text === EMPTY ? EMPTY : `${text}${scale.prefix} ${scale.unit}`;
}

/** The unit of a scale for a column header or an axis title: '万kWh', '万元', 'MWh', 'k CNY', 'kWh'. */
export function scaleUnit(scale: Scale): string {
  return `${scale.prefix}${scale.unit}`;
}

/**
 * A full figure with thousands separators, for table columns that keep one unit in their header
 * ('184,700.000'): no column mixes scales. 0–3 decimals as formatNumber, 4 for prices; '-' when empty.
 */
export function formatGrouped(value: unknown, decimals = 2): string {
  const n = toFinite(value);
  return n === undefined ? EMPTY : group(plain(n, decimals));
}
