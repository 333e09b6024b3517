/*
 * THE validation of the price entities (issue 14), shared by the settings forms and the
 * simulator. Issues carry a message key of PRICE_MESSAGES and its parameters; each side renders
 * them in its language (the console through i18n `price:validation.*`, kept equal by a test).
 */
import { z } from 'zod';
import { INPUT_LIMITS, boundedArray, isCalendarDate, isCalendarDateTime } from '../input-rules';
import { PRICE_MESSAGES } from '../messages';
import { PRICE_PERIODS } from '../status';
import type {
  MeterChange,
  MultiRateMeterTemplate,
  PriceRelation,
  PriceTimeline,
  PriceUnit,
  SpecialRelation,
  TimelineRow,
} from './price';

/** Bilingual texts of the price validation: src/contract/messages.ts. */
export { PRICE_MESSAGES };
export type PriceMessageKey = keyof typeof PRICE_MESSAGES;

/** One validation finding: where (path), which message and its parameters. */
export interface PriceIssue {
  path: Array<string | number>;
  key: PriceMessageKey;
  params: Record<string, string | number>;
}

/** The text of an issue in `lang`. */
export function priceIssueText(issue: PriceIssue, lang: 'zh' | 'en'): string {
  return PRICE_MESSAGES[issue.key][lang].replace(/\{\{(\w+)\}\}/g, (_, k: string) =>
    String(issue.params[k] ?? ''),
  );
}

const HHMM = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;

/** Minutes after midnight of `HH:mm` (24:00 → 1440); NaN when malformed. */
export function minutesOf(hhmm: string): number {
  if (!HHMM.test(hhmm)) return NaN;
  return Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
}

/** `HH:mm` of minutes after midnight (1440 → 24:00). */
export const hhmmOf = (m: number): string =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

const issue = (path: PriceIssue['path'], key: PriceMessageKey, params: PriceIssue['params'] = {}) => ({
  path,
  key,
  params,
});

/** Coverage of a 24-hour timeline: half-open rows, no gap, no overlap, the rows in conflict named. */
export function timelineRowIssues(rows: readonly TimelineRow[]): PriceIssue[] {
  const out: PriceIssue[] = [];
  if (rows.length === 0) return [issue(['rows'], 'required')];
  const spans: Array<{ row: number; a: number; b: number }> = [];
  rows.forEach((r, i) => {
    const a = minutesOf(r.start);
    const b = minutesOf(r.end);
    if (!r.start || !r.end || !PRICE_PERIODS.includes(r.period)) {
      out.push(issue(['rows', i], 'required', { row: i + 1 }));
    } else if (Number.isNaN(a) || Number.isNaN(b) || a === 1440) {
      out.push(issue(['rows', i], 'timeFormat', { row: i + 1 }));
    } else if (a >= b) {
      out.push(issue(['rows', i], 'startAfterEnd', { row: i + 1, range: `${r.start}-${r.end}` }));
    } else spans.push({ row: i, a, b });
  });
  if (out.length) return out;
  const sorted = [...spans].sort((x, y) => x.a - y.a || x.b - y.b);
  let cursor = 0;
  let last: (typeof sorted)[number] | null = null;
  for (const s of sorted) {
    if (s.a < cursor && last) {
      const [p, q] = last.row < s.row ? [last, s] : [s, last];
      out.push(
        issue(['rows', q.row], 'overlap', {
          a: p.row + 1,
          rangeA: `${rows[p.row].start}-${rows[p.row].end}`,
          b: q.row + 1,
          rangeB: `${rows[q.row].start}-${rows[q.row].end}`,
        }),
      );
    } else if (s.a > cursor) {
      out.push(issue(['rows', s.row], 'gap', { range: `${hhmmOf(cursor)}-${hhmmOf(s.a)}` }));
    }
    if (s.b > cursor) {
      cursor = s.b;
      last = s;
    }
  }
  if (cursor < 1440) out.push(issue(['rows'], 'gap', { range: `${hhmmOf(cursor)}-24:00` }));
  return out;
}

const period = z.enum(PRICE_PERIODS);
const text = z.string().trim();
/** Names (input-rules: at most 64 characters). */
const name = text.min(1, 'required').max(INPUT_LIMITS.name, 'nameTooLong');
/** An entity id: '' for a new one. */
const id = z.string().max(64, 'required').default('');
const ref = z.string().min(1, 'required').max(64, 'required');
/** Rows of a day: no more than one per 5 minutes. */
const MAX_ROWS = 288;
/** A calendar day ('2026-02-30' is refused). */
const day = z.string().refine(isCalendarDate, 'dateFormat');

/** Adds PriceIssues found by `check` to a zod refinement. */
const refineWith =
  <T>(check: (value: T) => PriceIssue[]) =>
  (value: T, ctx: z.RefinementCtx) => {
    for (const i of check(value))
      ctx.addIssue({ code: 'custom', path: i.path, message: i.key, params: i.params });
  };

export const timelineSchema = z
  .object({
    id,
    name,
    rows: boundedArray(z.object({ start: z.string(), end: z.string(), period }), 'tooMany', MAX_ROWS),
  })
  .superRefine(refineWith((t: { rows: TimelineRow[] }) => timelineRowIssues(t.rows)));

/** From 0 to INPUT_LIMITS.price (1000 yuan/kWh), at most 4 decimals. */
export function isPrice(v: unknown): v is number {
  return (
    typeof v === 'number' &&
    Number.isFinite(v) &&
    v >= 0 &&
    v <= INPUT_LIMITS.price &&
    Math.abs(Math.round(v * 1e4) - v * 1e4) < 1e-6
  );
}

const priceValue = z.unknown().refine(isPrice, 'price');
export const unitSchema = z.object({
  id,
  name,
  prices: z.object(
    Object.fromEntries(
      PRICE_PERIODS.map((p) => [p, z.object({ buy: priceValue, sell: priceValue })]),
    ) as Record<
      (typeof PRICE_PERIODS)[number],
      z.ZodObject<{ buy: typeof priceValue; sell: typeof priceValue }>
    >,
  ),
});

/** Every month 1–12 in exactly one relation. */
export function relationIssues(relations: ReadonlyArray<Pick<PriceRelation, 'months'>>): PriceIssue[] {
  const owner = new Map<number, number>();
  const out: PriceIssue[] = [];
  relations.forEach((r, i) => {
    for (const m of r.months) {
      if (!Number.isInteger(m) || m < 1 || m > 12) out.push(issue([i, 'months'], 'required'));
      else if (owner.has(m)) out.push(issue([i, 'months'], 'monthTwice', { month: m }));
      else owner.set(m, i);
    }
  });
  const missing = Array.from({ length: 12 }, (_, k) => k + 1).filter((m) => !owner.has(m));
  if (missing.length) out.push(issue([], 'monthMissing', { months: missing.join(', ') }));
  return out;
}

export const relationSchema = z.object({
  id,
  name: text.max(INPUT_LIMITS.name, 'nameTooLong').default(''),
  months: boundedArray(z.number().int(), 'tooMany', 12),
  timelineId: ref,
  unitId: ref,
});
export const relationListSchema = boundedArray(relationSchema, 'tooMany', 12).superRefine(
  refineWith(relationIssues),
);

export const specialSchema = z
  .object({
    id,
    name,
    startDate: day,
    endDate: day,
    timelineId: ref,
    unitId: ref,
  })
  .superRefine(
    refineWith((s: { startDate: string; endDate: string }) =>
      s.startDate > s.endDate
        ? [issue(['endDate'], 'dateRange', { range: `${s.startDate} ~ ${s.endDate}` })]
        : [],
    ),
  );

/** A special relation's dates must not overlap another's (inclusive ranges). */
export function specialOverlapIssues(
  next: Pick<SpecialRelation, 'id' | 'startDate' | 'endDate'>,
  others: readonly SpecialRelation[],
): PriceIssue[] {
  const hit = others.find(
    (o) => o.id !== next.id && o.startDate <= next.endDate && next.startDate <= o.endDate,
  );
  return hit
    ? [issue(['startDate'], 'specialOverlap', { name: hit.name, range: `${hit.startDate} ~ ${hit.endDate}` })]
    : [];
}

/** A special relation as a form checks it: valid, and not overlapping any of `others`. */
export const specialAmongSchema = (others: readonly SpecialRelation[]) =>
  specialSchema.superRefine(refineWith((s: SpecialRelation) => specialOverlapIssues(s, others)));

/** Rows of a multi-rate template: each start time once (two rows at 08:00 is no table). */
const meterRows = boundedArray(
  z.object({ startTime: text.min(1, 'required').regex(HHMM, 'required'), period }),
  'tooMany',
  48,
)
  .min(1, 'required')
  .superRefine((rows, ctx) => {
    const seen = new Set<string>();
    rows.forEach((r, i) => {
      if (seen.has(r.startTime))
        ctx.addIssue({
          code: 'custom',
          path: [i, 'startTime'],
          message: 'duplicateStart',
          params: { time: r.startTime },
        });
      seen.add(r.startTime);
    });
  });

export const multiRateMeterSchema = z.object({
  id,
  templateNo: text.min(1, 'required').max(32, 'required'),
  zoneTableNo: text.min(1, 'required').max(32, 'required'),
  name: text.max(INPUT_LIMITS.name, 'nameTooLong').default(''),
  rows: meterRows,
});

/** A meter reading, kWh: 0 to a billion. */
const reading = z.number({ error: 'reading' }).min(0, 'reading').max(INPUT_LIMITS.reading, 'reading');

export const meterChangeSchema = z.object({
  id,
  site: z.string().min(1, 'required').max(32, 'required'),
  meter: z.enum(['grid', 'gridExport', 'load', 'pv', 'storage']),
  // Empty is a missing value (spec §5 'Please fill in relevant values!'); typed, it must be a real time.
  changeTime: z
    .string()
    .min(1, 'required')
    .refine((v) => v === '' || isCalendarDateTime(v, { minutes: true }), 'dateTimeFormat'),
  oldReading: reading,
  newReading: reading,
  remark: text.max(200).default(''),
});

/** zod's answer as PriceIssues (message keys outside PRICE_MESSAGES become 'required'). */
export function toPriceIssues(error: z.ZodError): PriceIssue[] {
  return error.issues.map((i) => {
    const key = (i.message in PRICE_MESSAGES ? i.message : 'required') as PriceMessageKey;
    const params = (i as { params?: PriceIssue['params'] }).params ?? {};
    return { path: i.path as PriceIssue['path'], key, params };
  });
}

/** Parses `input` with `schema`: the value, or the issues. */
export function parsePrice<S extends z.ZodType>(
  schema: S,
  input: unknown,
): { ok: true; value: z.infer<S> } | { ok: false; issues: PriceIssue[] } {
  const r = schema.safeParse(input);
  return r.success ? { ok: true, value: r.data } : { ok: false, issues: toPriceIssues(r.error) };
}

/** Every finding of a timeline (name and rows together, so a form shows them at once). */
export function timelineIssues(t: Pick<PriceTimeline, 'name' | 'rows'>): PriceIssue[] {
  const name = (t.name ?? '').trim() ? [] : [issue(['name'], 'required')];
  return [...name, ...timelineRowIssues(t.rows ?? [])];
}

export type TimelineInput = z.input<typeof timelineSchema>;
export type { MeterChange, MultiRateMeterTemplate, PriceTimeline, PriceUnit };
