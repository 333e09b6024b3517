import type { z } from 'zod';
import { translate } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { ApiError } from './api-error';

/**
 * Reads a call's `data` with its contract schema (src/contract/): a real backend's shapes (numbers
 * as text, ids as numbers, extra fields, "" or null for absent) read as the console's types. An
 * answer that does not fit rejects like an error answer, saying which call and field, so the page
 * shows an error with a retry instead of failing somewhere in a component.
 */
export function readAnswer<S extends z.ZodType>(
  schema: S,
  data: unknown,
  path: string,
  options: { silent?: boolean } = {},
): z.output<S> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.length ? `: ${issue.path.join('.')}` : '';
  const message = `${translate('errors:badResponse')} (${path}${field})`;
  if (!options.silent) notify.error(message);
  throw new ApiError('answer', message, { body: data });
}
