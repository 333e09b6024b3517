import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** One finding of the entity's schema: where, its message key, and the parameters it names. */
export interface SchemaIssue {
  path: PropertyKey[];
  message: string;
  params: Record<string, string | number>;
}

/** Renders an issue in the console's language (the message is an i18n key of the section). */
export type IssueText = (issue: SchemaIssue) => string;

export interface SchemaResolverOptions<TForm> {
  /** The typed values as the schema reads them (e.g. '' → null, '12.5' → 12.5). */
  toInput?: (values: TForm) => unknown;
  /** Default: the message as it stands. */
  text?: IssueText;
}

/**
 * A react-hook-form resolver over the entity's zod schema from `src/contract/` (the very schema
 * the simulator validates with). Unlike `zodResolver` it keeps each issue's `params` (row
 * numbers, ranges, names), which the spec's messages name, and renders every issue through
 * `text`; it nests the errors with `@hookform/resolvers`' own `toNestErrors`. The first issue of
 * a path is its error; a form shows them all with `<FormIssues>`.
 */
export function schemaResolver<TForm extends FieldValues, S extends z.ZodType>(
  schema: S,
  { toInput, text = (i) => i.message }: SchemaResolverOptions<TForm> = {},
): Resolver<TForm, unknown, z.output<S>> {
  return async (values, _context, options) => {
    const parsed = await schema.safeParseAsync(toInput ? toInput(values) : values);
    if (parsed.success) return { values: parsed.data, errors: {} };
    // Shallow paths first, so 'rows' (a gap) does not replace 'rows.1' (an overlap) when nested.
    const issues = [...parsed.error.issues].sort((a, b) => a.path.length - b.path.length);
    const flat: Record<string, FieldError> = Object.create(null) as Record<string, FieldError>;
    for (const i of issues) {
      const key = i.path.map(String).join('.') || 'root';
      const params = (i as { params?: SchemaIssue['params'] }).params ?? {};
      flat[key] ??= { type: i.code, message: text({ path: i.path, message: i.message, params }) };
    }
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}
