import { z } from 'zod';

/*
 * Answer values as a real BladeX backend sends them (ARCHITECTURE.md §3): large ids as strings,
 * numbers as strings in some fields, and `""`, `-1`, `[]` or null standing for "absent". These
 * schemas read such values into the console's types; absent reads as null.
 */

const ABSENT = new Set<unknown>(['', -1, '-1', null, undefined]);

/** A value that stands for "absent" on the wire. */
export const isAbsent = (v: unknown): boolean =>
  ABSENT.has(v) || (Array.isArray(v) && v.length === 0) || (typeof v === 'string' && v.trim() === '');

/** A number, or a string holding one; absent → null. */
export const wireNumber = z.unknown().transform((v): number | null => {
  if (isAbsent(v)) return null;
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v.trim()) : NaN;
  return Number.isFinite(n) ? n : null;
});

/** An id (a number, maybe beyond 2^53, or a string); absent → null. Ids are kept as strings. */
export const wireId = z.unknown().transform((v): string | null => {
  if (isAbsent(v)) return null;
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number' || typeof v === 'bigint') return String(v);
  return null;
});

/** A string; absent → null, a number as its text. */
export const wireText = z.unknown().transform((v): string | null => {
  if (isAbsent(v)) return null;
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return String(v);
  return null;
});

/** One of `values` (also given as its index or its text in another case); otherwise null. */
export const wireEnum = <T extends string>(values: readonly T[]) =>
  z.unknown().transform((v): T | null => {
    if (typeof v === 'string') {
      const hit = values.find((x) => x.toLowerCase() === v.trim().toLowerCase());
      if (hit) return hit;
    }
    return null;
  });

/** An object answer read with `shape`; anything that is not an object (null on a 404) → null. */
export const wireObject = <S extends z.ZodRawShape>(shape: S) =>
  z.unknown().transform((v, ctx) => {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return null;
    const parsed = z.object(shape).safeParse(v);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: parsed.error.message });
      return z.NEVER;
    }
    return parsed.data;
  });

/** A list answer: an array of items read with `item` (items that do not read are left out); absent → []. */
export const wireList = <T extends z.ZodType>(item: T) =>
  z.unknown().transform((v): z.output<T>[] => {
    if (!Array.isArray(v)) return [];
    return v.flatMap((x) => {
      const r = item.safeParse(x);
      return r.success ? [r.data] : [];
    });
  });

/*
 * Strict counterparts for payload schemas whose fields are required: they accept what a BladeX
 * backend sends for a present value (a number as its text, an id as a number) and read "absent"
 * as the field's empty value, but still refuse what is not the type at all.
 */

const numericText = (v: unknown): unknown =>
  typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v;

/** A required number, also given as its text ("12"). */
export const wireNum = z.preprocess(numericText, z.number());

/** A number or null, also given as its text; `""`, `-1`, `[]`, null → null. */
export const wireNumOrNull = z.preprocess(
  (v) => (isAbsent(v) ? null : numericText(v)),
  z.number().nullable(),
);

/** An id, kept as a string (a number beyond 2^53 would lose digits: backends send those as text). */
export const wireIdText = z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string());

/** A string; null or a missing field reads as ''. */
export const wireStr = z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string());

/** An array of `item`; `""`, `-1`, null or a missing field read as []. */
export const wireArray = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (!Array.isArray(v) && isAbsent(v) ? [] : v), z.array(item));

/** An object or null; `""`, `-1`, `[]` read as null. */
export const wireNullable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (isAbsent(v) ? null : v), schema.nullable());

/** A required boolean, also sent as 1/0, "1"/"0" or "true"/"false"; null or a missing field reads as false. */
export const wireBool = z.preprocess((v) => {
  if (v === null || v === undefined || v === '') return false;
  if (v === 1 || v === '1' || v === 'true') return true;
  if (v === 0 || v === '0' || v === 'false') return false;
  return v;
}, z.boolean());

/** A string or null: null, `""` or a missing field read as null, a number as its text. */
export const wireStrOrNull = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? null : typeof v === 'number' ? String(v) : v),
  z.string().nullable(),
);

/** `data` of a paged call (BladeX page): the records read with `item`, the counts also as text. */
export const wirePage = <T extends z.ZodType>(item: T) =>
  z.object({ records: wireArray(item), total: wireNum, size: wireNum, current: wireNum, pages: wireNum });

/** One of the numbers `values` (alarm levels), also given as its text. */
export const wireNumLiteral = <const T extends readonly [number, ...number[]]>(values: T) =>
  z.preprocess(numericText, z.union(values.map((v) => z.literal(v as T[number]))));

/** A measured value or null: null, `""` or a missing field read as null; -1 stays a value here. */
export const wireValueOrNull = z.preprocess(
  (v) => (v === null || v === undefined || v === '' ? null : numericText(v)),
  z.number().nullable(),
);
