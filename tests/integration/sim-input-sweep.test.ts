import { createHash } from 'node:crypto';
import type Database from 'better-sqlite3';
import type * as DbModule from '../../simulator/store/db';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { CALLS } from '../../src/contract/calls';
import { isCalendarDate, isClockTime } from '../../src/contract/input-rules';
import { WRITE_INPUTS, type WriteInput } from './helpers/write-inputs';
import { apiCall } from './helpers/sim-api';
import { useTestStation } from './helpers/test-station';

/*
 * Issue 33 point 5, one property-based sweep over EVERY write (POST) row of the call table: each
 * field of a well-formed request (helpers/write-inputs.ts) in turn gets generated hostile values of
 * its kind (dates the calendar has not, '25:99', injected text after a date, 100 000 characters,
 * ±1e13…1e300, 10 001–200 000 entries). Every answer is code 400 naming the field, never a 5xx,
 * and the database is unchanged afterwards (every table but the logs of calls and failed logins).
 */

type Where = 'body' | 'query' | 'params';
interface Field {
  where: Where;
  path: Array<string | number>;
  base: unknown;
}

const CASES = Number(process.env.SWEEP_CASES ?? 3);
/**
 * Tables a refused write may change: the operation log, the failed-login tables (per account and
 * per address) and the model's own checkpoint, which the station writes on its own schedule.
 */
const NOT_STORED_BY_WRITES = new Set([
  'oplog',
  'login_failures',
  'login_failures_by_address',
  'model_checkpoint',
]);

/** The leaves of a request a caller fills in: scalars, and arrays (their size) as well as their first entry. */
function fieldsOf(input: WriteInput): Field[] {
  const out: Field[] = [];
  const walk = (where: Where, value: unknown, p: Array<string | number>) => {
    if (Array.isArray(value)) {
      if (p.length > 0) out.push({ where, path: p, base: value });
      if (value.length > 0 && typeof value[0] === 'object' && value[0] !== null)
        walk(where, value[0], [...p, 0]);
    } else if (typeof value === 'object' && value !== null) {
      for (const [k, v] of Object.entries(value)) walk(where, v, [...p, k]);
    } else if (value !== null && value !== undefined && p.length > 0)
      out.push({ where, path: p, base: value });
  };
  walk('body', input.body, []);
  walk('query', input.query, []);
  walk('params', input.params, []);
  return out;
}

const isDateTime = (v: string) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(v);
const twoDigits = (lo: number, hi: number) =>
  fc.integer({ min: lo, max: hi }).map((n) => String(n).padStart(2, '0'));
/** `yyyy-MM-dd` the calendar has not: month 00 or 13–99, or a day past the month's last. */
const badDate = fc
  .tuple(fc.integer({ min: 2000, max: 2100 }), twoDigits(0, 99), twoDigits(0, 99))
  .map(([y, m, d]) => `${y}-${m}-${d}`)
  .filter((t) => !isCalendarDate(t));
/** `HH:mm` past the clock: hours 24–99 (24:00 aside) or minutes 60–99. */
const badClock = fc
  .tuple(twoDigits(0, 99), twoDigits(0, 99))
  .map(([h, m]) => `${h}:${m}`)
  .filter((t) => !isClockTime(t, { allow24: true }));
const injected = fc.constantFrom("' OR '1'='1", '; DROP TABLE users', ' 00:00:00x', '\u0000');
/**
 * Much longer than any text field may be: 100 000 characters in a body; in the query 5 000 plain
 * ones, which keeps the request line under Node's 16 KiB header limit (beyond it Node answers 431).
 */
const longText = (where: Where) =>
  fc
    .tuple(
      // Not blank: text is trimmed, and blank text is no text.
      where === 'body'
        ? fc.string({ minLength: 1, maxLength: 4 }).filter((x) => x.trim() === x && x !== '')
        : fc.stringMatching(/^[a-z0-9]{1,4}$/),
      fc.integer({ min: where === 'body' ? 100_000 : 5_000, max: where === 'body' ? 101_000 : 5_100 }),
    )
    .map(([s, n]) => s.repeat(Math.ceil(n / s.length)).slice(0, n));
const hugeNumber = fc
  .double({ min: 1e13, max: 1e300, noNaN: true, noDefaultInfinity: true })
  .chain((v) => fc.constantFrom(v, -v));

/** Hostile values of the field's kind. */
function hostile(f: Field): fc.Arbitrary<unknown> {
  const v = f.base;
  if (Array.isArray(v)) {
    const item: unknown = v[0] ?? 1;
    return fc.integer({ min: 10_001, max: 12_000 }).map((n) => Array.from({ length: n }, () => item));
  }
  if (typeof v === 'number') return hugeNumber;
  if (typeof v === 'boolean') return fc.constantFrom('maybe', 2, 'true; x');
  const s = String(v);
  if (isCalendarDate(s))
    return fc.oneof(
      badDate,
      injected.map((x) => `${s}${x}`),
    );
  if (isDateTime(s)) {
    const seconds = s.length === 19;
    return fc.oneof(
      badDate.map((d) => `${d}${s.slice(10)}`),
      badClock.map((c) => `${s.slice(0, 11)}${c}${seconds ? ':00' : ''}`),
      injected.map((x) => `${s}${x}`),
    );
  }
  if (isClockTime(s, { allow24: true })) return badClock;
  return longText(f.where);
}

const place = (input: WriteInput, f: Field, value: unknown): WriteInput => {
  const copy = structuredClone(input);
  let target = copy[f.where] as Record<string | number, unknown>;
  for (const k of f.path.slice(0, -1)) target = target[k] as Record<string | number, unknown>;
  target[f.path.at(-1)!] = value;
  return copy;
};
/** What a 400 must name: any named part of the field's path (`rows[0].start` → rows, start). */
const names = (f: Field) => f.path.filter((p): p is string => typeof p === 'string');
const label = (f: Field) => `${f.where}:${f.path.join('.')}`;

/** The simulator's own database handle (it holds the file's lock): read in-process. */
const opened = vi.hoisted(() => ({ db: null as Database.Database | null }));
vi.mock('../../simulator/store/db', async (importOriginal) => {
  const mod = await importOriginal<typeof DbModule>();
  return { ...mod, openDatabase: (file: string) => (opened.db = mod.openDatabase(file)) };
});

/**
 * Routes that refuse every hostile value (code 400, nothing stored) but whose message does not yet
 * name the field. None since issue 33 (47 were listed); the test fails when a listed route names
 * every field, so the list only shrinks.
 */
const UNNAMED = new Set<string>([]);
/**
 * Fields no message can name, as `route where:path`: a path segment that picks the call itself.
 * `deviceManagement/batchUpdate/{field}` is one call per device field (name, sn, …); any other
 * segment is a path the server does not have, answered 404 'Not found' like every unknown path,
 * so there is no call whose field could be named.
 */
const PATH_PICKS_CALL = new Set(['deviceManagement/batchUpdate/{field} params:field']);
/**
 * A batch answered row by row (`results[i].ok`, `results[i].msg`): a refused row is `ok: false`,
 * the batch 200, and the row's message names the field.
 */
const PER_ROW = new Set(['tagalarm/batchSubmit']);

let hashMs = 0;
/** Tables up to this many rows are hashed whole. */
const SMALL_TABLE = 2000;
const bigints = (_k: string, x: unknown) => (typeof x === 'bigint' ? String(x) : x);
/** Every table but the logs, hashed row by row. */
function fingerprint(): Map<string, string> {
  const t0 = performance.now();
  const db = opened.db!;
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .pluck()
    .all() as string[];
  const out = new Map<string, string>();
  for (const t of tables) {
    if (NOT_STORED_BY_WRITES.has(t)) continue;
    const rows = db.prepare(`SELECT count(*) FROM "${t}"`).pluck().get() as number;
    if (rows > SMALL_TABLE) {
      // History-sized tables: what a write would change there is their size and newest row.
      out.set(t, `${rows} rows`);
      continue;
    }
    const h = createHash('sha1');
    for (const row of db.prepare(`SELECT * FROM "${t}"`).raw().iterate())
      h.update(JSON.stringify(row, bigints));
    out.set(t, h.digest('hex'));
  }
  hashMs += performance.now() - t0;
  return out;
}
const changed = (a: Map<string, string>, b: Map<string, string>) =>
  [...b.keys()].filter((t) => a.get(t) !== b.get(t));

const station = useTestStation({ speed: 0, login: ['admin'] });

const WRITES = CALLS.filter((r) => r.method === 'POST').map((r) => r.path);
/** Sign-in calls last: the refused ones may count as failed logins of the address. */
const ORDER = [...WRITES].sort(
  (a, b) => Number(a.startsWith('blade-auth/')) - Number(b.startsWith('blade-auth/')),
);

describe('every write route of the contract refuses hostile input', () => {
  it('has a well-formed request for every write row of the call table', () => {
    expect(WRITES.filter((p) => !(p in WRITE_INPUTS))).toEqual([]);
  });

  it(
    'answers code 400 naming the field, never 5xx, and stores nothing',
    { timeout: Number(process.env.SWEEP_TIMEOUT ?? 120_000) },
    async () => {
      const failures: string[] = [];
      /** Routes that refused without naming the field, with one such answer each. */
      const unnamedSeen = new Map<string, string>();
      let last = fingerprint();
      let fields = 0;
      let cases = 0;
      for (const route of ORDER) {
        if (!(route in WRITE_INPUTS)) continue; // the first test names it
        let input: WriteInput;
        try {
          input = await WRITE_INPUTS[route]({ sim: station.sim, admin: station.admin });
        } catch (err) {
          failures.push(`${route}: no well-formed request (${String(err).slice(0, 200)})`);
          continue;
        }
        const before = last;
        const token = route === 'blade-auth/oauth/token';
        for (const f of fieldsOf(input)) {
          fields++;
          await fc
            .assert(
              fc.asyncProperty(hostile(f), async (value) => {
                cases++;
                const req = place(input, f, value);
                const target = route.replace(/\{(\w+)\}/g, (_m, k: string) =>
                  encodeURIComponent(String(req.params?.[k] ?? '')),
                );
                const answer = await apiCall<Record<string, unknown>>(station.sim, target, {
                  method: 'POST',
                  token: token ? undefined : station.admin,
                  lang: 'en',
                  query: req.query,
                  body: req.body,
                }).catch((err: unknown): { status: number; body: Record<string, unknown> } => ({
                  status: 599,
                  body: { msg: String(err) },
                }));
                const code = token ? answer.body.error_code : answer.body.code;
                const said = token ? answer.body.error_description : answer.body.msg;
                const text = typeof said === 'string' ? said : '';
                // A path naming what does not exist may also answer 404.
                const rows = (answer.body.data as { results?: Array<{ ok: boolean; msg?: string }> } | null)
                  ?.results;
                const perRow = PER_ROW.has(route) && code === 200 && !!rows && rows.every((r) => !r.ok);
                const refused = code === 400 || (f.where === 'params' && code === 404) || perRow;
                // A batch answered row by row names the field in each refused row's message.
                const told = perRow ? rows.map((r) => r.msg ?? '').join('\n') : text;
                const named =
                  names(f).some((n) => told.includes(n)) ||
                  (code === 404 && PATH_PICKS_CALL.has(`${route} ${label(f)}`));
                if (!named && refused && !unnamedSeen.has(route))
                  unnamedSeen.set(route, `${label(f)}: ${told.slice(0, 100)}`);
                const ok = answer.status < 500 && refused && (named || UNNAMED.has(route));
                if (!ok) {
                  failures.push(
                    `${route} ${label(f)}: ${answer.status}/${String(code)} ${told.slice(0, 120)}`,
                  );
                  return false;
                }
                return true;
              }),
              { numRuns: CASES, endOnFailure: true },
            )
            .catch(() => undefined);
        }
        const after = fingerprint();
        last = after;
        const touched = changed(before, after);
        if (touched.length) failures.push(`${route}: stored into ${touched.join(', ')}`);
      }
      const routes = ORDER.length;
      console.info(
        `input sweep: ${routes} write routes × ${fields} fields (${(fields / routes).toFixed(1)} a route) × ${CASES} cases = ${cases} requests; ${failures.length} failures; hashing ${Math.round(hashMs)} ms`,
      );
      if (failures.length) console.info(failures.join('\n'));
      if (unnamedSeen.size)
        console.info(
          `not naming the field (${unnamedSeen.size} routes):\n${[...unnamedSeen].map(([r, m]) => `${r} ${m}`).join('\n')}`,
        );
      const nowNamed = [...UNNAMED].filter((r) => WRITES.includes(r) && !unnamedSeen.has(r));
      expect(nowNamed, 'these routes name every field now: take them off UNNAMED').toEqual([]);
      expect(failures).toEqual([]);
    },
  );
});
