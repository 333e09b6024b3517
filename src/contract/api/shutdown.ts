import { z } from 'zod';
import { INPUT_LIMITS, hasControl, isCalendarDateTime } from '../input-rules';
import { wireIdText, wireNum, wireStr } from '../wire';

/*
 * Shutdown management (outageSys; spec §4 "Shutdown reasons", §7 "shutdown: list, save, remove").
 * Paths are ours (the spec gives none); optional query `site` on every call.
 * - `GET shutdown/list?current&size[&reason][&year]`: a page of {@link ShutdownRecord}, newest first.
 * - `POST shutdown/save` body {@link ShutdownInput}: adds, or updates when `id` is given.
 *   A start not before the end answers 400 'Time choose error!'; any other bad field
 *   'Please enter the correct parameter!'. Administrators only.
 * - `POST shutdown/remove?ids=a,b`: deletes records. Administrators only.
 * - `GET shutdown/availability?year=yyyy`: 12 {@link MonthAvailability} rows computed from the
 *   records (overlapping records count once).
 * Times are `yyyy-MM-dd HH:mm:ss` in station time.
 */

export const SHUTDOWN_REASONS = ['breakdown', 'overhaul', 'holiday', 'powerFailure'] as const;
export type ShutdownReason = (typeof SHUTDOWN_REASONS)[number];

/** A calendar-true `yyyy-MM-dd HH:mm:ss` (input-rules). */
const dateTime = z
  .string({ message: 'timeChooseError' })
  .refine((v) => isCalendarDateTime(v), 'timeChooseError');

/** Form and server validation; the messages are i18n keys of the `errors` namespace. */
export const shutdownInputSchema = z
  .object({
    id: z.string().max(64, 'correctParameter').optional(),
    reason: z.enum(SHUTDOWN_REASONS, { message: 'correctParameter' }),
    startTime: dateTime,
    endTime: dateTime,
    remark: z
      .string({ message: 'correctParameter' })
      .max(Math.min(200, INPUT_LIMITS.text), 'correctParameter')
      .refine((v) => !hasControl(v), 'correctParameter'),
  })
  .refine((v) => v.startTime < v.endTime, { message: 'timeChooseError', path: ['endTime'] });

export type ShutdownInput = z.infer<typeof shutdownInputSchema>;

export interface ShutdownRecord {
  id: string;
  site: string;
  reason: ShutdownReason;
  startTime: string;
  endTime: string;
  remark: string;
  /** Length in hours. */
  hours: number;
  createTime: string;
}

/** Availability of one month: the share of its hours not covered by shutdowns. */
export interface MonthAvailability {
  /** `yyyy-MM`. */
  month: string;
  hours: number;
  shutdownHours: number;
  /** Percent, 0–100. */
  availability: number;
}

/** Reads a {@link ShutdownRecord} as a real backend may send it (ids and numbers as text). */
export const shutdownRecordSchema: z.ZodType<ShutdownRecord> = z.object({
  id: wireIdText,
  site: wireStr,
  reason: z.enum(SHUTDOWN_REASONS),
  startTime: wireStr,
  endTime: wireStr,
  remark: wireStr,
  hours: wireNum,
  createTime: wireStr,
});

export const monthAvailabilitySchema: z.ZodType<MonthAvailability> = z.object({
  month: wireStr,
  hours: wireNum,
  shutdownHours: wireNum,
  availability: wireNum,
});

/** `data` of `shutdown/remove`. */
export const removedCountSchema = z.object({ removed: wireNum });

/** Hours of [from, to) covered by the union of `spans` (epoch ms): overlaps count once. */
export function coveredHours(spans: Array<[number, number]>, from: number, to: number): number {
  const clipped = spans
    .map(([a, b]): [number, number] => [Math.max(a, from), Math.min(b, to)])
    .filter(([a, b]) => b > a)
    .sort((x, y) => x[0] - y[0]);
  let total = 0;
  let end = -Infinity;
  for (const [a, b] of clipped) {
    if (b <= end) continue;
    total += b - Math.max(a, end);
    end = b;
  }
  return total / 3_600_000;
}
