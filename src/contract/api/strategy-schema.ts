import { z } from 'zod';
import { INPUT_LIMITS, boundedArray, hasDuplicate, isCalendarDate } from '../input-rules';
import { STRATEGY_MESSAGES } from '../messages';
import { CHARGE_MODES } from '../status';
import {
  PLAN_CYCLES,
  type PlanInput,
  type PlanRow,
  ROW_STRATEGIES,
  TEMPLATE_TYPES,
  type TemplateInput,
} from './strategy';

/*
 * THE validation of strategy templates and plans (spec §5), used by the console's forms
 * (react-hook-form + zodResolver) and by the simulator's save calls alike. Issue messages are
 * keys of STRATEGY_MESSAGES; an overlap carries the conflicting row after a '|':
 * 'overlap|04:00-05:00'. Rows are half-open [start, end); '24:00' is a valid end. A row's preset
 * power carries the product-wide sign (spec §5): a charge row is ≤ 0, a discharge row ≥ 0, a
 * standby row 0; a positive charge row is refused with 'chargeSign', never silently flipped.
 */

/** The spec's words (zh, en) for every issue the schemas raise: src/contract/messages.ts. */
export { STRATEGY_MESSAGES };
export type StrategyMessageKey = keyof typeof STRATEGY_MESSAGES;

/** Text of an issue message ('overlap|04:00-05:00' included) in a language. */
export function strategyMessage(message: string, lang: 'zh' | 'en'): string {
  const [key, detail] = message.split('|');
  const m = STRATEGY_MESSAGES[key as StrategyMessageKey];
  if (!m) return message;
  return detail ? `${m[lang]}${lang === 'zh' ? '：' : ': '}${detail}` : m[lang];
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;

/** Minutes since midnight of 'HH:mm' (24:00 → 1440); NaN when malformed. */
export function minutesOf(time: string): number {
  if (!TIME.test(time)) return NaN;
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** 'HH:mm' of minutes since midnight (1440 → '24:00'). */
export function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

const isBlank = (v: unknown) => v === undefined || v === null || v === '' || Number.isNaN(v);

/** The first problem of a 24-hour plan, as [row index, field, message]; null when valid. */
export function checkRows(
  rows: readonly Partial<PlanRow>[],
  pcsRatedKw: number,
): [number, keyof PlanRow, string] | null {
  if (rows.length === 0) return [-1, 'start', 'improveData'];
  for (const [i, r] of rows.entries()) {
    for (const f of ['start', 'end', 'strategy', 'powerKw'] as const)
      if (isBlank(r[f])) return [i, f, 'improveData'];
    const s = minutesOf(String(r.start));
    const e = minutesOf(String(r.end));
    if (Number.isNaN(s) || s === 1440) return [i, 'start', 'timeError'];
    if (Number.isNaN(e) || s >= e) return [i, 'end', 'timeError'];
    if (!ROW_STRATEGIES.includes(r.strategy as never)) return [i, 'strategy', 'improveData'];
    // Spec §5 sign convention: + discharge, − charge; |power| within the PCS rating.
    const p = Number(r.powerKw);
    if (!Number.isFinite(p) || Math.abs(p) > pcsRatedKw || (r.strategy === 'standby' && p !== 0))
      return [i, 'powerKw', 'power'];
    if (r.strategy === 'charge' && p > 0) return [i, 'powerKw', 'chargeSign'];
    if (r.strategy === 'discharge' && p < 0) return [i, 'powerKw', 'dischargeSign'];
  }
  for (let i = 1; i < rows.length; i++) {
    const a = rows[i];
    for (let j = 0; j < i; j++) {
      const b = rows[j];
      if (minutesOf(a.start!) < minutesOf(b.end!) && minutesOf(b.start!) < minutesOf(a.end!))
        return [i, 'start', `overlap|${b.start}-${b.end}`];
    }
  }
  return null;
}

/**
 * Rows stored before preset power carried its sign kept a charge row's magnitude (+800 for a
 * charge at 800 kW). Gives them the spec §5 sign (−800); rows already signed are returned as they
 * are, so it is safe to run on every start. Null when nothing changes.
 */
export function signLegacyRows<R extends Pick<PlanRow, 'strategy' | 'powerKw'>>(
  rows: readonly R[],
): R[] | null {
  if (!rows.some((r) => r.strategy === 'charge' && r.powerKw > 0)) return null;
  return rows.map((r) => (r.strategy === 'charge' && r.powerKw > 0 ? { ...r, powerKw: -r.powerKw } : r));
}

const num = z.number({ error: 'improveData' });
const optionalNum = z.number({ error: 'improveData' }).nullable();
const dayOrEmpty = z.string({ error: 'timeError' }).refine((v) => v === '' || isCalendarDate(v), 'timeError');
/** A calendar day (input-rules: '2026-02-30' is refused). */
const day = z.string({ error: 'improveData' }).refine(isCalendarDate, 'improveData');
/** Capacities and demand: not negative, at most a billion (kWh, kWp, kW). */
const amountOrNull = optionalNum.refine((v) => v === null || (v >= 0 && v <= INPUT_LIMITS.reading), 'param');
/** Distinct days of a week (1–7) or of a month (1–31). */
const daysOf = (last: number) =>
  boundedArray(z.number().int().min(1).max(last), 'param', last).refine((v) => !hasDuplicate(v), 'param');
/** Rows of a day: no more than one per 5 minutes. */
const MAX_ROWS = 288;

const rowSchema = z.object({
  start: z.string({ error: 'improveData' }),
  end: z.string({ error: 'improveData' }),
  strategy: z.enum(ROW_STRATEGIES, { error: 'improveData' }),
  powerKw: num,
});

/** The template schema for a station whose PCS rating is `pcsRatedKw`. */
export function templateSchema(pcsRatedKw: number) {
  return z
    .object({
      id: z.string().optional(),
      name: z.string().trim().min(1, 'nameRequired').max(8, 'nameMax'),
      brandCode: z.string().trim().max(15, 'brandMax'),
      type: z.enum(TEMPLATE_TYPES, { error: 'improveData' }),
      priority: num.int('param').min(1, 'param').max(99, 'param'),
      startDate: dayOrEmpty,
      endDate: dayOrEmpty,
      weekdays: daysOf(7),
      socUpper: num,
      socLower: num,
      storageCapacityKwh: amountOrNull,
      pvCapacityKwp: amountOrNull,
      antiReverseFlow: z.boolean(),
      dynamicCapacity: z.boolean(),
      demandKw: amountOrNull,
      chargeMode: z.enum(CHARGE_MODES, { error: 'improveData' }),
      chargeThresholdKw: optionalNum.refine((v) => v === null || (v >= 0 && v <= pcsRatedKw), 'power'),
      dischargeThresholdKw: optionalNum.refine((v) => v === null || (v >= 0 && v <= pcsRatedKw), 'power'),
      acEarlyOpenMin: num.refine((v) => Number.isInteger(v) && v >= 0 && v <= 1440 && v % 15 === 0, 'ac15'),
      acLateCloseMin: num.refine((v) => Number.isInteger(v) && v >= 0 && v <= 1440 && v % 15 === 0, 'ac15'),
      rows: boundedArray(rowSchema.partial(), 'improveData', MAX_ROWS),
    })
    .superRefine((t, ctx) => {
      if (!(t.socLower >= 0 && t.socLower < t.socUpper && t.socUpper <= 100))
        ctx.addIssue({
          code: 'custom',
          message: 'soc',
          path: [t.socUpper > 100 || t.socUpper < 0 ? 'socUpper' : 'socLower'],
        });
      if (t.startDate && t.endDate && t.startDate > t.endDate)
        ctx.addIssue({ code: 'custom', message: 'timeError', path: ['endDate'] });
      const bad = checkRows(t.rows, pcsRatedKw);
      if (bad) {
        const [i, field, message] = bad;
        ctx.addIssue({ code: 'custom', message, path: i < 0 ? ['rows'] : ['rows', i, field] });
      }
    }) as unknown as z.ZodType<TemplateInput, TemplateInput>;
}

/** The plan schema: every field required (spec §5), weekdays for weekly, month days for monthly. */
export const planSchema = z
  .object({
    id: z.string().optional(),
    name: z.string({ error: 'improveData' }).trim().min(1, 'improveData').max(20, 'param'),
    startDate: day,
    endDate: day,
    templateId: z.string({ error: 'improveData' }).min(1, 'improveData').max(64, 'improveData'),
    cycle: z.enum(PLAN_CYCLES, { error: 'improveData' }),
    weekdays: daysOf(7),
    monthDays: daysOf(31),
    priority: num.int('param').min(1, 'param').max(99, 'param'),
  })
  .superRefine((p, ctx) => {
    if (p.startDate > p.endDate) ctx.addIssue({ code: 'custom', message: 'timeError', path: ['endDate'] });
    if (p.cycle === 'weekly' && p.weekdays.length === 0)
      ctx.addIssue({ code: 'custom', message: 'improveData', path: ['weekdays'] });
    if (p.cycle === 'monthly' && p.monthDays.length === 0)
      ctx.addIssue({ code: 'custom', message: 'improveData', path: ['monthDays'] });
  }) as unknown as z.ZodType<PlanInput, PlanInput>;

/** The first issue's message key, or null when `value` passes `schema`. */
export function firstIssue(schema: z.ZodType, value: unknown): string | null {
  const r = schema.safeParse(value);
  return r.success ? null : (r.error.issues[0]?.message ?? 'param');
}
