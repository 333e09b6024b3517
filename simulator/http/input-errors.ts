import type { z } from 'zod';
import { issueField } from '../../src/contract/input-rules';
import { CORE_MESSAGES, SPEC_MESSAGES } from '../../src/contract/messages';
import { translateMessage } from './messages';
import { ApiError, LocalizedApiError } from './router';

/*
 * A refused write answers code 400 with the spec's message and the field it is about (issue 33:
 * "400 naming the field"), so a caller that sent many fields knows which one to correct. The
 * message stays word for word; the field follows it: 'User name is required (account)',
 * '用户名不能为空（account）'.
 */

type Texts = { zh: string; en: string };

/** A 400 that names its field (`named` leaves it as it is). */
class FieldError extends LocalizedApiError {
  readonly field: string;
  constructor(field: string, texts: Texts) {
    super(400, { en: `${texts.en} (${field})`, zh: `${texts.zh}（${field}）` });
    this.field = field;
  }
}

/** 400: `texts` (default the spec's 'Please enter the correct parameter!') naming `field`. */
export function fieldError(field: string, texts: Texts = SPEC_MESSAGES.param): LocalizedApiError {
  if (!field) return new LocalizedApiError(400, texts);
  return new FieldError(field, texts);
}

/** 400: the core message `key` naming `field` (the route's own refusals). */
export const refuse = (field: string, key: keyof typeof CORE_MESSAGES): LocalizedApiError =>
  fieldError(field, CORE_MESSAGES[key]);

/** `err` naming `field` when it is a 400 that names none; anything else as it is. */
function named(err: unknown, field: string): unknown {
  if (!(err instanceof ApiError) || err.code !== 400 || err instanceof FieldError) return err;
  if (err instanceof LocalizedApiError) return fieldError(field, err.texts);
  // A catalogue message in the request's language: both languages again, other text as it is.
  return fieldError(field, {
    en: translateMessage(err.message, 'en'),
    zh: translateMessage(err.message, 'zh'),
  });
}

/**
 * Runs `check`, a rule that does not know the request's field names (a store lookup, a validator
 * shared with other calls), and names `field` in the 400 it throws; a 400 that already names a
 * field, and every other error, passes unchanged. Works for a check that returns a promise too.
 */
export function naming<T>(field: string, check: () => T): T {
  let result: T;
  try {
    result = check();
  } catch (err) {
    throw named(err, field);
  }
  if (result instanceof Promise)
    return result.catch((err: unknown) => {
      throw named(err, field);
    }) as T;
  return result;
}

/**
 * 400 for a failed zod parse: the first issue's field; its message translated by `texts` when it is
 * a key there, the spec's 'Please enter the correct parameter!' otherwise.
 */
export function zodError(
  error: z.ZodError,
  texts?: (message: string) => Texts | undefined,
): LocalizedApiError {
  const issue = error.issues[0];
  const field = issue ? issueField(issue.path) : '';
  return fieldError(field, (issue && texts?.(issue.message)) ?? SPEC_MESSAGES.param);
}

/** Whether every segment of a request path decodes (a malformed %-escape is the caller's error). */
export function pathDecodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}
