import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { ExportRun } from '@/stores/exports';
import { Button } from '../button';
import { Card } from '../card';
import { DataTable, type Column, type DataTableProps } from '../data-table';
import { Dialog } from '../dialog';
import { ExportButton } from '../export-button';
import { PageHeader } from '../page-header';
import { CrudForm } from './crud-form';
import { actionsColumn, leadingActions } from './row-actions';
import { useRowSelection, type RowSelectSpec } from './row-selection';
import type { IssueText } from './schema-resolver';
import { useCrudSection, type CrudSectionConfig, type CrudState } from './use-crud-section';

export { actionsColumn, leadingActions, type RowActionOptions } from './row-actions';

/** The section's form: its fields over the entity's schema. */
export interface CrudFormSpec<TRow, TForm extends FieldValues, S extends z.ZodType> {
  schema: S;
  /** The form's starting values: the row's, or (null) a new record's. */
  toForm: (row: TRow | null) => TForm;
  toInput?: (values: TForm) => unknown;
  issueText?: IssueText;
  issues?: 'list' | 'fields';
  fields: (form: UseFormReturn<TForm, unknown, z.output<S>>) => ReactNode;
  extraActions?: (form: UseFormReturn<TForm, unknown, z.output<S>>) => ReactNode;
  /** A line under the dialog's title (e.g. the new user's first password). */
  description?: (row: TRow | null) => string | undefined;
  /** A form taller than a screen (many fields): it scrolls inside the dialog. */
  tall?: boolean;
  /** Tailwind width class of the dialog (default max-w-lg). */
  width?: string;
}

export interface CrudSectionProps<
  TRow,
  TForm extends FieldValues,
  S extends z.ZodType,
> extends CrudSectionConfig<TRow, z.output<S>> {
  /** 'page': the section's page header (h1); 'panel': one of several lists on a page (h2). */
  variant?: 'page' | 'panel';
  title: string;
  subtitle?: ReactNode;
  /** More header content (a legend, a unit note). */
  headerExtra?: ReactNode;
  /** Section-wide buttons in the header, before export and add (an import, a template). */
  actions?: ReactNode;
  /** What stands between the header and the table (a status line, a progress bar). */
  intro?: ReactNode;
  columns: Column<TRow>[];
  /** Names a row in its buttons' accessible names ("Edit <name>"). */
  rowLabel: (row: TRow) => string;
  /**
   * The add button: opens the form, or without a form makes the record at once ("Start backup").
   * Without it there is no add button: the records are made elsewhere (upgrade tasks, one
   * threshold rule per measured point).
   */
  addLabel?: string;
  /** True while adding must wait (e.g. a backup is being made): the add button is disabled. */
  addDisabled?: boolean;
  /** Title of the edit dialog (the add dialog's is `addLabel`), or one naming the row. */
  editLabel?: string | ((row: TRow) => string);
  /** false: rows are added, never edited (e.g. a log). Without a form there is no edit either. */
  edit?: boolean;
  emptyLabel?: string;
  /** More buttons of a row, between edit and delete (e.g. "Reset password", "Download"). */
  rowActions?: (row: TRow) => ReactNode;
  /** For those who may not write: the row's edit opens the form read-only under this label. */
  viewLabel?: string;
  /** Why a row may not be deleted (e.g. oneself): its delete is disabled and says so. */
  removeBlocked?: (row: TRow) => string | undefined;
  /** Rows ticked for a batch action in the header. */
  select?: RowSelectSpec<TRow>;
  /** An export of the list (progress in the export tray). */
  exportAs?: { label: string; run: ExportRun };
  /**
   * The add / edit dialog's form. Without one, records are made, not typed (a backup): add saves
   * at once (`save` is called without values) and rows offer no edit.
   */
  form?: CrudFormSpec<TRow, TForm, S>;
}

/**
 * A settings list with add / edit / delete and export: a paged DataTable, a dialog form over the
 * entity's schema, a confirmed delete, the role table's read-only state and the 409 conflict
 * notice. A section passes its API functions and query options in (components call no backend);
 * it is its columns, its schema and its API module.
 */
export function CrudSection<TRow, TForm extends FieldValues, S extends z.ZodType>(
  props: CrudSectionProps<TRow, TForm, S>,
) {
  const state = useCrudSection<TRow, z.output<S>>(props);
  const selection = useRowSelection(props.select, state.rows, props.rowKey, props.filterKey);
  const { form } = props;
  const actions = (
    <>
      {selection.actions}
      {props.actions}
      {props.exportAs ? <ExportButton label={props.exportAs.label} run={props.exportAs.run} /> : null}
      {props.addLabel ? (
        <Button
          variant="primary"
          disabled={!state.canEdit || Boolean(props.addDisabled) || (!form && state.saving)}
          aria-busy={(!form && state.saving) || undefined}
          title={state.readOnlyReason}
          onClick={() => (form ? state.setEditing({ row: null }) : state.submit(undefined as z.output<S>))}
        >
          {props.addLabel}
        </Button>
      ) : null}
    </>
  );
  const rowActions = actionsColumn(state, props.rowLabel, {
    edit: Boolean(form) && props.edit !== false,
    extra: props.rowActions,
    removeBlocked: props.removeBlocked,
    view: props.viewLabel,
  });
  const table = (
    <CrudTable
      state={state}
      columns={[
        ...(selection.column ? [selection.column] : []),
        leadingActions(rowActions),
        ...props.columns,
      ]}
      rowKey={props.rowKey}
      caption={props.title}
      emptyLabel={props.emptyLabel}
    />
  );
  const dialog = form ? <CrudDialog state={state} {...props} form={form} /> : null;
  if (props.variant === 'panel') {
    return (
      <Card
        tone="panel"
        title={props.title}
        actions={
          <>
            {props.headerExtra}
            <span className="flex-1" />
            {actions}
          </>
        }
      >
        {props.intro ? <div className="mb-3">{props.intro}</div> : null}
        {table}
        {dialog}
      </Card>
    );
  }
  return (
    <div className="space-y-4">
      <PageHeader title={props.title} subtitle={props.subtitle} actions={actions} />
      {props.headerExtra}
      {props.intro}
      {table}
      {dialog}
    </div>
  );
}

/**
 * The CRUD state's rows in a DataTable: loading, the error with retry, and paging once the list is
 * longer than a page. For a section with its own layout (an always-open form, filters).
 */
export function CrudTable<TRow, P>({
  state,
  ...table
}: Pick<DataTableProps<TRow>, 'columns' | 'rowKey' | 'caption' | 'emptyLabel'> & {
  state: CrudState<TRow, P>;
}) {
  return (
    <DataTable
      {...table}
      rows={state.rows}
      loading={state.query.isPending}
      error={state.query.isError ? state.query.error.message : null}
      onRetry={() => void state.query.refetch()}
      paging={state.paging.total > state.paging.size ? state.paging : undefined}
    />
  );
}

function CrudDialog<TRow, TForm extends FieldValues, S extends z.ZodType>({
  state,
  form,
  addLabel,
  editLabel = addLabel,
}: CrudSectionProps<TRow, TForm, S> & {
  state: CrudState<TRow, z.output<S>>;
  form: CrudFormSpec<TRow, TForm, S>;
}) {
  const { editing } = state;
  if (!editing) return null;
  const label =
    (!editing.row ? addLabel : typeof editLabel === 'function' ? editLabel(editing.row) : editLabel) ?? '';
  const close = () => state.setEditing(null);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !state.saving) close();
      }}
      title={label}
      description={form.description?.(editing.row)}
      width={form.width ?? 'max-w-lg'}
    >
      <CrudFormBody tall={form.tall}>
        <CrudForm
          schema={form.schema}
          values={form.toForm(editing.row)}
          toInput={form.toInput}
          issueText={form.issueText}
          issues={form.issues}
          label={label}
          fields={form.fields}
          extraActions={form.extraActions}
          saving={state.saving}
          readOnlyReason={state.readOnlyReason}
          conflict={state.conflict}
          onSubmit={state.submit}
          onOverwrite={state.overwrite}
          onReload={async () => {
            const stored = await state.reload();
            return stored ? form.toForm(stored) : null;
          }}
          onCancel={close}
        />
      </CrudFormBody>
    </Dialog>
  );
}

/** A tall form scrolls inside the dialog, its buttons with it. */
function CrudFormBody({ tall, children }: { tall?: boolean; children: ReactNode }) {
  return tall ? <div className="max-h-[75vh] overflow-y-auto pr-1">{children}</div> : children;
}
