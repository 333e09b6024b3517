import fc from 'fast-check';
import type { z } from 'zod';
import { versionField } from '@/contract/conflict';
import {
  isAbsent,
  wireBool,
  wireIdText,
  wireNum,
  wireNumOrNull,
  wireStr,
  wireStrOrNull,
  wireValueOrNull,
} from '@/contract/wire';

/*
 * Wires a canonical answer into the forms a real BladeX backend may send (ARCHITECTURE.md §3):
 * numbers as text, ids as numbers (short ones) or long digit strings, a missing or null text,
 * booleans as 1/0 or their text, "", -1, [] or null for an absent object or list, and fields the
 * console does not know. A contract schema must read every form back as the canonical value.
 */

export type Shape =
  | 'num'
  | 'numOrNull'
  /** A measured value: -1 is a value, only null, "" or a missing field are absent. */
  | 'valueOrNull'
  | 'text'
  | 'textOrNull'
  | 'id'
  | 'bool'
  | 'as-is'
  | { list: Shape }
  | { tuple: Shape[] }
  | { object: Record<string, Shape> };

/** Fields a newer backend may add; the console ignores them. */
const extraField = fc.record({
  key: fc.constantFrom('tenantId', 'createUser', 'isDeleted', 'remark_ext', 'version_'),
  value: fc.oneof(fc.string({ maxLength: 6 }), fc.integer(), fc.constant(null), fc.constant({ n: 1 })),
});

export function wire(value: unknown, shape: Shape): fc.Arbitrary<unknown> {
  switch (shape) {
    case 'num':
      return fc.constantFrom<unknown>(value, String(value));
    case 'numOrNull':
      return value === null
        ? fc.constantFrom<unknown>(null, '', -1, undefined)
        : fc.constantFrom(value, String(value as number));
    case 'valueOrNull':
      return value === null
        ? fc.constantFrom<unknown>(null, '', undefined)
        : fc.constantFrom(value, String(value as number));
    case 'text':
      return value === '' ? fc.constantFrom<unknown>('', null, undefined) : fc.constant(value);
    case 'textOrNull':
      return value === null ? fc.constantFrom<unknown>(null, '', undefined) : fc.constant(value);
    case 'id': {
      const id = value as string;
      // Only an id a number can carry (no leading zero: '00' sent as 0 reads back as '0').
      return /^[1-9]\d{0,14}$/.test(id) ? fc.constantFrom<unknown>(id, Number(id)) : fc.constant(id);
    }
    case 'bool':
      return fc.constantFrom<unknown>(value, value ? 1 : 0, value ? '1' : '0', String(value));
    case 'as-is':
      return fc.constant(value);
  }
  if ('list' in shape) {
    const items = value as unknown[];
    if (items.length === 0) return fc.constantFrom<unknown>([], null, '', undefined);
    return fc.tuple(...items.map((item) => wire(item, shape.list)));
  }
  if ('tuple' in shape) {
    const items = value as unknown[];
    return fc.tuple(...items.map((item, i) => wire(item, shape.tuple[i])));
  }
  if (value === null) return fc.constantFrom<unknown>(null, '', -1, []);
  return wireRecord(value as Record<string, unknown>, shape.object);
}

function wireRecord(value: Record<string, unknown>, shape: Record<string, Shape>): fc.Arbitrary<unknown> {
  const keys = Object.keys(value);
  const fields = keys.map((k) => (k in shape ? wire(value[k], shape[k]) : fc.constant(value[k])));
  return fc.tuple(fc.tuple(...fields), fc.option(extraField, { nil: undefined })).map(([wired, extra]) => {
    const out: Record<string, unknown> = {};
    keys.forEach((k, i) => {
      if (wired[i] !== undefined) out[k] = wired[i];
    });
    if (extra && !keys.includes(extra.key)) out[extra.key] = extra.value;
    return out;
  });
}

/** A canonical value and a backend-shaped wiring of it. */
export const wiredPair = <T>(canonical: fc.Arbitrary<T>, shape: Shape) =>
  canonical.chain((value) => wire(value, shape).map((wiredValue) => ({ value, wiredValue })));

/** Canonical values of the common kinds. */
export const arb = {
  count: fc.integer({ min: 0, max: 2 ** 40 }),
  text: fc.string({ maxLength: 10 }),
  /** A non-empty text (a required name). */
  word: fc.string({ minLength: 1, maxLength: 10 }),
  longId: fc.bigInt({ min: 10n ** 17n, max: 2n ** 63n }).map(String),
  shortId: fc.integer({ min: 1, max: 1e6 }).map(String),
  id: fc.oneof(
    fc.bigInt({ min: 10n ** 17n, max: 2n ** 63n }).map(String),
    fc.integer({ min: 1, max: 1e6 }).map(String),
  ),
  time: fc.constantFrom('2026-11-26 07:15:00', '2025-01-01 00:00:00'),
};

/*
 * The one generator for every API module's answers: from a contract schema (built with the
 * helpers of src/contract/wire.ts), canonical values of its output type and, for each, a
 * backend-shaped wiring of it (the forms `wire` sends above). A schema kind it does not know
 * throws, so a new kind gets a rule here instead of a silent gap.
 */

export interface Wired {
  value: unknown;
  wiredValue: unknown;
}

const number = fc
  .oneof(
    fc.integer({ min: -1e6, max: 2 ** 40 }),
    fc.double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true }),
  )
  .filter((n) => !Object.is(n, -0));
const same = (value: fc.Arbitrary<unknown>) => value.map((v) => ({ value: v, wiredValue: v }));
const shaped = (value: fc.Arbitrary<unknown>, shape: Shape) => wiredPair(value, shape);

interface Def {
  type: string;
  in?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  options?: z.ZodType[];
  items?: z.ZodType[];
  valueType?: z.ZodType;
}
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

export function wiredFrom(schema: z.ZodType): fc.Arbitrary<Wired> {
  if (schema === wireNum) return shaped(number, 'num');
  if (schema === wireNumOrNull)
    return shaped(
      fc.option(
        number.filter((n) => n !== -1),
        { nil: null },
      ),
      'numOrNull',
    );
  if (schema === wireValueOrNull) return shaped(fc.option(number, { nil: null }), 'valueOrNull');
  if (schema === wireIdText) return shaped(arb.id, 'id');
  if (schema === wireStr) return shaped(arb.text, 'text');
  if (schema === wireStrOrNull) return shaped(fc.option(arb.word, { nil: null }), 'textOrNull');
  if (schema === wireBool) return shaped(fc.boolean(), 'bool');
  if (schema === versionField) return wiredVersion;
  const def = defOf(schema);
  switch (def.type) {
    case 'pipe':
      return wiredPipe(def);
    case 'object':
      return wiredObject(def.shape ?? {});
    case 'optional':
      // A present value must be sent: a missing field is the optional's own undefined.
      return fc
        .option(present(wiredFrom(def.innerType as z.ZodType)), { nil: undefined })
        .map((w) => w ?? { value: undefined, wiredValue: undefined });
    case 'nullable':
      return fc
        .option(wiredFrom(def.innerType as z.ZodType), { nil: null })
        .map((w) => w ?? { value: null, wiredValue: null });
    case 'array':
      return fc.array(wiredFrom(def.element as z.ZodType), { maxLength: 3 }).map(joinList);
    case 'tuple':
      return fc.tuple(...(def.items ?? []).map(wiredFrom)).map(joinList);
    case 'string':
      return same((schema as z.ZodString).minLength ? arb.word : arb.text);
    case 'number':
      return same(number);
    case 'boolean':
      return same(fc.boolean());
    case 'enum':
      return same(fc.constantFrom(...Object.values(def.entries ?? {})));
    case 'literal':
      return same(fc.constantFrom(...(def.values ?? [])));
    case 'union':
      return fc.oneof(...(def.options ?? []).map(wiredFrom));
    case 'record':
      return fc
        .dictionary(fc.constantFrom('P', 'SOC', 'CELL_V', 'T1'), wiredFrom(def.valueType as z.ZodType), {
          maxKeys: 3,
        })
        .map((entries) => ({
          value: Object.fromEntries(Object.entries(entries).map(([k, w]) => [k, w.value])),
          // A key is sent with its value (null at least): a missing key is no entry at all.
          wiredValue: Object.fromEntries(Object.entries(entries).map(([k, w]) => [k, w.wiredValue ?? null])),
        }));
    case 'unknown':
    case 'any':
      return same(fc.jsonValue({ maxDepth: 1 }));
  }
  throw new Error(`wiredFrom: no rule for a zod '${def.type}' schema`);
}

/** A record's version (src/contract/conflict.ts): a whole number or its text; absent = undefined. */
const wiredVersion: fc.Arbitrary<Wired> = fc
  .option(fc.nat({ max: 1e6 }), { nil: undefined })
  .chain((v): fc.Arbitrary<Wired> =>
    v === undefined
      ? fc.constantFrom<unknown>(undefined, null, '').map((wiredValue) => ({ value: undefined, wiredValue }))
      : fc.constantFrom<unknown>(v, String(v)).map((wiredValue) => ({ value: v, wiredValue })),
  );

const present = (w: fc.Arbitrary<Wired>) => w.filter((x) => x.wiredValue !== undefined);

const joinList = (items: Wired[]): Wired => ({
  value: items.map((w) => w.value),
  wiredValue: items.map((w) => w.wiredValue),
});

/** A preprocessed schema of src/contract/wire.ts: wireArray, wireNullable, wireNumLiteral. */
function wiredPipe(def: Def): fc.Arbitrary<Wired> {
  const out = defOf(def.out as z.ZodType);
  if (defOf(def.in as z.ZodType).type !== 'transform') return wiredFrom(def.in as z.ZodType);
  if (out.type === 'array')
    return fc
      .array(wiredFrom(out.element as z.ZodType), { maxLength: 3 })
      .chain((items) =>
        items.length
          ? fc.constant(joinList(items))
          : fc
              .constantFrom<unknown>([], null, '', undefined)
              .map((wiredValue) => ({ value: [], wiredValue })),
      );
  if (out.type === 'nullable')
    return fc.option(wiredFrom(out.innerType as z.ZodType), { nil: null }).chain((w) =>
      w
        ? // A present value sent in an absent form (an empty list) reads as null, as wireNullable does.
          fc.constant(isAbsent(w.wiredValue) ? { value: null, wiredValue: w.wiredValue } : w)
        : fc
            .constantFrom<unknown>(null, '', -1, [], undefined)
            .map((wiredValue) => ({ value: null, wiredValue })),
    );
  if (out.type === 'union') {
    const values = (out.options ?? []).flatMap((o) => defOf(o).values ?? []);
    return shaped(fc.constantFrom(...values), 'num');
  }
  if (out.type === 'string')
    // A reference that may be empty (devices-answers' `ref`): '' sent as '', null or missing; an id
    // a number can carry sent as its text or the number.
    return fc.oneof(
      shaped(fc.constant(''), 'text'),
      shaped(fc.stringMatching(/^[1-9]\d{0,14}$/), 'id'),
      shaped(arb.word, 'as-is'),
    );
  if (out.type === 'optional')
    // A preprocessed optional (e.g. null read as missing): a present value, or the field left out.
    return fc
      .option(present(wiredFrom(out.innerType as z.ZodType)), { nil: undefined })
      .map((w) => w ?? { value: undefined, wiredValue: undefined });
  throw new Error(`wiredFrom: no rule for a preprocessed '${out.type}' schema`);
}

function wiredObject(shape: Record<string, z.ZodType>): fc.Arbitrary<Wired> {
  const keys = Object.keys(shape);
  return fc
    .tuple(fc.tuple(...keys.map((k) => wiredFrom(shape[k]))), fc.option(extraField, { nil: undefined }))
    .map(([fields, extra]) => {
      const value: Record<string, unknown> = {};
      const wiredValue: Record<string, unknown> = {};
      keys.forEach((k, i) => {
        if (fields[i].value !== undefined) value[k] = fields[i].value;
        if (fields[i].wiredValue !== undefined) wiredValue[k] = fields[i].wiredValue;
      });
      // An unknown field only: a known one left out (sent as absent) stays out.
      if (extra && !(extra.key in shape)) wiredValue[extra.key] = extra.value;
      return { value, wiredValue };
    });
}
