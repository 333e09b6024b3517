import { format, isValid, parse } from 'date-fns';
import { LocalizedApiError, type RequestContext } from './router';

/** What the parsers read: the query of a request (the language is chosen when answering). */
type Query = Pick<RequestContext, 'query'>;

/*
 * THE parser of query parameters (issue 18 point 5): every parameter has an explicit format and
 * anything else answers 400 with a message naming the parameter and the format expected. Dates
 * are parsed with date-fns `parse` in one exact pattern and must print back to the same text, so
 * '2026-02-30', '2026-1-1', '2026-01-01 OR 1=1' and "' OR '1'='1" are all refused, never guessed.
 * An absent or empty parameter is "not given" (null / the fallback), never an error by itself.
 */

export const DATE = 'yyyy-MM-dd';
export const MONTH = 'yyyy-MM';
export const DATE_TIME = 'yyyy-MM-dd HH:mm:ss';
const DATE_MINUTE = 'yyyy-MM-dd HH:mm';

type Texts = { zh: string; en: string };

const EXPECT = {
  date: { zh: `yyyy-MM-dd 格式的日期`, en: `a date in the form yyyy-MM-dd` },
  month: { zh: `yyyy-MM 格式的月份`, en: `a month in the form yyyy-MM` },
  dateTime: {
    zh: `yyyy-MM-dd HH:mm:ss 格式的时间（或 yyyy-MM-dd）`,
    en: `a time in the form yyyy-MM-dd HH:mm:ss (or yyyy-MM-dd)`,
  },
  id: {
    zh: '由字母、数字和 _ - . 组成的编号（最多64个字符）',
    en: 'an id of letters, digits, _ - . (at most 64)',
  },
};

/** Time parameters keep the spec's message first (§8 'Time choose error!'), then say what was wrong. */
function invalid(name: string, expected: Texts, time = false): LocalizedApiError {
  return new LocalizedApiError(400, {
    en: `${time ? 'Time choose error!' : 'Please enter the correct parameter!'} ${name} must be ${expected.en}.`,
    zh: `${time ? '时间选择错误！' : '请输入正确的参数！'}${name} 应为${expected.zh}。`,
  });
}

/** The raw text of a query parameter; null when absent or empty. */
export function rawParam(ctx: Query, name: string): string | null {
  const raw = ctx.query.get(name);
  return raw === null || raw === '' ? null : raw;
}

/** Epoch ms of `text` in exactly `pattern` (local time), or null: no guessing, no trailing text. */
export function parseExact(text: string, pattern: string): number | null {
  if (text.length !== pattern.length) return null;
  const d = parse(text, pattern, new Date(2000, 0, 1));
  return isValid(d) && format(d, pattern) === text ? d.getTime() : null;
}

/** `yyyy-MM-dd` as local midnight; `acceptTime` also takes `yyyy-MM-dd HH:mm:ss` (its day). */
export function dateParam(ctx: Query, name: string, acceptTime = false): number | null {
  const raw = rawParam(ctx, name);
  if (raw === null) return null;
  const ms =
    parseExact(raw, DATE) ??
    (acceptTime && parseExact(raw, DATE_TIME) !== null ? parseExact(raw.slice(0, 10), DATE) : null);
  if (ms === null) throw invalid(name, EXPECT.date, true);
  return ms;
}

/** `yyyy-MM` as the month's first local midnight. */
export function monthParam(ctx: Query, name: string): number | null {
  const raw = rawParam(ctx, name);
  if (raw === null) return null;
  const ms = parseExact(raw, MONTH);
  if (ms === null) throw invalid(name, EXPECT.month, true);
  return ms;
}

/**
 * `yyyy-MM-dd HH:mm:ss`, `yyyy-MM-dd HH:mm` or `yyyy-MM-dd` (local); a bare date is the start of
 * its day, or its last millisecond with `endOfDay`.
 */
export function dateTimeParam(ctx: Query, name: string, endOfDay = false): number | null {
  const raw = rawParam(ctx, name);
  if (raw === null) return null;
  const day = parseExact(raw, DATE);
  if (day !== null) return endOfDay ? day + dayLength(day) - 1 : day;
  const ms = parseExact(raw, DATE_TIME) ?? parseExact(raw, DATE_MINUTE);
  if (ms === null) throw invalid(name, EXPECT.dateTime, true);
  return ms;
}

/** Length of the local day starting at `midnight` (23 or 25 hours on DST days). */
function dayLength(midnight: number): number {
  const next = new Date(midnight);
  next.setDate(next.getDate() + 1);
  return next.getTime() - midnight;
}

/** A decimal integer within [min, max]; `fallback` when absent. */
export function intParam(
  ctx: Query,
  name: string,
  range: { min: number; max: number },
  fallback: number,
): number;
export function intParam(
  ctx: Query,
  name: string,
  range: { min: number; max: number },
  fallback?: null,
): number | null;
export function intParam(
  ctx: Query,
  name: string,
  { min, max }: { min: number; max: number },
  fallback: number | null = null,
): number | null {
  const raw = rawParam(ctx, name);
  if (raw === null) return fallback;
  const n = /^-?\d{1,15}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) {
    throw invalid(name, { zh: `${min} 到 ${max} 之间的整数`, en: `an integer from ${min} to ${max}` });
  }
  return n;
}

/** One of `values`; `fallback` when absent. */
export function enumParam<T extends string>(
  ctx: Query,
  name: string,
  values: readonly T[],
  fallback: T | null = null,
): T | null {
  const raw = rawParam(ctx, name);
  return raw === null ? fallback : enumValue(name, raw, values);
}

/** `raw` (from the query or a body) when it is one of `values`; 400 naming `name` otherwise. */
export function enumValue<T extends string>(name: string, raw: string | null, values: readonly T[]): T {
  if (raw === null || !(values as readonly string[]).includes(raw)) {
    const list = values.join(', ');
    throw invalid(name, { zh: `以下之一：${list}`, en: `one of ${list}` });
  }
  return raw as T;
}

const ID = /^[A-Za-z0-9_.-]{1,64}$/;

/** An id (database id, device number, account); null when absent. */
export function idParam(ctx: Query, name: string): string | null {
  const raw = rawParam(ctx, name);
  if (raw === null) return null;
  if (!ID.test(raw)) throw invalid(name, EXPECT.id);
  return raw;
}

/** Free text for a search filter: at most `max` characters, no control characters. */
export function textParam(ctx: Query, name: string, max = 64): string {
  const raw = rawParam(ctx, name)?.trim() ?? '';
  // eslint-disable-next-line no-control-regex
  if (raw.length > max || /[\u0000-\u001f\u007f]/.test(raw)) {
    throw invalid(name, { zh: `不超过 ${max} 个字符的文本`, en: `text of at most ${max} characters` });
  }
  return raw;
}
