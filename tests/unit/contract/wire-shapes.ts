import fc from 'fast-check';

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
    if (extra && !(extra.key in out)) out[extra.key] = extra.value;
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
