import type { z } from 'zod';
import { issueField } from '../../src/contract/input-rules';
import { SPEC_MESSAGES } from '../../src/contract/messages';
import { LocalizedApiError } from './router';

/*
 * A refused write answers code 400 with the spec's message and the field it is about (issue 33:
 * "400 naming the field"), so a caller that sent many fields knows which one to correct.
 */

type Texts = { zh: string; en: string };

/** 400: `texts` (default the spec's 'Please enter the correct parameter!') naming `field`. */
export function fieldError(field: string, texts: Texts = SPEC_MESSAGES.param): LocalizedApiError {
  if (!field) return new LocalizedApiError(400, texts);
  return new LocalizedApiError(400, {
    en: `${texts.en} (${field})`,
    zh: `${texts.zh}（${field}）`,
  });
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
