/*
 * Optimistic concurrency (issue 32): a save made over an older version of a record is answered
 * HTTP 409 (envelope code 409) with who changed it and when, so the form can offer to reload
 * their version or overwrite it with what the user typed. The simulator answers it (its own
 * issue); the console reads it with `conflictOf`.
 */
import { z } from 'zod';
import { isAbsent } from './wire';

/**
 * The `version` of a listed record (an extension of spec calls: src/contract/calls/versioned.ts):
 * a whole number, also as its text; absent (a backend without versions) reads as undefined, and
 * such a record is saved without one.
 */
export const versionField = z.preprocess(
  (v) => (isAbsent(v) ? undefined : typeof v === 'string' ? Number(v.trim()) : v),
  z.number().int().nonnegative().optional(),
);

/** `data` of a 409 answer. */
export const conflictAnswerSchema = z.object({
  /** Account (or name) of whoever saved the newer version. */
  changedBy: z.string(),
  /** When they saved it, station time `YYYY-MM-DD HH:mm:ss` as every server time. */
  changedAt: z.string(),
  /** The stored version the save must name to overwrite it, when the entity carries one. */
  version: z.union([z.string(), z.number()]).optional(),
});

/** Who changed the record, when, and the version an overwrite names. */
export type ConflictInfo = z.infer<typeof conflictAnswerSchema>;

/**
 * The conflict of a failed call: any error carrying status or code 409 and an envelope whose
 * `data` matches the answer above; null for every other failure.
 */
export function conflictOf(error: unknown): ConflictInfo | null {
  if (!error || typeof error !== 'object') return null;
  const e = error as { status?: unknown; code?: unknown; body?: unknown };
  if (e.status !== 409 && e.code !== 409) return null;
  const data = e.body && typeof e.body === 'object' ? (e.body as { data?: unknown }).data : undefined;
  const parsed = conflictAnswerSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}
