import { useEffect, useState, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ConflictInfo } from '@/contract/conflict';
import { Button } from '../button';
import { ConflictNotice } from './conflict-notice';
import { FormIssues } from './form-issues';
import { schemaResolver, type IssueText } from './schema-resolver';

export interface CrudFormProps<TForm extends FieldValues, S extends z.ZodType> {
  /** The entity's zod schema from `src/contract/` (the simulator validates with it too). */
  schema: S;
  /** The values the form starts from (the record's, or the new record's). */
  values: TForm;
  /** The typed values as the schema reads them (strings to numbers, the site added, ...). */
  toInput?: (values: TForm) => unknown;
  /** Renders a schema issue; default the message itself. */
  issueText?: IssueText;
  /** 'list' (default): every message under the fields, once; 'fields': the fields show their own. */
  issues?: 'list' | 'fields';
  /** The form's accessible name (e.g. "Add timeline"). */
  label: string;
  fields: (form: UseFormReturn<TForm, unknown, z.output<S>>) => ReactNode;
  saving: boolean;
  /** Set when the user may not write: the fields are disabled and say why. */
  readOnlyReason?: string;
  conflict?: ConflictInfo | null;
  onSubmit: (payload: z.output<S>) => void;
  /** Saves what was typed over the newer version named by `conflict`. */
  onOverwrite?: (payload: z.output<S>) => void;
  /** Loads the stored version; the form then shows it (null: the record is gone). */
  onReload?: () => Promise<TForm | null>;
  onCancel?: () => void;
  submitLabel?: string;
  /** Extra buttons on the left of the form's actions (e.g. "Add row"). */
  extraActions?: (form: UseFormReturn<TForm, unknown, z.output<S>>) => ReactNode;
  className?: string;
}

/**
 * The form of a CRUD section: react-hook-form over the entity's schema. Nothing is shown before
 * the first save; after it, every change re-validates the whole form (so a fixed overlap goes
 * away and a new one appears). A refused save keeps what was typed; a 409 shows who changed the
 * record and when, and offers reload or overwrite.
 */
export function CrudForm<TForm extends FieldValues, S extends z.ZodType>(props: CrudFormProps<TForm, S>) {
  const { schema, values, toInput, issueText, saving, conflict, readOnlyReason } = props;
  const { t } = useTranslation();
  const [resolver] = useState(() => schemaResolver<TForm, S>(schema, { toInput, text: issueText }));
  const form = useForm<TForm, unknown, z.output<S>>({
    resolver,
    defaultValues: values as DefaultValues<TForm>,
    reValidateMode: 'onSubmit',
    disabled: Boolean(readOnlyReason),
  });
  const { trigger, subscribe, formState } = form;
  const submitted = formState.isSubmitted;
  useEffect(() => {
    if (!submitted) return;
    return subscribe({ formState: { values: true }, callback: () => void trigger() });
  }, [submitted, subscribe, trigger]);

  const submit = form.handleSubmit((payload) => {
    if (!saving && !readOnlyReason) props.onSubmit(payload);
  });
  const overwrite = form.handleSubmit((payload) => props.onOverwrite?.(payload));
  const reload = async () => {
    const stored = await props.onReload?.();
    if (stored) form.reset(stored);
  };

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={props.label}
      title={readOnlyReason}
      className={props.className ?? 'space-y-3'}
    >
      {readOnlyReason ? <p className="text-sm text-muted">{readOnlyReason}</p> : null}
      {props.fields(form)}
      {props.issues === 'fields' ? null : <FormIssues errors={formState.errors} />}
      {conflict ? (
        <ConflictNotice
          conflict={conflict}
          busy={saving}
          onReload={props.onReload ? () => void reload() : undefined}
          onOverwrite={props.onOverwrite ? () => void overwrite() : undefined}
        />
      ) : null}
      <div className="flex flex-wrap gap-2">
        {props.extraActions?.(form)}
        <span className="flex-1" />
        {props.onCancel ? (
          <Button onClick={props.onCancel} disabled={saving}>
            {t('actions.cancel')}
          </Button>
        ) : null}
        <Button
          type="submit"
          variant="primary"
          disabled={saving || Boolean(readOnlyReason)}
          aria-busy={saving || undefined}
        >
          {props.submitLabel ?? t('actions.save')}
        </Button>
      </div>
    </form>
  );
}
