import type { PlanInput, PlanRow, TemplateInput } from './strategy';
import { minutesOf } from './strategy-schema';

/*
 * Which plan and which template row apply at a moment: the same rule in the console's day strip
 * and in the simulator. A plan applies on a day inside [startDate, endDate] that its cycle hits
 * (daily; weekly on its weekdays; monthly on its month days) and when its template is valid that
 * day (the template's own date range and weekdays, when set). Where plans overlap the larger
 * priority wins, then the later start date, then the later-saved plan.
 */

/** A plan with an id and its template looked up. */
export interface PlanRef<T extends TemplateInput = TemplateInput> {
  plan: PlanInput & { id: string; updatedAt?: string };
  template: T | undefined;
}

/** ISO weekday (1 Monday … 7 Sunday) of 'yyyy-MM-dd' (calendar arithmetic, no time zone). */
export function isoWeekday(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  const w = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return w === 0 ? 7 : w;
}

function templateValidOn(t: TemplateInput, day: string, weekday: number): boolean {
  if (t.startDate && day < t.startDate) return false;
  if (t.endDate && day > t.endDate) return false;
  return t.weekdays.length === 0 || t.weekdays.includes(weekday);
}

/** True when `plan` (with its template) applies on `day`. */
export function planAppliesOn(ref: PlanRef, day: string): boolean {
  const { plan, template } = ref;
  if (!template || day < plan.startDate || day > plan.endDate) return false;
  const weekday = isoWeekday(day);
  if (plan.cycle === 'weekly' && !plan.weekdays.includes(weekday)) return false;
  if (plan.cycle === 'monthly' && !plan.monthDays.includes(Number(day.slice(8, 10)))) return false;
  return templateValidOn(template, day, weekday);
}

const rank = (a: PlanRef, b: PlanRef): number =>
  b.plan.priority - a.plan.priority ||
  b.plan.startDate.localeCompare(a.plan.startDate) ||
  (b.plan.updatedAt ?? '').localeCompare(a.plan.updatedAt ?? '') ||
  b.plan.id.localeCompare(a.plan.id);

/** The winning plan on `day` (null when none applies). */
export function planOfDay<R extends PlanRef>(refs: readonly R[], day: string): R | null {
  return refs.filter((r) => planAppliesOn(r, day)).sort(rank)[0] ?? null;
}

/** Index of the row of `rows` covering minute `m` of the day ([start, end)), -1 when none. */
export function rowAt(rows: readonly PlanRow[], m: number): number {
  return rows.findIndex((r) => minutesOf(r.start) <= m && m < minutesOf(r.end));
}

/** One hour of a day strip. */
export interface StripHour {
  hour: number;
  planId: string | null;
  rowIndex: number;
}

/** For each hour of `day`, the plan in force and the row covering the hour's first minute. */
export function dayStrip(refs: readonly PlanRef[], day: string): StripHour[] {
  const winner = planOfDay(refs, day);
  return Array.from({ length: 24 }, (_, hour) => ({
    hour,
    planId: winner?.plan.id ?? null,
    rowIndex: winner?.template ? rowAt(winner.template.rows, hour * 60) : -1,
  }));
}

/**
 * Projected SOC (%) at each quarter hour (97 points, 00:00…24:00) when the rows run at their
 * signed preset power (+ discharge, − charge) from `startSoc` with `capacityKwh`, held inside
 * [lower, upper].
 */
export function projectSoc(
  rows: readonly PlanRow[],
  capacityKwh: number,
  startSoc: number,
  lower: number,
  upper: number,
): number[] {
  const out = [startSoc];
  let soc = startSoc;
  for (let q = 0; q < 96; q++) {
    const i = rowAt(rows, q * 15);
    const r = i >= 0 ? rows[i] : null;
    // The row's signed power (spec §5: + discharge lowers the SOC, − charge raises it).
    const kw = !r || r.strategy === 'standby' || !Number.isFinite(r.powerKw) ? 0 : r.powerKw;
    if (capacityKwh > 0) soc -= ((kw * 0.25) / capacityKwh) * 100;
    soc = Math.min(Math.max(soc, Math.min(lower, startSoc)), Math.max(upper, startSoc));
    out.push(soc);
  }
  return out;
}
