import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RowSelectionState } from '@tanstack/react-table';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteUsers, listRoles, listUsers, resetPassword, userKeys } from '@/api/user';
import { Button } from '@/components/button';
import { confirm } from '@/components/confirm-dialog';
import { TextInput } from '@/components/form-field';
import { PageHeader } from '@/components/page-header';
import type { UserListQuery, UserRecord } from '@/contract/api/user';
import { notify } from '@/lib/notify';
import { useSession } from '@/stores/session';
import { ResetPasswordDialog } from './reset-dialog';
import { UserDialog } from './user-dialog';
import { UsersTable } from './users-table';

export const sectionTitleKey = 'sysusers:users.title';
/** Managing users is for administrators; others see the not-permitted state. */
export const sectionAdminOnly = true;

const PAGE_SIZE = 10;

/** User management: search, page, add, edit, reset password and (batch) delete. */
export function Section() {
  const { t } = useTranslation(['sysusers', 'common']);
  const client = useQueryClient();
  const selfId = useSession((s) => s.userInfo?.user_id) ?? '';
  const [filters, setFilters] = useState({ account: '', realName: '' });
  const [typed, setTyped] = useState(filters);
  const [current, setCurrent] = useState(1);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [editing, setEditing] = useState<UserRecord | null | undefined>(undefined);
  const [reset, setReset] = useState<{ account: string; password: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const query: UserListQuery = { ...filters, current, size: PAGE_SIZE };
  const users = useQuery({
    queryKey: userKeys.list(query),
    queryFn: () => listUsers(query),
    placeholderData: keepPreviousData,
  });
  const roles = useQuery({ queryKey: userKeys.roles, queryFn: listRoles, staleTime: Infinity });
  const rows = users.data?.records;
  const selected = (rows ?? []).filter((u) => selection[u.id]);
  const refresh = () => client.invalidateQueries({ queryKey: userKeys.all });

  const search = (e: FormEvent) => {
    e.preventDefault();
    setFilters({ account: typed.account.trim(), realName: typed.realName.trim() });
    setCurrent(1);
    setSelection({});
  };

  async function onDelete(targets: UserRecord[]) {
    if (busy || targets.length === 0) return;
    const accounts = targets.map((u) => u.account).join(', ');
    if (!(await confirm(t('users.confirmDelete', { count: targets.length, accounts }), { danger: true })))
      return;
    setBusy(true);
    try {
      const count = await deleteUsers(targets.map((u) => u.id));
      notify.success(t('users.deleted', { count }));
      setSelection({});
      await refresh();
    } catch {
      // The API client has shown the server's reason (oneself, the last administrator).
    } finally {
      setBusy(false);
    }
  }

  async function onReset(user: UserRecord) {
    if (busy) return;
    if (!(await confirm(t('users.confirmReset', { account: user.account }), { danger: true }))) return;
    setBusy(true);
    try {
      const { password } = await resetPassword(user.id);
      setReset({ account: user.account, password });
    } catch {
      // shown by the API client
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      <PageHeader
        title={t('users.title')}
        subtitle={t('users.subtitle')}
        actions={
          <>
            <Button variant="primary" onClick={() => setEditing(null)} disabled={!roles.data}>
              {t('users.add')}
            </Button>
            <Button
              variant="danger"
              disabled={selected.length === 0 || busy}
              onClick={() => void onDelete(selected)}
            >
              {t('users.deleteSelected', { count: selected.length })}
            </Button>
          </>
        }
      />
      <form onSubmit={search} role="search" className="mb-3 flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1 text-sm text-muted">
          {t('users.searchAccount')}
          <TextInput
            value={typed.account}
            onChange={(e) => setTyped((v) => ({ ...v, account: e.target.value }))}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm text-muted">
          {t('users.searchRealName')}
          <TextInput
            value={typed.realName}
            onChange={(e) => setTyped((v) => ({ ...v, realName: e.target.value }))}
          />
        </label>
        <Button type="submit">{t('common:actions.search')}</Button>
      </form>
      <UsersTable
        users={rows}
        loading={users.isPending}
        error={users.isError ? users.error.message : null}
        onRetry={() => void users.refetch()}
        paging={{ current, size: PAGE_SIZE, total: users.data?.total ?? 0, onChange: setCurrent }}
        selfId={selfId}
        selection={selection}
        onSelectionChange={setSelection}
        onEdit={(u) => setEditing(u)}
        onReset={(u) => void onReset(u)}
        onDelete={(list) => void onDelete(list)}
      />
      {editing !== undefined && roles.data ? (
        <UserDialog
          user={editing}
          roles={roles.data}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            void refresh();
          }}
        />
      ) : null}
      {reset ? <ResetPasswordDialog {...reset} onClose={() => setReset(null)} /> : null}
    </div>
  );
}
