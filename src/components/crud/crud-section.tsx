import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ExportRun } from '@/stores/exports';
import { Button } from '../button';
import { DataTable, type Column, type DataTableProps } from '../data-table';
import { Dialog } from '../dialog';
import { ExportButton } from '../export-button';
import { PageHeader } from '../page-header';
import { CrudForm } from './crud-form';
import { useRowSelection, type RowSelectSpec } from './row-selection';
import type { IssueText } from './schema-resolver';
import { useCrudSection, type CrudSectionConfig, type CrudState } from './use-crud-section';

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
  /** More header content (a legend, a unit note, page-wide actions). */
  headerExtra?: ReactNode;
  columns: Column<TRow>[];
  /** Names a row in its buttons' accessible names ("Edit <name>"). */
  rowLabel: (row: TRow) => string;
  addLabel: string;
  /** Title of the edit dialog (the add dialog's is `addLabel`), or one naming the row. */
  editLabel: string | ((row: TRow) => string);
  emptyLabel?: string;
  /** More buttons of a row, between edit and delete (e.g. "Reset password"). */
  rowActions?: (row: TRow) => ReactNode;
  /** Why a row may not be deleted (e.g. oneself): its delete is disabled and says so. */
  removeBlocked?: (row: TRow) => string | undefined;
  /** Rows ticked for a batch action in the header. */
  select?: RowSelectSpec<TRow>;
  /** An export of the list (progress in the export tray). */
  exportAs?: { label: string; run: ExportRun };
  form: CrudFormSpec<TRow, TForm, S>;
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
  const actions = (
    <>
      {selection.actions}
      {props.exportAs ? <ExportButton label={props.exportAs.label} run={props.exportAs.run} /> : null}
      <Button
        variant="primary"
        disabled={!state.canEdit}
        title={state.readOnlyReason}
        onClick={() => state.setEditing({ row: null })}
      >
        {props.addLabel}
      </Button>
    </>
  );
  const table = (
    <CrudTable
      state={state}
      columns={[
        ...(selection.column ? [selection.column] : []),
        ...props.columns,
        actionsColumn(state, props.rowLabel, { extra: props.rowActions, removeBlocked: props.removeBlocked }),
      ]}
      rowKey={props.rowKey}
      caption={props.title}
      emptyLabel={props.emptyLabel}
    />
  );
  const dialog = <CrudDialog state={state} {...props} />;
  if (props.variant === 'panel') {
    const headingId = `crud-${props.title.replace(/\W+/g, '-')}`;
    return (
      <section aria-labelledby={headingId} className="rounded-lg border border-line bg-surface p-4">
        <div className="mb-3 flex flex-wrap items-center gap-3">
          <h2 id={headingId} className="text-base font-semibold">
            {props.title}
          </h2>
          {props.headerExtra}
          <span className="flex-1" />
          {actions}
        </div>
        {table}
        {dialog}
      </section>
    );
  }
  return (
    <div className="space-y-4">
      <PageHeader title={props.title} subtitle={props.subtitle} actions={actions} />
      {props.headerExtra}
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

/** What a row offers besides edit and delete. */
export interface RowActionOptions<TRow> {
  /** false: no edit (e.g. a log that is only added to). */
  edit?: boolean;
  /** More buttons, between edit and delete. */
  extra?: (row: TRow) => ReactNode;
  /** Why this row may not be deleted (its delete is disabled and says so). */
  removeBlocked?: (row: TRow) => string | undefined;
}

/**
 * The last column: edit, the section's own row buttons and delete, disabled with the reason for
 * those who may not write (or, for delete, for a row that may not go).
 */
export function actionsColumn<TRow, P>(
  state: CrudState<TRow, P>,
  rowLabel: (row: TRow) => string,
  options: RowActionOptions<TRow> = {},
): Column<TRow> {
  return {
    key: '__actions',
    header: <RowActionsHeader />,
    align: 'right',
    stickyEnd: true,
    render: (row) => <RowActions state={state} row={row} name={rowLabel(row)} {...options} />,
  };
}

function RowActionsHeader() {
  const { t } = useTranslation();
  return <span className="sr-only">{t('crud.actions')}</span>;
}

function RowActions<TRow, P>({
  state,
  row,
  name,
  edit = true,
  extra,
  removeBlocked,
}: RowActionOptions<TRow> & { state: CrudState<TRow, P>; row: TRow; name: string }) {
  const { t } = useTranslation();
  const blocked = removeBlocked?.(row);
  return (
    <span className="inline-flex gap-1 whitespace-nowrap">
      {edit ? (
        <Button
          disabled={!state.canEdit}
          title={state.readOnlyReason}
          aria-label={`${t('actions.edit')} ${name}`}
          onClick={() => state.setEditing({ row })}
        >
          {t('actions.edit')}
        </Button>
      ) : null}
      {extra?.(row)}
      {state.remove ? (
        <Button
          variant="ghost"
          disabled={!state.canEdit || state.removing || Boolean(blocked)}
          title={state.readOnlyReason ?? blocked}
          aria-label={`${t('actions.delete')} ${name}`}
          onClick={() => void state.remove?.(row)}
        >
          {t('actions.delete')}
        </Button>
      ) : null}
    </span>
  );
}

function CrudDialog<TRow, TForm extends FieldValues, S extends z.ZodType>({
  state,
  form,
  addLabel,
  editLabel,
}: CrudSectionProps<TRow, TForm, S> & { state: CrudState<TRow, z.output<S>> }) {
  const { editing } = state;
  if (!editing) return null;
  const label = !editing.row ? addLabel : typeof editLabel === 'string' ? editLabel : editLabel(editing.row);
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
    </Dialog>
  );
}
