import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  backupInfoSchema,
  backupProgressSchema,
  clearDataAnswerSchema,
  clearingPlanSchema,
  clearingRunSchema,
} from '@/contract/api/backup';
import { wireNullable } from '@/contract/wire';

/*
 * Backup and history clearing answers (src/api/backup.ts parses them) shaped like a real BladeX
 * backend's (ARCHITECTURE.md §3): numbers as text, ids as numbers or long digit strings, null for
 * a missing text, and "", -1, [] or null for an absent object or list. Each reads as the value it
 * stands for; a value of another type is still refused.
 */

const count = fc.integer({ min: 0, max: 2 ** 40 });
const epochMs = fc.integer({ min: 1_600_000_000_000, max: 1_900_000_000_000 });
const text = fc.string({ maxLength: 12 });
const longId = fc.bigInt({ min: 10n ** 17n, max: 2n ** 63n }).map(String);
const absentObject = fc.constantFrom<unknown>(null, '', -1, '-1', []);
const absentList = fc.constantFrom<unknown>(null, '', -1, undefined);

/** A number as a backend may send it: as is or as its text. */
const wired = (n: number) => fc.constantFrom<unknown>(n, String(n));
/** A text as a backend may send it: as is, or null / left out when empty. */
const wiredText = (s: string) => (s === '' ? fc.constantFrom<unknown>('', null, undefined) : fc.constant(s));
/** An id: long ones as text (they would lose digits as numbers); short ones also as numbers. */
const wiredId = (id: string) => (id.length < 15 ? fc.constantFrom<unknown>(id, Number(id)) : fc.constant(id));

type Shape = 'num' | 'text' | 'id' | { list: Record<string, Shape> } | { object: Record<string, Shape> };

/** Wires a canonical value of a shape into one of the forms a backend may send. */
function wire(value: unknown, shape: Shape): fc.Arbitrary<unknown> {
  if (shape === 'num')
    return value === null ? fc.constantFrom<unknown>(null, '', -1) : wired(value as number);
  if (shape === 'text') return wiredText(value as string);
  if (shape === 'id') return wiredId(value as string);
  if ('list' in shape) {
    const items = value as Array<Record<string, unknown>>;
    if (items.length === 0) return fc.oneof(fc.constant([]), absentList);
    return fc.tuple(...items.map((item) => wireRecord(item, shape.list)));
  }
  if (value === null) return absentObject;
  return wireRecord(value as Record<string, unknown>, shape.object);
}

function wireRecord(value: Record<string, unknown>, shape: Record<string, Shape>): fc.Arbitrary<unknown> {
  const fields = Object.keys(value).map((k) =>
    k in shape ? wire(value[k], shape[k]) : fc.constant(value[k]),
  );
  return fc.tuple(...fields).map((wiredFields) => {
    const out: Record<string, unknown> = {};
    Object.keys(value).forEach((k, i) => {
      if (wiredFields[i] !== undefined) out[k] = wiredFields[i];
    });
    return out;
  });
}

const progressShape = { id: 'id', startedAt: 'num', pagesDone: 'num', pagesTotal: 'num' } as const;
const progress = fc.record({
  id: fc.oneof(longId, fc.integer({ min: 1, max: 1e6 }).map(String)),
  startedAt: epochMs,
  pagesDone: count,
  pagesTotal: count,
  phase: fc.constantFrom('copying', 'verifying'),
});
const entryShape = {
  id: 'id',
  fileName: 'text',
  startedAt: 'num',
  finishedAt: 'num',
  durationMs: 'num',
  size: 'num',
  verified: 'num',
  reason: 'text',
  sha256: 'text',
  tables: 'num',
  rows: 'num',
  present: 'num',
} as const;
const entry = fc.record({
  id: longId,
  fileName: text,
  startedAt: epochMs,
  finishedAt: epochMs,
  durationMs: count,
  size: count,
  verified: fc.constantFrom(0, 1),
  reason: text,
  sha256: fc.stringMatching(/^[0-9a-f]{64}$/),
  tables: count,
  rows: count,
  present: fc.constantFrom(0, 1),
});
const info = fc.record({
  running: fc.option(progress, { nil: null }),
  lastVerifiedAt: fc.option(epochMs, { nil: null }),
  lastFailure: text,
  backups: fc.array(entry, { maxLength: 3 }),
});
const tablesShape = { list: { table: 'text', rows: 'num' } } as const;
const tables = fc.array(fc.record({ table: text, rows: count }), { maxLength: 3 });
const planFields = {
  at: epochMs,
  cycleMonths: fc.integer({ min: 1, max: 120 }),
  diskThreshold: fc.integer({ min: 1, max: 90 }),
  cycleCutoffDay: text,
  beforeDay: text,
  freePercent: fc.double({ min: 0, max: 100, noNaN: true }),
  underThreshold: fc.constantFrom(0, 1),
  fromDay: text,
  toDay: text,
  rows: count,
  bytes: count,
  tables,
  reason: fc.constantFrom('none', 'cycle', 'disk'),
};
const planShape = {
  at: 'num',
  cycleMonths: 'num',
  diskThreshold: 'num',
  cycleCutoffDay: 'text',
  beforeDay: 'text',
  freePercent: 'num',
  underThreshold: 'num',
  fromDay: 'text',
  toDay: 'text',
  rows: 'num',
  bytes: 'num',
  tables: tablesShape,
} as const;
const plan = fc.record(planFields);
const run = fc.record({ ...planFields, by: text, dbBytesBefore: count, dbBytesAfter: count });
const runShape = { ...planShape, by: 'text', dbBytesBefore: 'num', dbBytesAfter: 'num' } as const;

/** A canonical value and a backend-shaped wiring of it. */
const pair = <T>(canonical: fc.Arbitrary<T>, shape: Shape) =>
  canonical.chain((value) => wire(value, shape).map((wiredValue) => ({ value, wiredValue })));

describe('backup answers shaped like a real backend', () => {
  it('dbBackup/info reads every wired form as the canonical answer', () => {
    const shape: Shape = {
      object: {
        running: { object: progressShape },
        lastVerifiedAt: 'num',
        lastFailure: 'text',
        backups: { list: entryShape },
      },
    };
    fc.assert(
      fc.property(pair(info, shape), ({ value, wiredValue }) => {
        expect(backupInfoSchema.parse(wiredValue)).toEqual(value);
      }),
    );
    expect(
      backupInfoSchema.parse({ running: '', lastVerifiedAt: -1, lastFailure: null, backups: '' }),
    ).toEqual({
      running: null,
      lastVerifiedAt: null,
      lastFailure: '',
      backups: [],
    });
  });

  it('dbBackup/isRunning and start: a progress, or absent as null', () => {
    fc.assert(
      fc.property(
        pair(fc.option(progress, { nil: null }), { object: progressShape }),
        ({ value, wiredValue }) => {
          expect(wireNullable(backupProgressSchema).parse(wiredValue)).toEqual(value);
        },
      ),
    );
  });

  it('historyClearing preview, run and last, and config/clearData', () => {
    fc.assert(
      fc.property(pair(plan, { object: planShape }), ({ value, wiredValue }) => {
        expect(clearingPlanSchema.parse(wiredValue)).toEqual(value);
      }),
    );
    fc.assert(
      fc.property(pair(fc.option(run, { nil: null }), { object: runShape }), ({ value, wiredValue }) => {
        expect(wireNullable(clearingRunSchema).parse(wiredValue)).toEqual(value);
      }),
    );
    fc.assert(
      fc.property(
        pair(fc.record({ rows: count, tables }), { object: { rows: 'num', tables: tablesShape } }),
        ({ value, wiredValue }) => {
          expect(clearDataAnswerSchema.parse(wiredValue)).toEqual(value);
        },
      ),
    );
  });

  it('still refuses values of another type (a broken answer is an error, not a zero)', () => {
    const good = { id: '7', startedAt: 1, pagesDone: 1, pagesTotal: 2, phase: 'copying' };
    for (const bad of [{ startedAt: 'soon' }, { pagesDone: '' }, { id: { n: 7 } }, { phase: 'done' }]) {
      expect(backupProgressSchema.safeParse({ ...good, ...bad }).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
