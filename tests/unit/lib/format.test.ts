import { describe, expect, it } from 'vitest';
import { formatBytes, formatTraffic } from '@/lib/format/bytes';
import { formatDate, toDate } from '@/lib/format/date';
import { isJsonObjectString, parseJsonObject } from '@/lib/format/json';
import { formatNumber, formatRate, formatWithUnit } from '@/lib/format/number';
import { RANDOM_ALPHABET, randomString } from '@/lib/format/random';

describe('formatNumber', () => {
  it('shows 0 to 3 decimals', () => {
    expect(formatNumber(1.23456, 0)).toBe('1');
    expect(formatNumber(1.23456, 1)).toBe('1.2');
    expect(formatNumber(1.23456)).toBe('1.23');
    expect(formatNumber(1.23456, 3)).toBe('1.235');
    expect(formatNumber(1.23456, 7)).toBe('1.235');
    expect(formatNumber(1.5, -2)).toBe('2');
  });
  it("shows '-' for empty or non-numeric values", () => {
    for (const v of [null, undefined, '', 'abc', NaN, Infinity]) expect(formatNumber(v)).toBe('-');
  });
  it('accepts numeric strings and never shows -0', () => {
    expect(formatNumber('12.5', 1)).toBe('12.5');
    expect(formatNumber(-0.001, 2)).toBe('0.00');
  });
  it('adds a unit only to real values', () => {
    expect(formatWithUnit(5, 'kW', 1)).toBe('5.0 kW');
    expect(formatWithUnit(null, 'kW')).toBe('-');
  });
});

describe('formatRate', () => {
  it("shows a percentage, or '--' when missing", () => {
    expect(formatRate(55.555)).toBe('55.56%');
    expect(formatRate(null)).toBe('--');
    expect(formatRate(undefined)).toBe('--');
    expect(formatRate('')).toBe('--');
  });
});

describe('formatBytes', () => {
  it('steps by 1024', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(1024)).toBe('1.00 KB');
    expect(formatBytes(1536, 1)).toBe('1.5 KB');
    expect(formatBytes(1024 * 1024)).toBe('1.00 MB');
    expect(formatBytes(5 * 1024 ** 3)).toBe('5.00 GB');
    expect(formatBytes(1000 * 1024)).toBe('1000.00 KB');
  });
  it("shows '--' for missing traffic", () => {
    expect(formatTraffic(null)).toBe('--');
    expect(formatTraffic(undefined)).toBe('--');
    expect(formatBytes(-1)).toBe('--');
    expect(formatTraffic(2048)).toBe('2.00 KB');
  });
});

describe('formatDate', () => {
  const d = new Date(2024, 2, 5, 7, 8, 9);
  it('formats per language', () => {
    expect(formatDate(d, 'zh')).toBe('2024-03-05 07:08:09');
    expect(formatDate(d, 'en', 'date')).toBe('2024-03-05');
    expect(formatDate(d, 'zh', 'month')).toBe('2024年3月');
    expect(formatDate(d, 'en', 'month')).toBe('Mar 2024');
    expect(formatDate(d, 'en', 'long')).toBe('Tuesday, March 5, 2024');
    expect(formatDate(d, 'zh', 'long')).toBe('2024年3月5日 星期二');
  });
  it('reads server timestamps and epoch ms', () => {
    expect(formatDate('2024-03-05 07:08:09', 'en', 'time')).toBe('07:08:09');
    expect(toDate(d.getTime())?.getTime()).toBe(d.getTime());
  });
  it("shows '-' for empty or invalid dates", () => {
    expect(formatDate(null, 'zh')).toBe('-');
    expect(formatDate('not a date', 'en')).toBe('-');
  });
});

describe('JSON object helper', () => {
  it('accepts only strings that parse to a non-null object', () => {
    expect(isJsonObjectString('{"a":1}')).toBe(true);
    expect(isJsonObjectString('[1,2]')).toBe(true);
    expect(isJsonObjectString('null')).toBe(false);
    expect(isJsonObjectString('123')).toBe(false);
    expect(isJsonObjectString('"text"')).toBe(false);
    expect(isJsonObjectString('{bad')).toBe(false);
    expect(isJsonObjectString({ a: 1 })).toBe(false);
    expect(parseJsonObject('{"a":1}')).toEqual({ a: 1 });
  });
});

describe('randomString', () => {
  it('defaults to 8 characters of the restricted alphabet', () => {
    const s = randomString();
    expect(s).toHaveLength(8);
    for (const c of s) expect(RANDOM_ALPHABET).toContain(c);
    expect(RANDOM_ALPHABET).not.toMatch(/[0O1lI9gq]/);
  });
  it('honours the length and differs between calls', () => {
    expect(randomString(32)).toHaveLength(32);
    expect(randomString(0)).toBe('');
    expect(new Set(Array.from({ length: 20 }, () => randomString())).size).toBe(20);
  });
});
