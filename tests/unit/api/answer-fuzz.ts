import fc from 'fast-check';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiError } from '@/api/http';
import { initI18n } from '@/lib/i18n';
import { wiredFrom } from '../contract/wire-shapes';
import { startAnswerServer, type AnswerServer } from './answer-server';

/*
 * The one fuzz harness of the API modules (issue 31): each case names a call, the contract schema
 * its answer is read with, and what a code-404 answer (spec §8: normal, data null) resolves with.
 * Through the real http client against a local station, every case must
 * - read each backend-shaped wiring of a canonical answer (numbers as text, ids as numbers, null
 *   or missing texts, "", -1, null or missing lists, extra fields) as the canonical answer;
 * - resolve a code-404 answer as said (null, [], an empty page), or reject with an ApiError;
 * - on any other answer (anything at all, or a real answer with one field spoiled) either resolve
 *   with a value of the schema's type or reject with an ApiError: never pass a malformed answer
 *   on to a page, never fail with another error.
 */

/** `absent` of a call whose code-404 answer rejects (a write that must answer a record). */
export const REJECTS = Symbol('rejects with an ApiError');

export interface AnswerCase {
  /** The call's path after /api/ (the local station answers it). */
  path: string;
  /** The contract schema of the answer's `data`. */
  schema: z.ZodType;
  call: () => Promise<unknown>;
  /** What a code-404 answer resolves with, or REJECTS. */
  absent: unknown;
  /** Other answers the call reads (e.g. a fallback); absent paths answer code 404. */
  answers?: Record<string, unknown>;
  /** How the station sends `data` (e.g. deflated): default as is. */
  encode?: (wired: unknown) => unknown;
  /** Which case of a path: shown in the test name. */
  label?: string;
  /** The station sends `data` as the whole body, not in an envelope (the token answer). */
  bare?: boolean;
}

const spoil = (wired: unknown): fc.Arbitrary<unknown> => {
  if (!wired || typeof wired !== 'object') return fc.anything({ maxDepth: 2 });
  const keys = Object.keys(wired);
  if (!keys.length) return fc.anything({ maxDepth: 2 });
  return fc
    .tuple(fc.constantFrom(...keys), fc.anything({ maxDepth: 2 }))
    .map(([key, bad]) =>
      Array.isArray(wired)
        ? (wired as unknown[]).map((x, i) => (String(i) === key ? bad : x))
        : { ...wired, [key]: bad },
    );
};

async function settle(
  call: () => Promise<unknown>,
): Promise<{ ok: true; value: unknown } | { ok: false; error: unknown }> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    return { ok: false, error };
  }
}

export function describeAnswers(title: string, cases: AnswerCase[], numRuns = 10): void {
  describe(`${title}: answers shaped like a real backend`, () => {
    let station: AnswerServer;
    beforeAll(async () => {
      station = await startAnswerServer();
      initI18n('en');
    });
    afterAll(() => station.close());

    const answer = (c: AnswerCase, data: unknown) => {
      station.clear();
      for (const [path, other] of Object.entries(c.answers ?? {})) station.answer(path, other);
      station.answer(c.path, c.encode ? c.encode(data) : data, c.bare);
    };

    for (const c of cases) {
      const name = c.label ? `${c.path} (${c.label})` : c.path;
      it(`${name}: reads every wired form as the canonical answer`, async () => {
        await fc.assert(
          fc.asyncProperty(wiredFrom(c.schema), async ({ value, wiredValue }) => {
            answer(c, wiredValue);
            expect(await c.call()).toEqual(value);
          }),
          { numRuns },
        );
      });

      it(`${name}: a code-404 answer (null data) ${c.absent === REJECTS ? 'rejects with an ApiError' : `is ${JSON.stringify(c.absent)}`}`, async () => {
        station.clear();
        for (const [path, other] of Object.entries(c.answers ?? {})) station.answer(path, other);
        const result = await settle(c.call);
        if (c.absent === REJECTS)
          expect(!result.ok && isApiError(result.error), String(!result.ok && result.error)).toBe(true);
        else expect(result).toEqual({ ok: true, value: c.absent });
      });

      it(`${name}: a malformed answer reads as the schema's type or rejects with an ApiError`, async () => {
        const bad = fc.oneof(
          fc.anything({ maxDepth: 3 }),
          wiredFrom(c.schema).chain(({ wiredValue }) => spoil(wiredValue)),
        );
        await fc.assert(
          fc.asyncProperty(bad, async (data) => {
            answer(c, data);
            const result = await settle(c.call);
            if (!result.ok) expect(isApiError(result.error), String(result.error)).toBe(true);
            else if (result.value !== c.absent) expect(c.schema.parse(result.value)).toEqual(result.value);
          }),
          { numRuns: numRuns * 2 },
        );
      });
    }
  });
}
