import type { z } from 'zod';
import type { Page } from '@/contract/envelope';
import { isAbsent, wirePage } from '@/contract/wire';
import { translate } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { ApiError } from '@/contract/api-error';

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

/** What a code-404 answer (spec §8: normal, data null) to a paged call reads as: no records. */
export const EMPTY_PAGE: Page<never> = { records: [], total: 0, size: 0, current: 1, pages: 0 };

/** A paged call's `data` read with `wirePage(item)`; null ("", -1, [] too) reads as {@link EMPTY_PAGE}. */
export function readPage<T extends z.ZodType>(
  item: T,
  data: unknown,
  path: string,
  options: { silent?: boolean } = {},
): Page<z.output<T>> {
  if (isAbsent(data)) return { ...EMPTY_PAGE, records: [] };
  return readAnswer(wirePage(item), data, path, options);
}
