import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button';
import type { Column } from '../data-table';
import type { CrudState } from './use-crud-section';

/** What a row offers besides edit and delete. */
export interface RowActionOptions<TRow> {
  /** false: no edit (e.g. a log that is only added to, or a backup that is made, not typed). */
  edit?: boolean;
  /** More buttons, between edit and delete (e.g. "Download"). */
  extra?: (row: TRow) => ReactNode;
  /** Why this row may not be deleted (its delete is disabled and says so). */
  removeBlocked?: (row: TRow) => string | undefined;
  /**
   * For those who may not write: edit becomes this button ("View"), opening the form read-only,
   * instead of a disabled edit.
   */
  view?: string;
}

/**
 * The row actions' column (at the end, kept in view at the right; see leadingActions): edit, the section's own row buttons and delete, disabled with the reason for
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

/**
 * The row actions as a leading column, kept in view at the left edge: at rest it stands in its own
 * space and covers no column of a table wider than its box (issue 30, users and devices at 1280).
 */
export function leadingActions<TRow>(column: Column<TRow>): Column<TRow> {
  // '1%': as narrow as its buttons (they do not wrap); a full-width table gives its spare width to
  // the data columns, not to the buttons (they pushed the data to the right on tags, h30).
  return { ...column, width: column.width ?? '1%', align: 'left', stickyEnd: false, stickyStart: true };
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
  view,
}: RowActionOptions<TRow> & { state: CrudState<TRow, P>; row: TRow; name: string }) {
  const { t } = useTranslation();
  const blocked = removeBlocked?.(row);
  const viewing = !state.canEdit && view !== undefined;
  const editLabel = viewing ? view : t('actions.edit');
  return (
    <span className="inline-flex gap-1 whitespace-nowrap">
      {edit ? (
        <Button
          disabled={!state.canEdit && !viewing}
          title={viewing ? undefined : state.readOnlyReason}
          aria-label={`${editLabel} ${name}`}
          onClick={() => state.setEditing({ row })}
        >
          {editLabel}
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
