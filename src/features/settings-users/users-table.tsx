import {
  getCoreRowModel,
  useReactTable,
  type Row,
  type RowSelectionState,
  type Updater,
} from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { DataTable, type Column, type Paging } from '@/components/data-table';
import type { UserRecord } from '@/contract/api/user';

export interface UsersTableProps {
  users: UserRecord[] | undefined;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  paging: Paging;
  selfId: string;
  selection: RowSelectionState;
  onSelectionChange: (next: RowSelectionState) => void;
  onEdit: (user: UserRecord) => void;
  onReset: (user: UserRecord) => void;
  onDelete: (users: UserRecord[]) => void;
}

/** The user list: selection for batch delete (never oneself), edit, reset and delete per row. */
export function UsersTable(props: UsersTableProps) {
  const { t } = useTranslation(['sysusers', 'settings']);
  const { selection, onSelectionChange, selfId } = props;
  // The table instance only tracks selection; rows re-render from props, so no memoisation is lost.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: props.users ?? [],
    columns: [],
    getRowId: (u) => u.id,
    getCoreRowModel: getCoreRowModel(),
    enableRowSelection: (row) => row.original.id !== selfId,
    state: { rowSelection: selection },
    onRowSelectionChange: (updater: Updater<RowSelectionState>) =>
      onSelectionChange(typeof updater === 'function' ? updater(selection) : updater),
  });

  const columns: Column<Row<UserRecord>>[] = [
    {
      key: 'select',
      width: '2.5rem',
      header: (
        <input
          type="checkbox"
          aria-label={t('users.selectAll')}
          checked={table.getIsAllRowsSelected()}
          ref={(el) => {
            if (el) el.indeterminate = table.getIsSomeRowsSelected();
          }}
          onChange={table.getToggleAllRowsSelectedHandler()}
          className="h-4 w-4 accent-[var(--c-primary)]"
        />
      ),
      render: (row) => (
        <span title={row.getCanSelect() ? undefined : t('users.cannotDeleteSelf')}>
          <input
            type="checkbox"
            aria-label={t('users.selectRow', { account: row.original.account })}
            checked={row.getIsSelected()}
            disabled={!row.getCanSelect()}
            onChange={row.getToggleSelectedHandler()}
            className="h-4 w-4 accent-[var(--c-primary)]"
          />
        </span>
      ),
    },
    {
      key: 'account',
      header: t('users.columns.account'),
      render: (row) => (
        <span>
          {row.original.account}
          {row.original.id === selfId ? (
            <span className="ml-1 text-xs text-muted">({t('users.self')})</span>
          ) : null}
        </span>
      ),
    },
    { key: 'realName', header: t('users.columns.realName'), render: (row) => row.original.realName || '-' },
    {
      key: 'role',
      header: t('users.columns.role'),
      render: (row) => t(`settings:roles.${row.original.roleName}`),
    },
    { key: 'phone', header: t('users.columns.phone'), render: (row) => row.original.phone || '-' },
    { key: 'createTime', header: t('users.columns.createTime'), render: (row) => row.original.createTime },
    {
      key: 'actions',
      header: t('users.columns.actions'),
      render: (row) => {
        const self = row.original.id === selfId;
        return (
          <div className="flex flex-wrap gap-1">
            <Button variant="ghost" onClick={() => props.onEdit(row.original)}>
              {t('users.edit')}
            </Button>
            <Button variant="ghost" onClick={() => props.onReset(row.original)}>
              {t('users.resetPassword')}
            </Button>
            <span title={self ? t('users.cannotDeleteSelf') : undefined}>
              <Button variant="ghost" disabled={self} onClick={() => props.onDelete([row.original])}>
                {t('users.delete')}
              </Button>
            </span>
          </div>
        );
      },
    },
  ];

  return (
    <DataTable
      caption={t('users.title')}
      columns={columns}
      rows={props.users ? table.getRowModel().rows : undefined}
      rowKey={(row) => row.id}
      loading={props.loading}
      error={props.error}
      onRetry={props.onRetry}
      paging={props.paging}
    />
  );
}
